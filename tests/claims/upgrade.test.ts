/**
 * Upgrade from 0.1.13: the boilerplate's react-figma (installed from npm into a cached temp folder) beside
 * 0.31.0: their exports, the errors the page quotes, the boilerplate's code after the steps, the steps'
 * versions.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {
  appInPage,
  assertPageSays,
  closeEngine,
  draw,
  quotedAsPages,
  sentenceOf,
  typeCheckEach,
} from '../helpers/claims';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_REACT_TYPES} from '../../src/figma-runner/node/readerNodeModules';
import {readComponents} from '../../src/plugins/react-figma-api/extract';
import {resolvePaths} from '../../src/plugins/react-figma-api/paths';
import {removedNameReplacements} from '../../src/data/removedNames';
import {releaseNames} from '../../scripts/lib/reactFigmaNames';
import {
  RELEASES_FILE,
  generatedPart,
  namesIn,
  namesOf,
  removedNamesMarkdown,
  removedRows,
  tscMessages,
  type ReleasesData,
} from '../../scripts/lib/removedNames';

after(closeEngine);

const PAGE = 'docs/upgrade.mdx';
const OLD = '0.1.13';
const SITE_MODULES = path.join(SITE_ROOT, 'node_modules');

/**
 * A project folder whose node_modules holds react-figma 0.1.13 as npm installs it (peers left out), with
 * links to the site's typings that the starter uses (@types/react 16.14, @figma/plugin-typings). Made once
 * per machine under the OS temp folder (npm took about 5 s with a cold cache) and reused while its
 * react-figma is 0.1.13.
 * @throws AssertionError when npm fails or takes over 60 s.
 */
function oldProject(): string {
  const dir = path.join(os.tmpdir(), `claims-react-figma-${OLD}`);
  const installed = path.join(dir, 'node_modules/react-figma/package.json');
  const linked = ['@types/react', '@figma/plugin-typings'].every((pkg) =>
    fs.existsSync(path.join(dir, 'node_modules', pkg, 'package.json')),
  );
  // A folder from another checkout may link into a node_modules that is gone (existsSync follows the links).
  if (fs.existsSync(installed) && readJson(installed).version === OLD && linked) return dir;
  const work = fs.mkdtempSync(`${dir}-`);
  fs.writeFileSync(path.join(work, 'package.json'), '{"private": true}');
  const run = spawnSync(
    'npm',
    [
      'install',
      `react-figma@${OLD}`,
      '--ignore-scripts',
      '--omit=peer',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    {cwd: work, encoding: 'utf8', timeout: 60_000},
  );
  assert.equal(run.status, 0, `npm install react-figma@${OLD}:\n${run.stdout}${run.stderr}`);
  const link = (from: string, to = from) => {
    const at = path.join(work, 'node_modules', to);
    fs.mkdirSync(path.dirname(at), {recursive: true});
    if (!fs.existsSync(at)) fs.symlinkSync(path.join(SITE_MODULES, from), at);
  };
  link(STARTER_REACT_TYPES, '@types/react');
  for (const pkg of ['@types/prop-types', '@types/scheduler', 'csstype', '@figma/plugin-typings']) link(pkg);
  fs.rmSync(dir, {recursive: true, force: true});
  // Another test process may have finished first: its folder is as good as this one.
  try {
    fs.renameSync(work, dir);
  } catch {
    fs.rmSync(work, {recursive: true, force: true});
  }
  return dir;
}

function readJson(file: string): Record<string, any> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;
}

/**
 * The names a declaration file exports (`export {A} from`, `export {default as B}`,
 * `export declare const C`).
 */
function exportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const s of source.statements) {
    if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause))
      names.push(...s.exportClause.elements.map((e) => e.name.text));
    else if (ts.isVariableStatement(s) && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      names.push(...s.declarationList.declarations.map((d) => d.name.getText(source)));
  }
  return names;
}

