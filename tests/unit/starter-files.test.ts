/**
 * The Getting Started pages and the starter project (examples/starter) are one source: `starter` fences show
 * the starter's files (src/remark/starter-files), bad fences fail with file and line, and the install
 * commands on Installation pin exactly the versions the starter's package.json is tested with.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import remarkStarterFiles from '../../src/remark/starter-files';
import {STARTER_DIR, starterFenceCode} from '../../src/plugins/markdown/starterFiles';
import {codeFences} from '../../src/plugins/markdown/fences';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
const read = (file: string) => fs.readFileSync(path.join(SITE_ROOT, file), 'utf8');

test('a starter fence shows the starter file, on the page and to the example checker', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'code',
        lang: 'tsx',
        meta: 'title="src/App.tsx" starter',
        value: '',
        position: {start: {line: 3, column: 1}, end: {line: 4, column: 4}},
      },
    ],
  };
  remarkStarterFiles()(tree, {path: 'docs/x.mdx'});
  const app = fs.readFileSync(path.join(STARTER_DIR, 'src/App.tsx'), 'utf8');
  assert.equal(tree.children[0].value + '\n', app);
  const [node] = codeFences('# T\n\n```tsx title="src/App.tsx" starter\n```\n', 'docs/x.mdx');
  assert.equal(node.value + '\n', app);
});

test('a starter fence with code of its own, no title or an unknown file fails naming the doc and line', () => {
  assert.throws(
    () => starterFenceCode('src/App.tsx', 'const x = 1;', 'docs/a.mdx:12'),
    /docs\/a\.mdx:12: .*must be empty/,
  );
  assert.throws(() => starterFenceCode(undefined, '', 'docs/a.mdx:3'), /docs\/a\.mdx:3: .*needs title=/);
  assert.throws(() => starterFenceCode('src/Nope.tsx', '', 'docs/a.mdx:4'), /docs\/a\.mdx:4: .*not a file/);
  assert.throws(() => starterFenceCode('../../package.json', '', 'docs/a.mdx:5'), /not a file/);
  assert.throws(
    () => codeFences('```json title="nope.json" starter\n```\n', 'docs/b.mdx'),
    /docs\/b\.mdx:1:/,
  );
});

test('the Getting Started pages show the starter files rather than copies', () => {
  const shown = new Set<string>();
  for (const doc of ['docs/installation.mdx', 'docs/configure.mdx', 'docs/running.mdx']) {
    for (const node of codeFences(read(doc), doc)) {
      const title = /title="([^"]+)"/.exec(node.meta ?? '')?.[1];
      if (title && /(^|\s)starter(\s|$)/.test(node.meta ?? '')) shown.add(title);
    }
  }
  for (const file of [
    'manifest.json',
    'package.json',
    'tsconfig.json',
    'webpack.config.js',
    'src/code.tsx',
    'src/ui.tsx',
    'src/App.tsx',
    'src/ui.html',
  ]) {
    assert.ok(shown.has(file), `${file} is shown from examples/starter`);
  }
});

test('the install commands on Installation and Test your components pin the starter package.json', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(STARTER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const pinned = {...pkg.dependencies, ...pkg.devDependencies};
  const installed = new Map<string, string>();
  const fences = ['docs/installation.mdx', 'docs/testing.mdx'].flatMap((doc) => codeFences(read(doc)));
  for (const node of fences) {
    if (node.lang !== 'bash') continue;
    for (const line of node.value.split('\n').filter((l) => /^npm install .*@/.test(l))) {
      assert.match(line, /--save-exact/, `exact pins: ${line}`);
      for (const m of line.matchAll(/(?:^|\s)((?:@[\w-]+\/)?[\w.-]+)@(\S+)/g)) installed.set(m[1], m[2]);
    }
  }
  assert.deepEqual(
    Object.fromEntries([...installed].sort()),
    Object.fromEntries(Object.entries(pinned).sort()),
  );
});
