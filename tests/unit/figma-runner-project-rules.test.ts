/**
 * The rules a reader's project runs by, shared by the playground and the "Download as Figma plugin" zip
 * (src/figma-runner/project: entry.ts, imports.ts, transpileFile.ts; PLAY-11, DOWNLOAD-4). The features'
 * own tests (tests/unit/plugin-download.test.ts, tests/e2e/playground-engine.test.ts) check them in use.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {transform} from 'sucrase';
import {
  chooseEntry,
  defaultActive,
  exportsApp,
  projectEntry,
  GENERATED_ENTRY,
} from '../../src/figma-runner/project/entry';
import {isAllowedPackage, packageOf, resolveRelative} from '../../src/figma-runner/project/imports';
import {
  TranspileError,
  transpileFile,
  type SucraseTransform,
} from '../../src/figma-runner/project/transpileFile';

const sucrase = transform as SucraseTransform;
const APP =
  "import * as React from 'react';\nimport {Page} from 'react-figma';\nexport const App = () => <Page />;\n";
const RENDERS = (from: string) =>
  `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from '${from}';\nrender(<App />);\n`;

describe('transpile', () => {
  test('keeps an unused import (so it is checked) but drops `import type`; JSX is React.createElement', () => {
    const js = transpileFile(
      sucrase,
      "import {unused} from './unused';\nimport type {T} from './types';\nexport const a = <b />;\n",
      'src/App.tsx',
    );
    assert.match(js, /require\('\.\/unused'\)/);
    assert.doesNotMatch(js, /\.\/types/);
    assert.match(js, /React\.createElement\('b'/);
  });

  test('a syntax error is a TranspileError with a 1-based line and column and no sucrase decoration', () => {
    const code = 'export const a = 1;\nexport const total = 1 +;\n';
    assert.throws(
      () => transpileFile(sucrase, code, 'src/Broken.tsx'),
      (e: TranspileError) => {
        assert.ok(e instanceof TranspileError);
        assert.equal(e.file, 'src/Broken.tsx');
        assert.equal(e.line, 2);
        assert.equal(e.column, 'export const total = 1 +;'.indexOf(';') + 1);
        assert.equal(e.message, 'Unexpected token');
        return true;
      },
    );
  });
});

describe('imports', () => {
  test('packages are allowed by exact name only', () => {
    for (const name of ['react', 'react-figma', 'react-figma/rpc', 'react-fetch-hook'])
      assert.ok(isAllowedPackage(name));
    for (const name of ['react-dom', 'react-figma/components/text/Text', 'lodash'])
      assert.ok(!isAllowedPackage(name));
    assert.equal(packageOf('react-figma/rpc'), 'react-figma');
    assert.equal(packageOf('@figma/plugin-typings/x'), '@figma/plugin-typings');
  });

  test('relative imports resolve as the starter webpack config does, and never above the project', () => {
    const paths = new Set(['src/b.tsx', 'src/b.figma.tsx', 'src/parts/index.ts', 'src/c.ts']);
    assert.equal(resolveRelative('src/App.tsx', './b', paths), 'src/b.figma.tsx');
    assert.equal(resolveRelative('src/App.tsx', './parts', paths), 'src/parts/index.ts');
    assert.equal(resolveRelative('src/parts/index.ts', '../c', paths), 'src/c.ts');
    assert.equal(resolveRelative('src/App.tsx', '../../c', paths), undefined);
    assert.equal(resolveRelative('src/App.tsx', './missing', paths), undefined);
  });
});

describe('entry', () => {
  test('the active file when it renders; else a sibling rendering it; else its App', () => {
    const files = {'src/App.tsx': APP, 'src/ui.tsx': RENDERS('./App'), 'src/other/ui.tsx': RENDERS('../App')};
    assert.deepEqual(chooseEntry(files, 'src/ui.tsx'), {kind: 'renders', file: 'src/ui.tsx'});
    assert.deepEqual(chooseEntry(files, 'src/App.tsx'), {kind: 'renders', file: 'src/ui.tsx'});
    assert.deepEqual(chooseEntry({'src/App.tsx': APP}, 'src/App.tsx'), {kind: 'app', file: 'src/App.tsx'});
    // The engine adds a generated render(<App />) for the `app` case.
    const run = projectEntry({'src/App.tsx': APP}, 'src/App.tsx');
    assert.equal(run.entry, GENERATED_ENTRY);
    assert.match(run.files[GENERATED_ENTRY], /import \{App\} from '\.\/src\/App';\nrender\(<App \/>\);/);
  });

  test('without an active file: the first that renders, else the first exporting App (a class counts)', () => {
    assert.equal(defaultActive({'src/a.ts': 'export const a = 1;', 'src/App.tsx': APP}), 'src/App.tsx');
    assert.equal(defaultActive({'src/App.tsx': APP, 'src/main.tsx': RENDERS('./App')}), 'src/main.tsx');
    assert.equal(defaultActive({'src/a.ts': 'export const a = 1;'}), undefined);
    assert.ok(exportsApp('export class App extends React.Component {}'));
  });

  test("src/code.tsx open (the main thread's tab): the UI's entry is the one chosen without an active file", () => {
    const main = "import {setupMainThread} from 'react-figma/rpc';\nsetupMainThread();\n";
    const run = projectEntry({'src/Card.tsx': APP, 'src/code.tsx': main}, 'src/code.tsx');
    assert.match(run.files[GENERATED_ENTRY], /import \{App\} from '\.\/src\/Card';/);
    const files = {'src/App.tsx': APP, 'src/ui.tsx': RENDERS('./App'), 'src/code.tsx': main};
    assert.deepEqual(chooseEntry(files, 'src/code.tsx'), {kind: 'renders', file: 'src/ui.tsx'});
  });
});
