/**
 * "Download as Figma plugin" (src/plugins/plugin-download; REQUIREMENTS.md DOWNLOAD-1 … DOWNLOAD-6): the
 * zip's files and names, the reader's files byte for byte, the manifest, the entry rules, and the refusals
 * (unsafe names, imports Figma cannot load, syntax errors) that make no zip. The zips are made with the real
 * kit (built once with esbuild, about 1 s) and the real sucrase and fflate;
 * tests/build/plugin-download.test.ts runs one in the Figma stand-in and rebuilds it.
 */
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {buildSiteKit} from '../../src/plugins/runner-assets/assets';
import {
  PluginDownloadError,
  buildPluginZip,
  pluginZipName,
} from '../../src/figma-runner/download/buildPluginZip';
import {STARTER_KIT_FILES, type PluginKit} from '../../src/figma-runner/download/pluginKit';
import {checkFileName} from '../../src/figma-runner/project/fileNames';
import {findRequires} from '../../src/figma-runner/download/requires';
import {escapeInlineScript} from '../../src/figma-runner/download/uiHtml';
import {declareDependencies} from '../../src/figma-runner/download/pluginProject';
import {ALLOWED_PACKAGES} from '../../src/figma-runner/project/imports';
import {runMainThread, startRun} from '../../src/figma-runner/engine/bridge';
import {createStandIn} from '../../src/figma-runner/engine/standIn';

const STARTER = path.join(SITE_ROOT, 'examples', 'starter');
const APP = `import * as React from 'react';
import {Frame, Page, Text} from 'react-figma';

export const App = () => (
  <Page name="Auto layout" isCurrent>
    <Frame name="Row" style={{width: 200, flexDirection: 'row'}}>
      <Text>Hello</Text>
    </Frame>
  </Page>
);
`;

let kit: PluginKit;
before(async () => {
  kit = await buildSiteKit();
});

/** Unzips to path → bytes; every entry must sit in the one top folder, which is returned apart. */
function unzip(bytes: Uint8Array): {folder: string; files: Record<string, Uint8Array>} {
  const entries = unzipSync(bytes);
  const folders = new Set(Object.keys(entries).map((p) => p.split('/')[0]));
  assert.equal(folders.size, 1, [...folders].join(', '));
  const [folder] = folders;
  const files: Record<string, Uint8Array> = {};
  for (const [p, data] of Object.entries(entries)) files[p.slice(folder.length + 1)] = data;
  return {folder, files};
}
const text = (files: Record<string, Uint8Array>, p: string) => {
  assert.ok(files[p], `no ${p} in the zip`);
  return strFromU8(files[p]);
};
const zipOf = async (files: Record<string, string>, name = 'Frame — Auto layout') =>
  unzip(await buildPluginZip({name, files, kit}));

