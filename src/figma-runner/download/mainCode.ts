/** The zip's `dist/code.js` for a reader's own `src/code.tsx`: the main-thread runtime and its modules. */
import {PluginDownloadError} from './downloadErrors';
import {findRequires} from './requires';
import type {CompiledModule} from './compileProject';
import {MAIN_RUNTIME_GLOBAL} from '../engine/mainThread';
import {MAIN_THREAD_FILE} from '../project/entry';

/** The one package the main thread imports: react-figma's rpc, from the runtime. */
const MAIN_PACKAGE = 'react-figma/rpc';

/** Loads `entry` and its modules once each, packages from the runtime; ES2017 like ../node/bundleKit.ts. */
const LOADER = `(function (packages, modules, entry) {
  var cache = {};
  function load(path) {
    if (cache[path]) return cache[path].exports;
    var record = modules[path];
    var module = {exports: {}};
    cache[path] = module;
    record[0](function (specifier) {
      var target = record[1][specifier];
      if (target === undefined) throw new Error(path + ': cannot find module "' + specifier + '"');
      return Object.prototype.hasOwnProperty.call(packages, target) ? packages[target] : load(target);
    }, module, module.exports);
    return module.exports;
  }
  load(entry);
})`;

/**
 * The modules `src/code.tsx` loads, itself first. @throws PluginDownloadError `import` (`file:line`) for a
 * package other than react-figma/rpc: the main thread has no React renderer.
 */
function mainModules(modules: Record<string, CompiledModule>): Record<string, CompiledModule> {
  const out: Record<string, CompiledModule> = {};
  const visit = (file: string) => {
    if (out[file]) return;
    const m = modules[file];
    out[file] = m;
    for (const [specifier, target] of Object.entries(m.imports)) {
      if (Object.prototype.hasOwnProperty.call(modules, target)) {
        visit(target);
      } else if (target !== MAIN_PACKAGE) {
        const line = findRequires(m.code).find((r) => r.specifier === specifier)?.line;
        throw new PluginDownloadError(
          'import',
          `${file}:${line}: imports "${specifier}", which the plugin's main thread (${MAIN_THREAD_FILE}) ` +
            `cannot load: it has only ${MAIN_PACKAGE} and the project's own files.`,
          {file, line},
        );
      }
    }
  };
  visit(MAIN_THREAD_FILE);
  return out;
}

/**
 * `dist/code.js` running the project's `src/code.tsx` (compiled in `modules`) over `runtime` (the kit's
 * `mainRuntime`). @throws as `mainModules`.
 */
export function composeMainCode(runtime: string, modules: Record<string, CompiledModule>): string {
  const records = Object.entries(mainModules(modules)).map(
    ([path, m]) =>
      `${JSON.stringify(path)}: [function (require, module, exports) {\n${m.code}\n}, ${JSON.stringify(m.imports)}]`,
  );
  return `${runtime.trimEnd()}\n${LOADER}(${MAIN_RUNTIME_GLOBAL}, {\n${records.join(',\n')}\n}, ${JSON.stringify(MAIN_THREAD_FILE)});\n`;
}