// A project shaped like the boilerplate's src/ (its imports, its two threads), in our own words.
const BOILERPLATE = {
  'code.tsx':
    "import {setupMainThread} from 'react-figma/rpc';\n\nfigma.showUI(__html__, {visible: false});\nsetupMainThread();\n",
  'ui.tsx':
    "import * as React from 'react';\nimport 'react-figma/rpc';\nimport {render} from 'react-figma';\n" +
    "import {App} from './App';\n\nrender(<App />);\n",
  'App.tsx':
    "import * as React from 'react';\nimport {Page, Rectangle, Text} from 'react-figma';\n\n" +
    'export const App = () => (\n  <Page isCurrent name="Welcome">\n    <Text characters="Hello" />\n' +
    "    <Rectangle style={{width: 120, height: 40, backgroundColor: '#ffcc00'}} />\n  </Page>\n);\n",
};
// What 0.1.13 also accepted: an instance faded through its style.
const FADED_INSTANCE = {
  'Badge.tsx':
    "import * as React from 'react';\nimport {Rectangle, createComponent} from 'react-figma';\n\n" +
    'const Badge = createComponent();\nexport const Badges = () => (\n  <>\n' +
    '    <Badge.Component name="Badge"><Rectangle style={{width: 8, height: 8}} /></Badge.Component>\n' +
    '    <Badge.Instance style={{opacity: 0.5}} />\n  </>\n);\n',
};

/** The first code span of each row of the page's error table (the messages, as the page quotes them). */
function tableMessages(): string[] {
  return ['`TS2353:', '`TS2307:', "`Module not found: Error: Can't resolve"].map((start) => {
    const row = sentenceOf(PAGE, `| ${start}`);
    return /^\| `([^`]+)`/.exec(row)![1];
  });
}

test('upgrade: "No export was removed or renamed" from `react-figma` or `react-figma/rpc`; the added ones are listed', () => {
  assertPageSays(PAGE, 'No export was removed or renamed', 'from `react-figma` and from `react-figma/rpc`');
  const old = path.join(oldProject(), 'node_modules/react-figma');
  const now = path.join(SITE_MODULES, 'react-figma');
  assert.equal(readJson(path.join(old, 'package.json')).version, OLD);
  for (const entry of ['index.d.ts', 'rpc.d.ts']) {
    const before = exportsOf(path.join(old, entry));
    const after = exportsOf(path.join(now, entry));
    assert.ok(before.length > 1, `${entry} of ${OLD} exports ${before.join(', ')}`);
    assert.deepEqual(
      before.filter((n) => !after.includes(n)),
      [],
      `${entry}: gone in 0.31.0`,
    );
    if (entry === 'index.d.ts') {
      const listed = sentenceOf(PAGE, '0.31.0 adds exports');
      const added = after.filter((n) => !before.includes(n));
      assert.deepEqual(
        added.filter((n) => !listed.includes(`\`${n}\``)),
        [],
        `added exports the page leaves out; it says:\n${listed}`,
      );
    }
  }
});

test("upgrade: the old code compiles against 0.1.13; against 0.31.0 `tsc` prints exactly the table's TS2353", () => {
  const [instanceError] = tableMessages();
  const files = {...BOILERPLATE, ...FADED_INSTANCE};
  const before = Object.values(typeCheckEach(files, {}, oldProject())).flat();
  assert.deepEqual(before, [], `0.1.13 with the starter's tsconfig`);
  const after = Object.values(typeCheckEach(files)).flat();
  assert.deepEqual(after.map(quotedAsPages), [instanceError]);
  assert.match(after[0], /^src\/Badge\.tsx\(\d+,\d+\): error TS2353: /);
  assertPageSays(PAGE, instanceError, 'Set the opacity on the main component');
});

