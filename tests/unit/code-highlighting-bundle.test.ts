/**
 * code-highlighting's webpack side (src/plugins/code-highlighting/prismLanguages.ts): which requests it
 * redirects. That the built site still highlights is checked in Chromium by tests/e2e/code-blocks.test.ts;
 * the bytes saved are kept by tests/e2e/budgets.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ContextReplacementPlugin, NormalModuleReplacementPlugin, type Configuration} from 'webpack';
import {
  EMPTY_CLIENT_MODULE,
  PLAIN_PRISM_MODULE,
  PRISM_MODULE,
  SERVER_PRISM_ON_DEMAND,
  additionalLanguagesRegExp,
  isVendoredPrism,
} from '../../src/plugins/code-highlighting/prismLanguages';
import codeHighlightingPlugin from '../../src/plugins/code-highlighting';
import type {LoadContext} from '@docusaurus/types';

const vendoredDir = path.dirname(require.resolve('prism-react-renderer/prism'));

test('both ways into the vendored Prism are redirected, nothing else', () => {
  const dist = path.join(path.dirname(vendoredDir), 'dist');
  assert.ok(isVendoredPrism(vendoredDir, {context: '/anywhere', request: 'prism-react-renderer/prism'}));
  assert.ok(isVendoredPrism(vendoredDir, {context: dist, request: '../prism/index.js'}));
  assert.ok(
    !isVendoredPrism(vendoredDir, {context: '/work/src', request: '../prism/index.js'}),
    'another package',
  );
  assert.ok(!isVendoredPrism(vendoredDir, {context: dist, request: 'prismjs'}));
});

test('the components context admits exactly the listed languages', () => {
  const ini = additionalLanguagesRegExp(['ini']);
  assert.ok(ini.test('./prism-ini'));
  for (const request of ['./', './index', './index.js', './prism-ini.min', './prism-ini-x', './prism-yaml']) {
    assert.ok(!ini.test(request), request);
  }
  const none = additionalLanguagesRegExp([]);
  for (const request of ['./', './index', './prism-ini'])
    assert.ok(!none.test(request), `empty list admits ${request}`);
  assert.ok(additionalLanguagesRegExp(['c++']).test('./prism-c++'), 'regex characters in an id are escaped');
});

test('one plugin gives the code-colour stylesheet as a client module and both webpack replacements', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlighting-'));
  try {
    const context = {generatedFilesDir, siteConfig: {themeConfig: {prism: {additionalLanguages: []}}}};
    const plugin = codeHighlightingPlugin(context as unknown as LoadContext);
    const [css] = plugin.getClientModules!();
    assert.ok(css.startsWith(generatedFilesDir) && fs.existsSync(css));
    assert.match(fs.readFileSync(css, 'utf8'), /\[data-theme='dark'\][^{]*\.token/);
    type Replacement = {resourceRegExp: RegExp; newResource: string | ((data: {request: string}) => void)};
    const replacements = (isServer: boolean) => {
      const {plugins} = plugin.configureWebpack!({}, isServer, {} as never, undefined) as Configuration;
      assert.equal(plugins?.filter((p) => p instanceof ContextReplacementPlugin).length, 1);
      return (plugins ?? []).filter(
        (p) => p instanceof NormalModuleReplacementPlugin,
      ) as unknown as Replacement[];
    };
    /** What `request` becomes in one build (unchanged when no replacement matches). */
    const replaced = (isServer: boolean, request: string) => {
      const data = {request, context: '/anywhere'};
      for (const r of replacements(isServer)) {
        if (!r.resourceRegExp.test(request)) continue;
        if (typeof r.newResource === 'function') r.newResource(data);
        else data.request = r.newResource;
      }
      return data.request;
    };
    const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    for (const isServer of [false, true]) {
      assert.equal(replaced(isServer, themeClientModule.replace(/\.js$/, '')), EMPTY_CLIENT_MODULE);
      assert.equal(
        replaced(isServer, 'prism-react-renderer/prism'),
        isServer ? PRISM_MODULE : PLAIN_PRISM_MODULE,
      );
      assert.equal(replaced(isServer, 'react'), 'react');
    }
    const onDemand = '../../plugins/code-highlighting/client/prismOnDemand';
    assert.equal(replaced(false, onDemand), onDemand, 'the browser loads Prism on demand');
    assert.equal(replaced(true, onDemand), SERVER_PRISM_ON_DEMAND, 'the server build has it at once');
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
});

test('theme-classic 2.4.3 still imports Prism from its prism-include-languages client module (emptied by code-highlighting)', () => {
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  assert.match(
    fs.readFileSync(path.join(themeClassic, 'lib/index.js'), 'utf8'),
    /'\.\/prism-include-languages'/,
  );
  const clientModule = fs.readFileSync(path.join(themeClassic, 'lib/prism-include-languages.js'), 'utf8');
  assert.match(clientModule, /import Prism from 'prism-react-renderer\/prism'/);
  assert.match(clientModule, /prismIncludeLanguages\(Prism\)/);
});
