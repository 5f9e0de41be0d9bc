/**
 * The playground's files: share links (src/components/Playground/shareLink.ts) survive a round trip, and
 * unsafe file names are refused both when writing a link and when opening one (PLAY-6, PLAY-7).
 *
 * Run: node --import tsx --test tests/unit/playground-files.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {checkFileName, type ProjectFiles} from '../../src/figma-runner/project/fileNames';
import {decodeShare, encodeShare, MAX_FILES} from '../../src/components/Playground/shareLink';
import {pageExamples} from '../../src/plugins/playground/examples';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';
import fs from 'node:fs';
import path from 'node:path';

const PROJECT: ProjectFiles = {
  'src/App.tsx': 'import * as React from \'react\';\nexport const App = () => <Frame name="Café ☕" />;\n',
  'src/ui/theme.ts': 'export const red = "#eb212e";\n',
};

/** A `j` (uncompressed) payload for any JSON value, as a hand-made link would carry it. */
const plainPayload = (value: unknown): string =>
  'j' + Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('playground share links (PLAY-6)', () => {
  test('round trip keeps every file, its text and the active file', async () => {
    const hash = await encodeShare(PROJECT, 'src/ui/theme.ts');
    assert.match(hash, /^[zj][A-Za-z0-9_-]+$/, 'URL-safe, no padding');
    const back = await decodeShare(hash);
    assert.deepEqual(back, {files: PROJECT, active: 'src/ui/theme.ts'});
    assert.deepEqual(await decodeShare(`#code=${hash}`), back, 'a whole hash is accepted too');
  });

  test('compresses: a long repetitive file makes a much shorter link', async () => {
    const files = {'src/App.tsx': 'export const App = () => null;\n'.repeat(200)};
    const hash = await encodeShare(files, 'src/App.tsx');
    assert.ok(hash.startsWith('z'), 'Node has CompressionStream, so the compressed form is used');
    assert.ok(hash.length < files['src/App.tsx'].length / 5, `${hash.length} chars`);
  });

  test('the uncompressed form decodes as well', async () => {
    const back = await decodeShare(plainPayload({v: 1, a: 'src/App.tsx', f: {'src/App.tsx': 'x'}}));
    assert.deepEqual(back, {files: {'src/App.tsx': 'x'}, active: 'src/App.tsx'});
  });

  test('damaged links are refused with a message', async () => {
    await assert.rejects(decodeShare('z!!!'), /damaged/);
    await assert.rejects(decodeShare('zAAAA'), /damaged/);
    await assert.rejects(decodeShare('q' + plainPayload({}).slice(1)), /damaged or from a newer version/);
    await assert.rejects(decodeShare(plainPayload({v: 2, a: 'src/App.tsx', f: {}})), /newer version/);
    await assert.rejects(
      decodeShare(plainPayload({v: 1, a: 'src/B.tsx', f: {'src/A.tsx': ''}})),
      /not one of/,
    );
    await assert.rejects(decodeShare(plainPayload({v: 1, a: 'src/A.tsx', f: {'src/A.tsx': 3}})), /no text/);
  });

  test('too many files are refused', async () => {
    const files: ProjectFiles = {};
    for (let i = 0; i <= MAX_FILES; i++) files[`src/F${i}.ts`] = '';
    await assert.rejects(encodeShare(files, 'src/F0.ts'), /more than 20 files/);
  });
});

describe('playground file names (PLAY-7)', () => {
  const unsafe: [string, RegExp][] = [
    ['', /empty/],
    ['../../evil.ts', /climbs out/],
    ['src/../../evil.ts', /climbs out/],
    ['/abs.ts', /absolute/],
    ['/src/abs.ts', /absolute/],
    ['src\\a.ts', /backslash/],
    ['src/a\u0000.ts', /control character/],
    ['src/a\n.ts', /control character/],
    ['src/a\u001b.ts', /control character/],
    ['lib/a.ts', /under src\//],
    ['package.json', /under src\//],
    ['App.tsx', /under src\//],
    ['src/App.js', /\.ts and \.tsx/],
    ['src/.hidden.ts', /may only use/],
    ['src/./a.ts', /may only use/],
    ['src//a.ts', /may only use/],
    ['src/a b.ts', /may only use/],
    ['__proto__', /under src\//],
  ];
  for (const [name, why] of unsafe) {
    test(`refuses ${JSON.stringify(name)}`, () => {
      assert.throws(
        () => checkFileName(name),
        (e: Error) => e.message.startsWith('Unsafe file name') && why.test(e.message),
      );
    });
  }

  test('accepts the names examples use', () => {
    for (const name of [
      'src/App.tsx',
      'src/main.tsx',
      'src/ui/theme.ts',
      'src/Card-2.tsx',
      'src/a_b.test.ts',
    ]) {
      assert.doesNotThrow(() => checkFileName(name), name);
    }
  });

  test('a share link with an unsafe name loads nothing and says which name', async () => {
    for (const [name] of unsafe.filter(([n]) => n !== '')) {
      const payload = plainPayload({v: 1, a: 'src/App.tsx', f: {'src/App.tsx': 'ok', [name]: 'evil'}});
      await assert.rejects(decodeShare(payload), (e: Error) => e.message.includes('Unsafe file name'), name);
    }
    // Compressed too: encodeShare refuses to write one, so build the link by hand.
    await assert.rejects(encodeShare({'../../evil.ts': ''}, '../../evil.ts'), /climbs out/);
  });
});

describe("the main thread's tab (src/code.tsx)", () => {
  test("each example opens with the starter's, and an edit of it travels in a share link", async () => {
    const file = 'docs/api/frame.mdx';
    const [example] = pageExamples(fs.readFileSync(path.join(SITE_ROOT, file), 'utf8'), {
      file,
      title: 'Frame',
      permalink: '/docs/api/frame',
    });
    const starter = fs.readFileSync(path.join(STARTER_DIR, 'src', 'code.tsx'), 'utf8');
    assert.equal(example.files['src/code.tsx'], starter);
    // Reset opens `example.files` again (state.ts `playgroundReducer`), which hold the starter's.
    const edit = `${starter}figma.notify('edited');\n`;
    const edited = {...example.files, 'src/code.tsx': edit};
    const back = await decodeShare(await encodeShare(edited, example.active));
    assert.deepEqual(back, {files: edited, active: example.active});
  });
});