test('upgrade: without `skipLibCheck`, "TS2307 … \'react-native\'" is "printed five times, for the files in `node_modules/react-figma/rn/`"', () => {
  const message = tableMessages()[1];
  assertPageSays(PAGE, message, 'Printed five times, for the files in `node_modules/react-figma/rn/`');
  const ts2307 = (result: Record<string, string[]>) =>
    Object.entries(result).flatMap(([file, errors]) =>
      errors.filter((e) => e.includes('error TS2307:')).map((e) => `${file}: ${quotedAsPages(e)}`),
    );
  const off = {skipLibCheck: false};
  assert.deepEqual(ts2307(typeCheckEach(BOILERPLATE, off, oldProject())), [], OLD);
  const now = ts2307(typeCheckEach(BOILERPLATE, off));
  assert.equal(now.length, 5, now.join('\n'));
  for (const line of now) assert.match(line, /^\.\.\/node_modules\/react-figma\/rn\/\S+\.d\.ts: (.*)$/);
  assert.deepEqual(new Set(now.map((l) => l.slice(l.indexOf(': ') + 2))), new Set([message]));
  // The fix the row gives: the same files with `skipLibCheck` (the starter's tsconfig) report nothing.
  assert.deepEqual(Object.values(typeCheckEach(BOILERPLATE)).flat(), []);
});

test('upgrade: after the steps, "the boilerplate\'s `src/` files pass" `tsc` with the starter\'s `tsconfig.json`', () => {
  assertPageSays(PAGE, 'With `strict` on', "the boilerplate's `src/` files pass it as they are");
  const tsconfig = readJson(path.join(SITE_ROOT, 'examples/starter/tsconfig.json'));
  assert.equal(tsconfig.compilerOptions.strict, true);
  assert.equal(tsconfig.compilerOptions.skipLibCheck, true);
  assert.deepEqual(typeCheckEach(BOILERPLATE), {'code.tsx': [], 'ui.tsx': [], 'App.tsx': []});
});

test('upgrade: the steps pin the versions of the starter project that the site builds', () => {
  const text = fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8');
  const steps = text.slice(
    text.indexOf('## Upgrade the boilerplate step by step'),
    text.indexOf('## Related'),
  );
  const pinned = [...steps.matchAll(/(?<=\s)(@?[\w./-]+)@(\d[\w.-]*)/g)].map((m) => [m[1], m[2]]);
  const starter = readJson(path.join(SITE_ROOT, 'examples/starter/package.json'));
  const versions = {...starter.dependencies, ...starter.devDependencies} as Record<string, string>;
  assert.equal(pinned.length, 8, pinned.join(' '));
  for (const [name, version] of pinned) assert.equal(versions[name], version, `${name}@${version}`);
  assert.ok(steps.includes('starter'), 'the tsconfig.json block is the starter file');
});

test('upgrade: "`react-reconciler` 0.23.0, a dependency it installs itself, … asks for React `^16.0.0`"', () => {
  assertPageSays(PAGE, 'Keep React 16', '`react-reconciler` 0.23.0, a dependency it installs itself');
  assertPageSays(PAGE, 'Keep React 16', 'asks for React `^16.0.0`');
  for (const root of [path.join(oldProject(), 'node_modules'), SITE_MODULES]) {
    const pkg = readJson(path.join(root, 'react-figma/package.json'));
    assert.equal(pkg.dependencies['react-reconciler'], '^0.23.0', pkg.version);
    assert.equal(pkg.peerDependencies['react-reconciler'], undefined);
  }
  const reconciler = readJson(
    require.resolve('react-reconciler/package.json', {paths: [path.join(SITE_MODULES, 'react-figma')]}),
  );
  assert.equal(reconciler.version, '0.23.0');
  assert.equal(reconciler.peerDependencies.react, '^16.0.0');
});

