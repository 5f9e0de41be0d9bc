// Loader shim only: Docusaurus 2 loads the site config with require() and knows only .js/.cjs.
// The real, typed config is docusaurus.config.ts; jiti compiles it (and sidebars.ts) on the fly.
// Restart `npm start` after editing the .ts config: the dev server watches this file only.
const jiti = require('jiti')(__filename, {interopDefault: true, extensions: ['.ts']});
// Once per process: `npm start` loads this file again on every content reload, and each register() stacked
// one more require hook, so every .ts file was compiled once more per edit and missed jiti's cache.
const REGISTERED = Symbol.for('react-figma-website.jiti-registered');
if (!globalThis[REGISTERED]) {
  jiti.register();
  globalThis[REGISTERED] = true;
}
const config = require('./docusaurus.config.ts');
module.exports = config.default ?? config;
