/**
 * The route-transitions plugin swaps exactly the two stock client files, and nothing else.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import plugin, {replacementFor, replacementsFor} from '../../src/plugins/route-transitions';
import {
  PROGRESS_BAR_DELAY_MS,
  PROGRESS_BAR_SETTINGS,
} from '../../src/plugins/route-transitions/client/constants';

const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));

test('LOAD-1 to LOAD-3 constants', () => {
  assert.equal(PROGRESS_BAR_DELAY_MS, 1000);
  assert.equal(PROGRESS_BAR_SETTINGS.minimum, 0.08);
  assert.equal(PROGRESS_BAR_SETTINGS.speed, 200);
  assert.equal(PROGRESS_BAR_SETTINGS.trickleRate, 0.02);
  assert.equal(PROGRESS_BAR_SETTINGS.trickleSpeed, 800);
  assert.equal(PROGRESS_BAR_SETTINGS.showSpinner, false);
});

test('core App.js imports ./PendingNavigation, which is replaced by ours', () => {
  const map = replacementsFor();
  const ours = replacementFor(map, {context: path.join(core, 'lib/client'), request: './PendingNavigation'});
  assert.ok(ours && fs.existsSync(ours), 'replacement file exists');
  assert.match(ours, /route-transitions[\\/]client[\\/]PendingNavigation\.tsx$/);
  // App.js still imports it under that name (guards against a Docusaurus upgrade moving it).
  assert.match(fs.readFileSync(path.join(core, 'lib/client/App.js'), 'utf8'), /from '\.\/PendingNavigation'/);
});

test('theme-classic nprogress client module (absolute request) is replaced by ours', () => {
  const map = replacementsFor();
  const ours = replacementFor(map, {
    context: '/anywhere',
    request: path.join(themeClassic, 'lib/nprogress.js'),
  });
  assert.match(ours ?? '', /route-transitions[\\/]client[\\/]progressBar\.ts$/);
});

test('unrelated modules with similar names are left alone', () => {
  const map = replacementsFor();
  assert.equal(replacementFor(map, {context: '/site/src', request: './PendingNavigation'}), undefined);
  assert.equal(
    replacementFor(map, {context: path.join(core, 'lib/client'), request: 'nprogress'}),
    undefined,
  );
  assert.equal(replacementFor(map, {context: themeClassic, request: './lib/nprogress.css'}), undefined);
});

test('the plugin registers one webpack replacement plugin', () => {
  const instance = plugin({} as any);
  const webpackConfig = (instance.configureWebpack as any)({}, false, {});
  assert.equal(webpackConfig.plugins.length, 1);
  assert.equal(webpackConfig.plugins[0].constructor.name, 'NormalModuleReplacementPlugin');
});