test('upgrade: "A `Text` without `fontFamily` was drawn in Roboto Regular by 0.1.13 and is drawn in Inter Regular by 0.31.0"', async () => {
  assertPageSays(
    PAGE,
    'The default font is Inter Regular',
    'was drawn in Roboto Regular by 0.1.13 and is drawn in Inter Regular by 0.31.0',
  );
  const oldText = fs.readFileSync(
    path.join(oldProject(), 'node_modules/react-figma/components/text/Text.js'),
    'utf8',
  );
  assert.ok(
    oldText.includes("{ family: 'Roboto', style: 'Regular' }"),
    '0.1.13 falls back to Roboto Regular',
  );
  const {byName} = await draw({
    'src/App.tsx': appInPage(
      'Text',
      `<Text name="Plain">Hi</Text><Text name="Kept" style={{fontFamily: 'Roboto'}}>Hi</Text>`,
    ),
  });
  assert.deepEqual(byName('Plain').props.fontName, {family: 'Inter', style: 'Regular'});
  // The page's way back to the old look.
  assert.deepEqual(byName('Kept').props.fontName, {family: 'Roboto', style: 'Regular'});
});

test('upgrade: text re-layout "only with the `REACT_FIGMA_EXPERIMENTAL` environment variable set" in 0.1.13, always in 0.31.0', () => {
  assertPageSays(
    PAGE,
    'Text re-layouts without a flag',
    'only with the `REACT_FIGMA_EXPERIMENTAL` environment variable',
  );
  const read = (root: string) => fs.readFileSync(path.join(root, 'react-figma/renderers/text.js'), 'utf8');
  const before = read(path.join(oldProject(), 'node_modules'));
  const now = read(SITE_MODULES);
  assert.ok(before.includes('process.env.REACT_FIGMA_EXPERIMENTAL') && before.includes('updateYogaNode'));
  assert.ok(!now.includes('REACT_FIGMA_EXPERIMENTAL') && now.includes('updateYogaNode'));
});

test('upgrade: "`render` wants a React element": 0.1.13 took `any`', () => {
  assertPageSays(PAGE, '`render` wants a React element', 'typed `any` in 0.1.13');
  const files = {'ui.tsx': "import {render} from 'react-figma';\nrender('Hello' as unknown);\n"};
  assert.deepEqual(typeCheckEach(files, {}, oldProject())['ui.tsx'], []);
  assert.match(typeCheckEach(files)['ui.tsx'].join('\n'), /error TS2345: .*'unknown'.*ReactElement/);
});

test('upgrade: "0.31.0 declares `>=10.0.0 <22.0.0` in `engines`; 0.1.13 had no upper bound"', () => {
  const sentence = sentenceOf(PAGE, '**Node.js below 22.**');
  const engines = (root: string) =>
    readJson(path.join(root, 'react-figma/package.json')).engines.node as string;
  assert.ok(sentence.includes(`\`${engines(SITE_MODULES)}\``), sentence);
  assert.equal(engines(path.join(oldProject(), 'node_modules')), '>=10.0.0');
});

test('upgrade: inheritance is "only when `REACT_FIGMA_STYLE_INHERITANCE_ENABLED` is defined": without it a Text in a View styled `fontSize: 40` is 12 px', async () => {
  const sentence = sentenceOf(PAGE, 'Text styles can be inherited, behind a flag');
  assert.ok(sentence.includes('is still drawn at 12 px'), sentence);
  const starterConfig = fs.readFileSync(path.join(SITE_ROOT, 'examples/starter/webpack.config.js'), 'utf8');
  assert.ok(!starterConfig.includes('REACT_FIGMA_STYLE_INHERITANCE_ENABLED'), 'the starter defines no flag');
  // The engine defines no react-figma flag, as the starter's build does not.
  const {byName} = await draw({
    'src/App.tsx': appInPage('View, Text', `<View style={{fontSize: 40}}><Text name="T">Hi</Text></View>`),
  });
  assert.equal(byName('T').props.fontSize, 12);
  const oldText = fs.readFileSync(
    path.join(oldProject(), 'node_modules/react-figma/components/text/Text.js'),
    'utf8',
  );
  assert.ok(!oldText.includes('INHERITANCE'), '0.1.13 has no inheritance');
});

