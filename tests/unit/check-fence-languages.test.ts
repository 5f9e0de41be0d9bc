import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fencesOf, knownLanguages, unknownFences} from '../../scripts/check-fence-languages';

test('fences are read with their line and language, a fence without one as an empty language', () => {
  const source =
    '---\ntitle: t\n---\n\n```tsx\nconst a = 1;\n```\n\n```\nplain\n```\n\n- item\n\n  ```bash\n  npm ci\n  ```\n';
  assert.deepEqual(fencesOf('x.md', source), [
    {file: 'x.md', line: 5, lang: 'tsx'},
    {file: 'x.md', line: 9, lang: ''},
    {file: 'x.md', line: 15, lang: 'bash'},
  ]);
});

test('the site highlights what its pages use, aliases included, and not what it does not bundle', () => {
  const known = knownLanguages([]);
  for (const lang of ['tsx', 'ts', 'typescript', 'js', 'jsx', 'json', 'bash', 'sh', 'html', 'text']) {
    assert.ok(known.has(lang), lang);
  }
  for (const lang of ['yaml', 'python', 'tsX', 'ini']) assert.ok(!known.has(lang), lang);
});

test('additionalLanguages extend the known set; unknown and unlabelled fences are reported with file and line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fences-'));
  const file = path.join(dir, 'page.mdx');
  fs.writeFileSync(file, '# Page\n\n```ini\na=1\n```\n\n```yaml\nb: 2\n```\n\n```\nsrc/\n```\n');
  const bad = unknownFences([file], knownLanguages(['ini']));
  assert.deepEqual(
    bad.map((f) => [path.basename(f.file), f.line, f.lang]),
    [
      ['page.mdx', 7, 'yaml'],
      ['page.mdx', 11, ''],
    ],
  );
  fs.rmSync(dir, {recursive: true});
});