describe('the zip', () => {
  test('holds the plugin, the rebuildable sources and a README in one folder named like the file', async () => {
    const {folder, files} = await zipOf({'src/App.tsx': APP});
    assert.equal(pluginZipName('Frame — Auto layout'), 'react-figma-frame-auto-layout.zip');
    assert.equal(folder, 'react-figma-frame-auto-layout');
    assert.deepEqual(Object.keys(files).sort(), [
      'README.md',
      'dist/code.js',
      'dist/ui.html',
      'manifest.json',
      'package-lock.json',
      'package.json',
      'src/App.tsx',
      'src/code.tsx',
      'src/ui.html',
      'src/ui.tsx',
      'tsconfig.json',
      'webpack.config.js',
    ]);
  });

  test("the reader's files are byte for byte what was typed (non-ASCII, CRLF, no final newline)", async () => {
    const typed = {
      'src/App.tsx': APP.replace('Hello', 'Grüße — 你好 🎨'),
      'src/parts/Card.tsx': "import * as React from 'react';\r\nexport const Card = () => null;",
    };
    const {files} = await zipOf({...typed, 'src/App.tsx': typed['src/App.tsx']});
    for (const [p, source] of Object.entries(typed)) {
      assert.deepEqual(Buffer.from(files[p]), Buffer.from(source, 'utf8'), p);
    }
  });

  test("the starter's files are copied as they are, and its src/ui.tsx is the entry of an App in src/App.tsx", async () => {
    const {files} = await zipOf({'src/App.tsx': APP});
    for (const file of STARTER_KIT_FILES.filter((f) => f !== 'package.json')) {
      assert.deepEqual(Buffer.from(files[file]), fs.readFileSync(path.join(STARTER, file)), file);
    }
  });

  test("package.json is the starter's without its test script, whose test/ folder the zip lacks", async () => {
    const {files} = await zipOf({'src/App.tsx': APP});
    const starter = JSON.parse(fs.readFileSync(path.join(STARTER, 'package.json'), 'utf8'));
    const zipped = JSON.parse(text(files, 'package.json'));
    assert.ok(starter.scripts.test, 'the starter has a test script');
    assert.equal(zipped.scripts.test, undefined);
    assert.ok(!Object.keys(files).some((f) => f.startsWith('test/')));
    const {test: _omitted, ...others} = starter.scripts;
    assert.deepEqual(zipped, {...starter, scripts: others});
  });

  test('manifest.json has every field a development plugin needs, pointing at files of the zip', async () => {
    const {files} = await zipOf({'src/App.tsx': APP});
    const manifest = JSON.parse(text(files, 'manifest.json'));
    assert.deepEqual(manifest, {
      name: 'Frame — Auto layout',
      id: 'react-figma-frame-auto-layout',
      api: '1.0.0',
      main: 'dist/code.js',
      ui: 'dist/ui.html',
      editorType: ['figma'],
    });
    assert.ok(files[manifest.main] && files[manifest.ui]);
  });

  test('file names and ids come from the title: ASCII slug, stable, never empty', () => {
    assert.equal(pluginZipName('api-frame-2'), 'react-figma-api-frame-2.zip');
    assert.equal(pluginZipName('Ünïcode  Text!'), 'react-figma-unicode-text.zip');
    assert.equal(pluginZipName('  —  '), 'react-figma-plugin.zip');
    assert.ok(pluginZipName('x'.repeat(200)).length <= 'react-figma-.zip'.length + 60);
  });

  test('the README gives the three import steps, the rebuild command and the Node.js 20 note the scripts already carry', async () => {
    const {folder, files} = await zipOf({'src/App.tsx': APP});
    const readme = text(files, 'README.md');
    assert.match(readme, /Plugins → Development → Import plugin from manifest…/);
    assert.ok(readme.includes(`${folder}/manifest.json`));
    assert.match(readme, /npm ci && npm run build/);
    assert.match(readme, /DISABLE_V8_COMPILE_CACHE=1/);
    // The cache the variable turns off belongs to the package of the starter's lockfile that depends on it.
    const lock = JSON.parse(
      fs.readFileSync(path.join(SITE_ROOT, 'examples/starter/package-lock.json'), 'utf8'),
    ) as {
      packages: Record<string, {version?: string; dependencies?: Record<string, string>}>;
    };
    const owners = Object.entries(lock.packages).filter(([, p]) => p.dependencies?.['v8-compile-cache']);
    assert.equal(owners.length, 1, owners.map(([name]) => name).join(', '));
    const [[owner, {version}]] = owners;
    const cache = `${owner.replace('node_modules/', '')} ${version?.split('.')[0]}'s compile cache (\`v8-compile-cache\`)`;
    assert.ok(readme.replace(/\s+/g, ' ').includes(cache), `README names ${cache}`);
    const scripts = JSON.parse(text(files, 'package.json')).scripts as Record<string, string>;
    assert.ok(Object.values(scripts).every((s) => s.startsWith('DISABLE_V8_COMPILE_CACHE=1 ')));
  });

  test('dist/code.js is the main thread (setupMainThread, hidden UI); dist/ui.html inlines one script', async () => {
    const {files} = await zipOf({'src/App.tsx': APP});
    const code = text(files, 'dist/code.js');
    assert.match(code, /showUI\(__html__,\{visible:!1\}\)/);
    const html = text(files, 'dist/ui.html');
    assert.equal(html.match(/<script>/g)?.length, 1);
    assert.equal(html.match(/<\/script/gi)?.length, 1);
    assert.match(html, /reactFigmaPluginRuntime\.start\(\{\n"src\/App\.tsx": \[function/);
    assert.match(html, /\}, "src\/ui\.tsx"\);\n<\/script><\/body>/);
    // A "use strict" at the top of the runtime would hold for yoga's emscripten code, which then fails.
    assert.doesNotMatch(kit.runtime.slice(0, 40), /use strict/);
  });

  test('text that would end the inline script is escaped; the code still means the same', async () => {
    const app = APP.replace('<Text>Hello</Text>', "<Text>{'</script><script>alert(1)</script><!--'}</Text>");
    const {files} = await zipOf({'src/App.tsx': app});
    const html = text(files, 'dist/ui.html');
    assert.equal(html.match(/<\/script/gi)?.length, 1);
    assert.ok(!html.includes('<!--'));
    assert.equal(escapeInlineScript("'</SCRIPT>'"), "'\\x3C/SCRIPT>'");
    assert.equal(eval(escapeInlineScript("'</script><!--'")), '</script><!--');
  });
});

describe('imports between project files', () => {
  test('resolve as the starter webpack config does: .figma.tsx before .tsx, a folder index, ../', async () => {
    const files = {
      'src/App.tsx': `${APP}import {a} from './parts';\nimport {b} from './parts/b';\nexport {a, b};\n`,
      'src/parts/index.ts': "export {c as a} from '../common/c';\n",
      'src/parts/b.tsx': 'export const b = 1;\n',
      'src/parts/b.figma.tsx': 'export const b = 2;\n',
      'src/common/c.ts': "import {App} from '../App';\nexport const c = App;\n",
    };
    const html = text((await zipOf(files)).files, 'dist/ui.html');
    const imports = (file: string) => {
      const at = html.indexOf(`${JSON.stringify(file)}: [function`);
      assert.ok(at >= 0, `${file} is not a module of ui.html`);
      const map = /\n\}, (\{[^\n]*\})\]/.exec(html.slice(at));
      return JSON.parse(map![1]) as Record<string, string>;
    };
    assert.deepEqual(imports('src/App.tsx'), {
      react: 'react',
      'react-figma': 'react-figma',
      './parts': 'src/parts/index.ts',
      './parts/b': 'src/parts/b.figma.tsx',
    });
    assert.deepEqual(imports('src/parts/index.ts'), {'../common/c': 'src/common/c.ts'});
    assert.deepEqual(imports('src/common/c.ts'), {'../App': 'src/App.tsx'});
  });

  test('a relative import that climbs out of the project is refused', async () => {
    await assert.rejects(zipOf({'src/App.tsx': `import '../../outside';\n${APP}`}), {
      message: /^src\/App\.tsx:1: imports "\.\.\/\.\.\/outside", which is not a file of this project\.$/,
    });
  });
});

