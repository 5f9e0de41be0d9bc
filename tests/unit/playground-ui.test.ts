/**
 * The playground's pure parts: how errors read (PLAY-5), and the rule that the reader's drawing never enters
 * the page as markup (PLAY-4).
 *
 * Run: node --import tsx --test tests/unit/playground-ui.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {errorText} from '../../src/components/Playground/errorText';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

test('PLAY-5: errors read file:line:col message, and a timeout says what happened', () => {
  assert.equal(
    errorText({
      ok: false,
      kind: 'syntax',
      message: 'Unexpected token',
      file: 'src/App.tsx',
      line: 3,
      column: 14,
    }),
    'src/App.tsx:3:14 Unexpected token',
  );
  assert.equal(
    errorText({ok: false, kind: 'import', message: 'lodash is not allowed', file: 'src/ui.tsx', line: 1}),
    'src/ui.tsx:1 lodash is not allowed',
  );
  assert.equal(
    errorText({ok: false, kind: 'nothing-drawn', message: 'Nothing was drawn.'}),
    'Nothing was drawn.',
  );
  assert.match(
    errorText({ok: false, kind: 'timeout', message: ''}),
    /^Your code was stopped after about 2 s .*a fresh engine took over\.$/,
  );
});

test("PLAY-4: the playground's code never writes markup into the page", () => {
  for (const dir of ['src/components/Playground', 'src/components/CodeEditor']) {
    for (const file of fs.readdirSync(path.join(SITE_ROOT, dir)).filter((f) => /\.tsx?$/.test(f))) {
      const text = fs.readFileSync(path.join(SITE_ROOT, dir, file), 'utf8');
      assert.doesNotMatch(
        text,
        /dangerouslySetInnerHTML|\.innerHTML|outerHTML|insertAdjacentHTML/,
        `${dir}/${file}`,
      );
    }
  }
  const result = fs.readFileSync(path.join(SITE_ROOT, 'src/components/Playground/Result.tsx'), 'utf8');
  assert.match(
    result,
    /new Blob\(\[drawn\.svg\], \{type: 'image\/svg\+xml'\}\)/,
    'the SVG becomes a Blob URL',
  );
});