test('upgrade: the error table\'s intro says which tool prints each row: "the first by `tsc` … the second … `skipLibCheck` off … the third by webpack"', () => {
  const intro = sentenceOf(PAGE, 'These messages come from code that compiled against 0.1.13');
  assert.ok(intro.includes('the second by `tsc` with the same file but `skipLibCheck` off'), intro);
  const [first, second, third] = tableMessages();
  const all = (options: Record<string, boolean> = {}) =>
    Object.values(typeCheckEach({...BOILERPLATE, ...FADED_INSTANCE}, options))
      .flat()
      .map(quotedAsPages);
  // Configuration's tsconfig (the starter's): the first row only.
  assert.deepEqual(all(), [first]);
  assert.ok(all({skipLibCheck: false}).includes(second));
  assert.doesNotMatch(third, /^TS\d+:/, 'the third row is not a TypeScript diagnostic');
});

// The names older releases had (src/data/react-figma-releases.json, scripts/removed-names.ts).
const releases = readJson(RELEASES_FILE) as ReleasesData;
let read: ReturnType<typeof releaseNames> | undefined;
const installed = () => (read ??= releaseNames(path.join(SITE_MODULES, 'react-figma'), SITE_MODULES));

test('upgrade: the tables of removed names are the data with what `tsc` prints against 0.31.0 today', () => {
  const page = fs.readFileSync(path.join(SITE_ROOT, PAGE), 'utf8');
  const rows = removedRows(releases);
  const expected = removedNamesMarkdown(rows, removedNameReplacements, tscMessages(rows));
  assert.equal(generatedPart(page).part, expected, 'run `npm run removed-names`');
  // The export rows quote what the existing boilerplate check also sees: TS2305 for the import.
  assert.match(expected, /TS2305: Module '"react-figma"' has no exported member 'uiWorker'\./);
});

test('upgrade: the extractor, run on the installed 0.31.0, gives its exports, props and style keys', () => {
  const now = installed();
  const dir = path.join(SITE_MODULES, 'react-figma');
  assert.deepEqual(now.typings, {'react-figma': 'index.d.ts', 'react-figma/rpc': 'rpc.d.ts'});
  assert.deepEqual(now.exports['react-figma'], exportsOf(path.join(dir, 'index.d.ts')).sort());
  assert.deepEqual(now.exports['react-figma/rpc'], exportsOf(path.join(dir, 'rpc.d.ts')).sort());
  // The API pages' reader of the same typings, written apart from this one.
  const tables = readComponents(resolvePaths(SITE_ROOT));
  assert.deepEqual(
    now.props,
    Object.fromEntries(tables.map((c) => [c.name, c.props.map((p) => p.name).sort()]).sort()),
  );
  // Every style key compiles on its component, and a made-up one does not.
  const styled = (keys: (c: string) => string[]) =>
    "import * as React from 'react';\nimport * as F from 'react-figma';\n" +
    Object.keys(now.style)
      .flatMap((c) =>
        keys(c).map(
          (k) => `<F.${c} {...({} as React.ComponentProps<typeof F.${c}>)} style={{${k}: undefined}} />;`,
        ),
      )
      .join('\n');
  const checked = typeCheckEach({
    'keys.tsx': styled((c) => now.style[c]),
    'made.tsx': styled(() => ['notAStyleKey']),
  });
  assert.deepEqual(checked['keys.tsx'], []);
  assert.equal(checked['made.tsx'].length, Object.keys(now.style).length, checked['made.tsx'].join('\n'));
  assert.deepEqual(
    namesOf(now).sort(),
    namesIn(releases, '0.31.0').sort(),
    'the data file, npm pack of 0.31.0',
  );
});

