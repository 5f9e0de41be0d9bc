/**
 * Comments stay a small share of src/ (CONTRIBUTING.md, "Comments say why"): comment lines over non-blank
 * lines of its .ts, .tsx, .js and .css files, counted by scripts/comment-share.ts from TypeScript's parser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {commentShare, countLines} from '../../scripts/comment-share';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

/** The most comment lines src/ may have, as a share of its non-blank lines. */
const MAX_SHARE = 0.13;

test(`comment lines are at most ${MAX_SHARE * 100} % of src/'s non-blank lines`, () => {
  const files = commentShare(path.join(SITE_ROOT, 'src'));
  assert.ok(files.length > 100, `${files.length} files read`);
  const lines = files.reduce((n, f) => n + f.lines, 0);
  const comments = files.reduce((n, f) => n + f.comments, 0);
  const top = [...files]
    .sort((a, b) => b.comments - a.comments)
    .slice(0, 5)
    .map((f) => `${f.file} ${f.comments}/${f.lines}`);
  assert.ok(
    comments / lines <= MAX_SHARE,
    `${comments} / ${lines} = ${((100 * comments) / lines).toFixed(1)} %; most: ${top.join(', ')}`,
  );
});

test('a `//` in a string, URL, template, regular expression or JSX text is code, not a comment', () => {
  const code = [
    "const url = 'https://example.com/a'; // one",
    'const re = /\\/\\/x/; const t = `//${url}`;',
    'const el = <p>see http://x.y // not a comment</p>;',
    '',
    '/**',
    ' * two, three, four',
    ' */',
    'const s = "/* not one */";',
  ].join('\n');
  assert.deepEqual(countLines('x.tsx', code), {lines: 7, comments: 4});
});

test('stylesheets: `/* … */` counts, a `/*` inside a string does not', () => {
  const css = ".a { content: '/* no */'; }\n/* one\n   two */\n.b { background: url(http://x.y/z.png); }";
  assert.deepEqual(countLines('x.css', css), {lines: 4, comments: 2});
});