describe('the UI entry', () => {
  test('an App in another file: the starter entry imports it from there', async () => {
    const {files} = await zipOf({'src/components/Card.tsx': APP});
    assert.equal(
      text(files, 'src/ui.tsx'),
      fs.readFileSync(path.join(STARTER, 'src/ui.tsx'), 'utf8').replace("'./App'", "'./components/Card'"),
    );
  });

  test('a file calling render(): a generated src/ui.tsx imports it', async () => {
    const main = `import * as React from 'react';\nimport {Page, render} from 'react-figma';\nrender(<Page name="P" />);\n`;
    const {files} = await zipOf({'src/main.tsx': main});
    assert.equal(text(files, 'src/ui.tsx'), "import 'react-figma/rpc';\nimport './main';\n");
    assert.equal(text(files, 'src/main.tsx'), main);
  });

  test("the reader's own src/ui.tsx is the entry, unchanged", async () => {
    const ui = `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from './App';\nrender(<App />);\n`;
    const {files} = await zipOf({'src/App.tsx': APP, 'src/ui.tsx': ui});
    assert.equal(text(files, 'src/ui.tsx'), ui);
    assert.match(text(files, 'dist/ui.html'), /\}, "src\/ui\.tsx"\);/);
  });

  test("the playground's entry file decides the UI entry, as it decides the playground's picture", async () => {
    const renders = (name: string) =>
      `import * as React from 'react';\nimport {Page, render} from 'react-figma';\nrender(<Page name="${name}" />);\n`;
    const two = {'src/a.tsx': renders('A'), 'src/b.tsx': renders('B')};
    // Without one, the first file that draws; with one, that file.
    assert.equal(text((await zipOf(two)).files, 'src/ui.tsx'), "import 'react-figma/rpc';\nimport './a';\n");
    const withActive = unzip(await buildPluginZip({name: 'x', files: two, active: 'src/b.tsx', kit}));
    assert.equal(text(withActive.files, 'src/ui.tsx'), "import 'react-figma/rpc';\nimport './b';\n");
    // An App whose sibling imports and renders it: the sibling is the entry
    // (src/figma-runner/project/entry.ts).
    const sibling = `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from './Card';\nrender(<App />);\n`;
    const project = {'src/Card.tsx': APP, 'src/main.tsx': sibling};
    const fromApp = unzip(await buildPluginZip({name: 'x', files: project, active: 'src/Card.tsx', kit}));
    assert.equal(text(fromApp.files, 'src/ui.tsx'), "import 'react-figma/rpc';\nimport './main';\n");
    await assert.rejects(
      buildPluginZip({
        name: 'x',
        files: {...project, 'src/util.ts': 'export const a = 1;\n'},
        active: 'src/util.ts',
        kit,
      }),
      {
        name: 'PluginDownloadError',
        message: /^Nothing to draw: src\/util\.ts does not export a component named App/,
      },
    );
  });

  test('nothing to draw is refused', async () => {
    await assert.rejects(buildPluginZip({name: 'x', files: {'src/util.ts': 'export const a = 1;\n'}, kit}), {
      name: 'PluginDownloadError',
      message: /Nothing to draw/,
    });
  });
});

