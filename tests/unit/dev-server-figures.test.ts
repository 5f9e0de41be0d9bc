/**
 * src/plugins/dev-server/figures.ts on a real webpack watch compiler: a Markdown module that took a
 * placeholder is built again once the background drawing (a job of the queue) has settled (its marker file
 * rewritten), with new figures no longer deferred.
 */
// Own process: the dev server's queue and deferral state are process-global; it failed once in a shared one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {projectCompiler} from '../helpers/webpackProject';
import {FiguresMarker} from '../../src/plugins/dev-server/figures';
import {BackgroundQueue} from '../../src/plugins/dev-server/state';

const FIGURES = path.resolve(__dirname, '../../src/plugins/dev-server/figures.ts');

/** A loader standing in for the MDX loader and the remark plugin: logs what devDeferral gave each build. */
const LOADER = `
const {devDeferral} = require(${JSON.stringify(FIGURES)});
module.exports = function (source) {
  const deferral = devDeferral(this.resourcePath);
  const name = require('node:path').basename(this.resourcePath);
  globalThis.figureBuilds.push(name + ':' + (deferral ? (deferral.deferNew ? 'defer' : 'draw') : 'none'));
  if (deferral && deferral.deferNew && source.includes('figure')) {
    deferral.placeholder();
    deferral.schedule(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }
  return 'export default ' + JSON.stringify(source) + ';';
};
`;

const builds: string[] = [];
(globalThis as unknown as {figureBuilds: string[]}).figureBuilds = builds;

test('a page with a placeholder is built again after the drawing; the others are not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-draw-'));
  fs.writeFileSync(path.join(dir, 'loader.js'), LOADER);
  fs.writeFileSync(path.join(dir, 'figure.md'), 'A page with a figure.\n');
  fs.writeFileSync(path.join(dir, 'plain.md'), 'A page without.\n');
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import a from './figure.md';\nimport b from './plain.md';\nconsole.log(a, b);\n",
  );
  const compiler = projectCompiler(dir, {
    module: {rules: [{test: /\.md$/, use: path.join(dir, 'loader.js')}]},
    plugins: [new BackgroundQueue(), new FiguresMarker(path.join(dir, 'generated', 'pending-figures.txt'))],
  });
  // Not "the second compile": on a loaded host the watcher may start one more for the files just written.
  const drawn = new Promise<void>((resolve) =>
    compiler.hooks.done.tap('test', () => {
      if (builds.includes('figure.md:draw')) resolve();
    }),
  );
  const watching = compiler.watch({}, () => {});
  const timeout = setTimeout(
    () => assert.fail(`no compile with the drawing; builds: ${builds.join(', ')}`),
    30_000,
  );
  await drawn;
  clearTimeout(timeout);
  await new Promise((resolve) => (watching ? watching.close(resolve) : resolve(undefined)));
  await new Promise((resolve) => compiler.close(resolve));
  fs.rmSync(dir, {recursive: true, force: true});
  // No file changed: the second compile came from the settled drawing, and rebuilt only the placeholder's
  // page.
  assert.deepEqual([...builds].sort(), ['figure.md:defer', 'figure.md:draw', 'plain.md:defer']);
});
