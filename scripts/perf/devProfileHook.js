/**
 * Preloaded by `bench:dev --profile`: one JSON line to $DEV_PROFILE_LOG per content reload, plugin lifecycle
 * and webpack compile (with its MDX modules' time).
 */
const fs = require('node:fs');
const path = require('node:path');

const log = (event) =>
  process.env.DEV_PROFILE_LOG && fs.appendFileSync(process.env.DEV_PROFILE_LOG, `${JSON.stringify(event)}\n`);
const TAP = 'dev-profile';
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

/** Times the async method `key` of `object`, logged with `event`'s fields. */
function timeMethod(object, key, event) {
  const original = object[key];
  if (typeof original !== 'function') return;
  object[key] = async function timed(...args) {
    const start = Date.now();
    try {
      return await original.apply(this, args);
    } finally {
      log({...event, start, end: Date.now()});
    }
  };
}

// start.js and lib/server/plugins call these through the modules' exports: patching those reaches them.
timeMethod(require(path.join(core, 'lib/server/index.js')), 'load', {ev: 'load'});
const init = require(path.join(core, 'lib/server/plugins/init.js'));
const initPlugins = init.initPlugins;
init.initPlugins = async (...args) => {
  const plugins = await initPlugins(...args);
  for (const plugin of plugins)
    for (const phase of ['loadContent', 'contentLoaded'])
      timeMethod(plugin, phase, {ev: 'plugin', name: plugin.name, phase});
  return plugins;
};

const {Compiler} = require(require.resolve('webpack', {paths: [core]}));
const watch = Compiler.prototype.watch;
Compiler.prototype.watch = function timedWatch(...args) {
  let start = 0;
  let mdx = {ms: 0, modules: 0};
  const building = new Map();
  this.hooks.watchRun.tap(TAP, () => {
    start = Date.now();
    mdx = {ms: 0, modules: 0};
  });
  this.hooks.compilation.tap(TAP, (compilation) => {
    const {buildModule, succeedModule} = compilation.hooks;
    buildModule.tap(TAP, (m) => /\.mdx?$/.test(m.resource ?? '') && building.set(m, Date.now()));
    succeedModule.tap(TAP, (m) => {
      if (building.has(m)) mdx = {ms: mdx.ms + Date.now() - building.get(m), modules: mdx.modules + 1};
      building.delete(m);
    });
  });
  this.hooks.done.tap(TAP, () =>
    log({ev: 'compile', name: this.name, start, end: Date.now(), mdxMs: mdx.ms, mdxModules: mdx.modules}),
  );
  return watch.apply(this, args);
};