describe("the reader's src/code.tsx is the plugin's main thread", () => {
  const OWN_MAIN = `import {setupMainThread} from 'react-figma/rpc';
import {PONG} from './messages';
figma.showUI(__html__, {visible: true, width: 320, height: 240});
figma.ui.on('message', (msg) => {
  if (msg === 'ping') figma.notify(PONG);
});
setupMainThread();
`;

  test('the zip holds it byte for byte, and dist/code.js runs it with its imports', async () => {
    const own = {
      'src/App.tsx': APP,
      'src/code.tsx': OWN_MAIN,
      'src/messages.ts': "export const PONG = 'pong';\n",
    };
    const {files} = await zipOf(own);
    assert.equal(text(files, 'src/code.tsx'), OWN_MAIN);
    assert.doesNotMatch(text(files, 'dist/ui.html'), /"src\/code\.tsx"/, 'the UI does not carry it');
    const run = startRun(createStandIn(), {later: (fn) => fn(), toUi: () => {}});
    runMainThread(text(files, 'dist/code.js'), run.figma, '<div id="root"></div>');
    run.parent.postMessage({pluginMessage: 'ping'}, '*');
    const w = run.window();
    assert.deepEqual(
      [w.visible, w.width, w.height, w.toasts.map((t) => t.message)],
      [true, 320, 240, ['pong']],
    );
    run.close();
  });

  test("the starter's own src/code.tsx keeps the prebuilt dist/code.js", async () => {
    const {files} = await zipOf({'src/App.tsx': APP, 'src/code.tsx': kit.starter['src/code.tsx']});
    assert.equal(text(files, 'dist/code.js'), kit.code);
  });

  test('a UI package imported there is refused, naming the file and the line', async () => {
    const main = `import {setupMainThread} from 'react-figma/rpc';\nimport * as React from 'react';\nsetupMainThread();\n`;
    await assert.rejects(
      buildPluginZip({name: 'x', files: {'src/App.tsx': APP, 'src/code.tsx': main}, kit}),
      {
        name: 'PluginDownloadError',
        message: /^src\/code\.tsx:2: imports "react", which the plugin's main thread/,
      },
    );
  });
});