test('upgrade: each replacement names what 0.31.0 exports or types, one for each removed name', () => {
  const have = new Set(namesOf(installed()));
  assert.deepEqual(
    Object.keys(removedNameReplacements).sort(),
    removedRows(releases)
      .map((r) => r.name)
      .sort(),
  );
  for (const [name, {uses, text}] of Object.entries(removedNameReplacements)) {
    assert.ok(uses.length || text.startsWith('Nothing'), `${name}: a replacement names what it uses`);
    for (const use of uses) {
      assert.ok(have.has(use), `${name}: 0.31.0 has no ${use}`);
      assert.ok(text.includes(`\`${use.split(/[:.]/).at(-1)}`), `${name}: "${text}" shows ${use}`);
    }
  }
});

test('upgrade: "all 18 releases on npm, from 0.0.1-alpha.18 to 0.31.0"; "every one of them ships typings"', () => {
  const sentence = sentenceOf(PAGE, 'The tables below compare the typings');
  const {versions, typings} = releases;
  assert.ok(sentence.includes(`all ${versions.length} releases on npm`), sentence);
  assert.ok(sentence.includes(`from ${versions[0]} to ${versions.at(-1)}`), sentence);
  assert.equal(versions.at(-1), readJson(path.join(SITE_MODULES, 'react-figma/package.json')).version);
  assert.ok(sentence.includes('every one of them ships typings, 0.0.1-alpha.18 in its `dist/` folder'));
  assert.ok(versions.every((v) => typings[v]['react-figma']?.endsWith('.d.ts')));
  assert.equal(typings['0.0.1-alpha.18']['react-figma'], 'dist/index.d.ts');
});

test('upgrade: three exports "last in 0.0.58 and … gone since 0.1.13", no prop, and `Instance` style keys "last accepted by 0.1.14"', () => {
  const rows = removedRows(releases);
  const exports = rows.filter((r) => r.kind === 'export');
  const shown = exports.map((r) => `\`${r.name.split(':')[1]}\``);
  assertPageSays(
    PAGE,
    'The tables below',
    `Three exports of the 0.0 releases were last in ${exports[0].last} and are gone since ${
      releases.versions[releases.versions.indexOf(exports[0].last) + 1]
    }`,
  );
  assert.equal(exports.length, 3);
  assert.ok(exports.every((r) => r.last === '0.0.58' && r.name.startsWith('react-figma:')));
  const sentence = sentenceOf(PAGE, 'Three exports of the 0.0 releases');
  assert.ok(
    shown.every((n) => sentence.includes(n)),
    `${shown.join(', ')} in:\n${sentence}`,
  );
  assertPageSays(PAGE, 'The tables below', 'No release typed a component prop that 0.31.0 lacks.');
  assert.deepEqual(
    rows.filter((r) => r.kind === 'prop'),
    [],
  );
  assertPageSays(PAGE, 'The tables below', 'The style keys an `Instance` lost were last accepted by 0.1.14.');
  assertPageSays(PAGE, 'Code written for a release older than 0.1.13', 'names that 0.31.0 no longer has');
  const older = releases.versions.slice(0, releases.versions.indexOf('0.1.13'));
  assert.ok(rows.some((r) => older.includes(r.last)));
  const style = rows.filter((r) => r.kind === 'style');
  assert.ok(
    style.length > 0 && style.every((r) => r.name.startsWith('Instance.style.') && r.last === '0.1.14'),
  );
});

test('upgrade: the TS2353 row\'s "Since 0.3.1, the release after 0.1.14" follows the releases\' data', () => {
  const row = sentenceOf(PAGE, "| `TS2353: Object literal may only specify known properties, and 'opacity'");
  const [, since, after] = /Since ([\d.]+), the release after ([\d.]+),/.exec(row) ?? [];
  const opacity = removedRows(releases).find((r) => r.name === 'Instance.style.opacity');
  assert.equal(opacity?.last, after);
  assert.equal(releases.versions[releases.versions.indexOf(after) + 1], since);
});
