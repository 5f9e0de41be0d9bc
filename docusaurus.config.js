// Loader shim only: Docusaurus 2 loads the site config with require() and knows only .js/.cjs.
// The real, typed config is docusaurus.config.ts; jiti compiles it (and sidebars.ts) on the fly.
// Restart `npm start` after editing the .ts config: the dev server watches this file only.
const jiti = require('jiti')(__filename, {interopDefault: true, extensions: ['.ts']});
jiti.register();
const config = require('./docusaurus.config.ts');
module.exports = config.default ?? config;
