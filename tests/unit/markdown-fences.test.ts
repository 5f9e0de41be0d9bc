/**
 * One reading of code fences for every tool (src/plugins/markdown/fences.ts): the meta parser and the one
 * rule for which blocks of a page form a project, which check:examples, the previews and the twins all use.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeFences, exampleProjects, parseFenceMeta} from '../../src/plugins/markdown/fences';
import {findExamples} from '../../src/plugins/markdown/figures';

test('fence meta: the title in either quotes, every other word a flag', () => {
  assert.deepEqual(parseFenceMeta('title="src/App.tsx" starter'), {
    title: 'src/App.tsx',
    flags: new Set(['starter']),
  });
  assert.deepEqual(parseFenceMeta("no-preview title='a b.ts' {1,3}"), {
    title: 'a b.ts',
    flags: new Set(['no-preview', '{1,3}']),
  });
  assert.deepEqual(parseFenceMeta(null), {title: undefined, flags: new Set()});
  // `subtitle=` is not a title, and a flag inside a title is not a flag.
  assert.equal(parseFenceMeta('subtitle="x.ts"').title, undefined);
  assert.deepEqual(parseFenceMeta('title="no-check.ts"').flags, new Set());
});

const page = [
  '```tsx title="src/App.tsx"',
  'export const App = () => 1;',
  '```',
  '',
  '```tsx title="src/ui.tsx"',
  "import {App} from './App';",
  '```',
  '',
  '```tsx title="src/App.tsx"',
  'export const App = () => 2;',
  '```',
  '',
  '```bash',
  'npm ci',
  '```',
  '',
  '```tsx',
  'const untitled = 3;',
  '```',
  '',
].join('\n');

test('a repeated title: each block sees the nearest version of every sibling, before it or else the first after', () => {
  const fences = codeFences(page, 'docs/x.mdx');
  const projects = exampleProjects(fences);
  assert.deepEqual(
    projects.map((p) => [p.fenceLine, p.path, p.files]),
    [
      // The first App sees ui.tsx, which comes after it.
      [
        1,
        'src/App.tsx',
        {'src/ui.tsx': "import {App} from './App';", 'src/App.tsx': 'export const App = () => 1;'},
      ],
      // ui.tsx sees the App before it, not the later one.
      [
        5,
        'src/ui.tsx',
        {'src/App.tsx': 'export const App = () => 1;', 'src/ui.tsx': "import {App} from './App';"},
      ],
      // The second App is a new version of the same file, with the same ui.tsx beside it.
      [
        9,
        'src/App.tsx',
        {'src/ui.tsx': "import {App} from './App';", 'src/App.tsx': 'export const App = () => 2;'},
      ],
      // An untitled block is a file of its own beside the titled ones; bash blocks are no project's files.
      [
        17,
        'L17.tsx',
        {
          'src/App.tsx': 'export const App = () => 2;',
          'src/ui.tsx': "import {App} from './App';",
          'L17.tsx': 'const untitled = 3;',
        },
      ],
    ],
  );
  assert.deepEqual(projects[2].from, {'src/ui.tsx': 1, 'src/App.tsx': 2}, 'indexes among all the fences');
});

test('the previews run each drawing block as the project the same rule gives it', () => {
  const fences = codeFences(page, 'docs/x.mdx');
  const projects = new Map(exampleProjects(fences).map((p) => [p.fenceLine, p.files]));
  const examples = findExamples(fences);
  assert.deepEqual(
    examples.map((e) => e.fenceLine),
    [1, 9],
    'the two blocks that export App draw',
  );
  for (const example of examples) {
    // Neither block is rendered by ui.tsx (it only imports App), so each runs from a generated entry beside
    // it.
    const {'__preview_entry__.tsx': entry, ...files} = example.sources;
    assert.match(entry, /render\(<App \/>\)/);
    assert.deepEqual(files, projects.get(example.fenceLine), `the block at line ${example.fenceLine}`);
  }
});
