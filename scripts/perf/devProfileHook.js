/**
 * `npm run bench:dev -- --profile` preloads this into our dev server (`node --require`): it appends one JSON
 * line per timed step to $DEV_PROFILE_LOG, so ./devProfile.ts can split an edit into content reload, each
 * plugin's loadContent and contentLoaded, webpack compiles, and the MDX modules' loader time (MDX compile +
 * remark plugins).
 */
const fs = require('node:fs');
const path = require('node:path');

const LOG = process.env.DEV_PROFILE_LOG;
const log = (event) => LOG && fs.appendFileSync(LOG, `${JSON.stringify(event)}\n`);
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));

/** Times an async method of `object` under `event`'s fields. */
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

// The whole content reload (start.js calls `load` of lib/server through the module's exports on every
// reload).
const server = require(path.join(core, 'lib/server/index.js'));
timeMethod(server, 'load', {ev: 'load'});

// Each plugin's lifecycle (lib/server/plugins/index.js calls `initPlugins` through the module's exports).
const init = require(path.join(core, 'lib/server/plugins/init.js'));
const initPlugins = init.initPlugins;
init.initPlugins = async (...args) => {
  const plugins = await initPlugins(...args);
  for (const plugin of plugins)
    for (const phase of ['loadContent', 'contentLoaded'])
      timeMethod(plugin, phase, {ev: 'plugin', name: plugin.name, phase});
  return plugins;
};

// webpack: each watch compile (change seen → done) and the loader time of every Markdown module it built.
const {Compiler} = require(require.resolve('webpack', {paths: [core]}));
const watch = Compiler.prototype.watch;
Compiler.prototype.watch = function timedWatch(...args) {
  let start = 0;
  let changed = [];
  let mdx = {ms: 0, modules: 0};
  const building = new Map();
  this.hooks.watchRun.tap('dev-profile', (compiler) => {
    start = Date.now();
    // Which files started this compile (a generated file rewritten by the content reload shows up here).
    changed = [...(compiler.modifiedFiles ?? [])].map((f) => path.relative(process.cwd(), f)).slice(0, 8);
    mdx = {ms: 0, modules: 0};
  });
  this.hooks.compilation.tap('dev-profile', (compilation) => {
    compilation.hooks.buildModule.tap('dev-profile', (m) => {
      if (/\.mdx?$/.test(m.resource ?? '')) building.set(m, Date.now());
    });
    compilation.hooks.succeedModule.tap('dev-profile', (m) => {
      const t = building.get(m);
      if (t === undefined) return;
      building.delete(m);
      mdx.ms += Date.now() - t;
      mdx.modules += 1;
    });
  });
  this.hooks.done.tap('dev-profile', () =>
    log({
      ev: 'compile',
      name: this.name,
      start,
      end: Date.now(),
      mdxMs: mdx.ms,
      mdxModules: mdx.modules,
      changed,
    }),
  );
  return watch.apply(this, args);
};

// Memory of the server process each second: whether a peak is JavaScript objects (heap) or buffers
// (external). Node processes the server starts (the preview worker) inherit this hook through NODE_OPTIONS:
// they log none.
if (/docusaurus/.test(process.argv[1] ?? ''))
  setInterval(() => {
    const {rss, heapUsed, heapTotal, external, arrayBuffers} = process.memoryUsage();
    log({ev: 'memory', start: Date.now(), end: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers});
  }, 1000).unref();