describe('refusals: no zip, nothing loaded', () => {
  /** A kit whose loading is recorded: a refused name must fail before anything loads. */
  const watchedKit = () => {
    const seen = {loaded: false};
    const lazy = {
      then(resolve: (k: PluginKit) => void) {
        seen.loaded = true;
        resolve(kit);
      },
    } as unknown as Promise<PluginKit>;
    return {seen, lazy};
  };

  for (const [name, why] of [
    ['../../evil.ts', /climbs out of the project/],
    ['src/../../evil.tsx', /climbs out of the project/],
    ['/etc/passwd.ts', /absolute path/],
    ['src\\App.tsx', /backslash/],
    ['src/App\u0000.tsx', /control character/],
    ['src/\nApp.tsx', /control character/],
    ['', /empty/],
    ['App.tsx', /under src\//],
    ['src/App.js', /only \.ts and \.tsx/],
    ['src//App.tsx', /may only use letters/],
    ['src/a:b.tsx', /may only use letters/],
  ] as const) {
    test(`${JSON.stringify(name)} is refused: ${why.source}`, async () => {
      assert.throws(() => checkFileName(name), why);
      const {seen, lazy} = watchedKit();
      await assert.rejects(
        buildPluginZip({name: 'x', files: {'src/App.tsx': APP, [name]: APP}, kit: lazy}),
        why,
      );
      assert.equal(seen.loaded, false);
    });
  }

  test('an import of another package names the module, the file and the line', async () => {
    const app = APP.replace('import {Frame', "import _ from 'lodash';\nimport {Frame");
    await assert.rejects(zipOf({'src/App.tsx': app}), (e: PluginDownloadError) => {
      assert.equal(e.kind, 'import');
      assert.equal(e.file, 'src/App.tsx');
      assert.equal(e.line, 2);
      assert.match(e.message, /^src\/App\.tsx:2: imports "lodash", which a plugin made here cannot load/);
      assert.match(
        e.message,
        /react, react-figma, react-figma\/rpc, react-fetch-hook and the project's own files/,
      );
      return true;
    });
  });

  for (const [label, line, module] of [
    [
      'a deep import of react-figma',
      "import {x} from 'react-figma/components/text/Text';",
      'react-figma/components/text/Text',
    ],
    ['react-dom', "import 'react-dom';", 'react-dom'],
    ['a re-export', "export * from 'fs';", 'fs'],
    ['a dynamic import', "const lazy = () => import('left-pad');", 'left-pad'],
    ['a missing project file', "import {Card} from './Card';", './Card'],
  ] as const) {
    test(`${label} is refused, naming "${module}"`, async () => {
      await assert.rejects(zipOf({'src/App.tsx': `${line}\n${APP}`}), (e: PluginDownloadError) => {
        assert.equal(e.kind, 'import');
        assert.ok(e.message.startsWith(`src/App.tsx:1: imports "${module}"`), e.message);
        return true;
      });
    });
  }

  test('import-like text in strings, templates, comments and regular expressions is not an import', async () => {
    const app = `${APP}
// import x from 'lodash'
/* require('fs') */
export const s = "require('lodash')" + \`\${"import('x')"} require('y')\`;
export const r = /require\\('z'\\)/.test(s) ? 1 : 2 / 3;
`;
    const {files} = await zipOf({'src/App.tsx': app});
    assert.equal(text(files, 'src/App.tsx'), app);
  });

  test('a syntax error names file:line:col and makes no zip', async () => {
    const broken = `${APP}export const total = 1 +;\n`;
    const line = APP.split('\n').length;
    await assert.rejects(zipOf({'src/App.tsx': APP, 'src/Broken.tsx': broken}), (e: PluginDownloadError) => {
      assert.equal(e.kind, 'syntax');
      assert.equal(e.file, 'src/Broken.tsx');
      assert.equal(e.line, line);
      assert.equal(e.column, 'export const total = 1 +;'.indexOf(';') + 1);
      assert.equal(e.message, `src/Broken.tsx:${line}:${e.column}: Unexpected token`);
      return true;
    });
  });
});

describe('react-fetch-hook, allowed as in the playground (the Data fetching example)', () => {
  const USES_FETCH = APP.replace(
    "import {Frame, Page, Text} from 'react-figma';",
    "import {Frame, Page, Text} from 'react-figma';\nimport useFetch from 'react-fetch-hook';\nexport const useUser = () => useFetch('/u');",
  );
  const STARTER_LOCK = JSON.parse(fs.readFileSync(path.join(STARTER, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string; dependencies?: Record<string, string>}>;
  };
  /** Lines `after` has more times than `before` (added), and the reverse (removed). */
  const lineDiff = (before: string, after: string) => {
    const count = (text: string) => {
      const map = new Map<string, number>();
      for (const l of text.split('\n')) map.set(l, (map.get(l) ?? 0) + 1);
      return map;
    };
    const [a, b] = [count(before), count(after)];
    const more = (x: Map<string, number>, y: Map<string, number>) =>
      [...x].flatMap(([l, n]) => Array<string>(Math.max(0, n - (y.get(l) ?? 0))).fill(l));
    return {added: more(b, a), removed: more(a, b)};
  };

  test("the allowed packages are the playground worker's list", () => {
    assert.deepEqual(ALLOWED_PACKAGES, ['react', 'react-figma', 'react-figma/rpc', 'react-fetch-hook']);
  });

  test('the UI runtime bundles the version the starter locks (react-figma 0.31.0 pins it)', () => {
    const site = JSON.parse(
      fs.readFileSync(path.join(SITE_ROOT, 'node_modules/react-fetch-hook/package.json'), 'utf8'),
    );
    assert.equal(STARTER_LOCK.packages['node_modules/react-fetch-hook']?.version, site.version);
    // Locked already because react-figma depends on it, at exactly that version.
    assert.equal(
      STARTER_LOCK.packages['node_modules/react-figma']?.dependencies?.['react-fetch-hook'],
      site.version,
    );
    assert.ok(kit.runtime.includes('"react-fetch-hook":'), 'iframe/runtime.ts PACKAGES lists it');
  });

  test('is zipped: ui.html maps it to the runtime, and package.json and the lockfile gain it, one line each', async () => {
    const {files} = await zipOf({'src/App.tsx': USES_FETCH});
    assert.match(text(files, 'dist/ui.html'), /"react-fetch-hook":"react-fetch-hook"/);
    const line = '    "react-fetch-hook": "1.7.2",';
    for (const [file, indent] of [
      ['package.json', ''],
      ['package-lock.json', '    '],
    ] as const) {
      const starter = kit.starter[file];
      assert.deepEqual(
        lineDiff(starter, text(files, file)),
        {added: [`${indent}${line}`], removed: []},
        file,
      );
      // Sorted among the dependencies, as npm writes them: after react, before react-figma.
      assert.match(
        text(files, file),
        /"react": "16\.8\.6",\n +"react-fetch-hook": "1\.7\.2",\n +"react-figma": "0\.31\.0"/,
      );
    }
  });

  test('a sources-only zip declares it too, even when a file does not compile', async () => {
    const files = {'src/App.tsx': USES_FETCH, 'src/Broken.tsx': 'export const x = 1 +;\n'};
    const zip = unzip(await buildPluginZip({name: 'x', files, kit, sourcesOnly: true}));
    assert.equal(zip.files['dist/ui.html'], undefined);
    assert.match(text(zip.files, 'package.json'), /"react-fetch-hook": "1\.7\.2"/);
    assert.match(text(zip.files, 'package-lock.json'), /"react-fetch-hook": "1\.7\.2"/);
  });

  test('a package the lockfile does not hold is refused rather than declared at a guessed version', () => {
    const pkg = kit.starter['package.json'];
    assert.deepEqual(declareDependencies(pkg, kit.starter['package-lock.json'], ['react-figma/rpc']), {
      packageJson: pkg,
      packageLock: kit.starter['package-lock.json'],
    });
    const lock = JSON.parse(kit.starter['package-lock.json']) as {packages: Record<string, unknown>};
    delete lock.packages['node_modules/react-fetch-hook'];
    assert.throws(() => declareDependencies(pkg, JSON.stringify(lock), ['react-fetch-hook']), {
      name: 'PluginDownloadError',
      message: /does not lock "react-fetch-hook"/,
    });
  });
});

describe('findRequires', () => {
  test('finds sucrase-style requires with their lines, skips member calls and non-literal arguments', () => {
    const js = [
      "var _react = require('react');",
      'var x = a.require("no");',
      'require(name);',
      "const t = `a${require('./in-template')}b`;",
      'const re = /\'/g; require("./after-regex");',
      "const d = 4 / 2; require('./after-division');",
    ].join('\n');
    assert.deepEqual(findRequires(js), [
      {specifier: 'react', line: 1},
      {specifier: './in-template', line: 4},
      {specifier: './after-regex', line: 5},
      {specifier: './after-division', line: 6},
    ]);
  });
});
