/** Under `npm start`, a route's modules compile when a browser first asks for them (PERF-18, PERF-21). */
import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import type {Compiler, Configuration, Module, RuleSetRule} from 'webpack';
import type {PackageInternal} from '../common/packageInternals';

/** The browser side, in place of webpack's client, which holds a stream open per page (./lazyClient.ts). */
export const LAZY_CLIENT = path.join(__dirname, 'lazyClient.ts');
const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.ts');
/** The URL folder, under the base URL, where the dev server takes the browser's requests for modules. */
const ROUTE = '__lazy-compilation/';
/** Shared by every route, so compiled at start: the first page opened then waits only for its own content. */
const EAGER = /node_modules[\\/](?:@docusaurus|@easyops-cn)[\\/]|[\\/]src[\\/]theme[\\/]/;

/** What `setupMiddlewares` below relies on in core 2.4.3's `start` (checked at start-up by ./index.ts). */
export const LAZY_INTERNALS: PackageInternal[] = [
  {
    file: path.join('lib', 'commands', 'start.js'),
    code: '(0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer]',
    why: "start's merge, which joins its setupMiddlewares with ours",
  },
  {
    file: path.join('lib', 'commands', 'start.js'),
    code: 'middlewares.unshift((0, evalSourceMapMiddleware_1.default)(devServer));\n            return middlewares;',
    why: "start's setupMiddlewares, whose list ours adds to in place",
  },
];

type LazyOptions = Exclude<NonNullable<Configuration['experiments']>['lazyCompilation'], boolean | undefined>;
type Backend = Extract<NonNullable<LazyOptions['backend']>, (c: Compiler, cb: never) => void>;
type BackendApi = NonNullable<Parameters<Parameters<Backend>[1]>[1]>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Whether an `import()`ed module waits for a browser (webpack's `lazyCompilation.test`). */
export const isLazy = (module: Module): boolean => !EAGER.test(module.nameForCondition() ?? '');

/** A module's key in the browser's request: short, URL-safe and without webpack's separator `@`. */
const keyOf = (module: Module): string =>
  crypto.createHash('sha256').update(module.identifier()).digest('hex').slice(0, 16);

/**
 * webpack 5's lazy compilation, with a backend that is a middleware of the dev server itself (webpack's own
 * listens on another port). A module asked for stays compiled until the server stops: a visit again compiles
 * nothing, and no connection stays open per page (a browser allows six per origin). Also drops
 * `require.resolveWeak` from core's registry, which would build every route's modules at start
 * (./registryLoader.ts).
 * @param baseUrl the site's base URL, ending in `/`.
 * @param registryFile the absolute path of `.docusaurus/registry.js`.
 * @returns the webpack config to merge, `devServer.setupMiddlewares` included, and the backend's state.
 */
export function lazyRoutes(baseUrl: string, registryFile: string) {
  const prefix = `${baseUrl}${ROUTE}`;
  const active = new Set<string>();
  let compiler: Compiler | undefined;
  const api: BackendApi = {
    dispose: (callback) => callback(),
    module(module) {
      const data = keyOf(module);
      return {client: `${LAZY_CLIENT}?${encodeURIComponent(prefix)}`, data, active: active.has(data)};
    },
  };
  const backend: Backend = (c, callback) => {
    compiler = c;
    callback(null, api);
  };
  /** `POST <prefix>key@key…`: compile those modules. Answered at once; the compile's hot update follows. */
  const middleware: Middleware = (req, res, next) => {
    if (req.method !== 'POST' || !req.url?.startsWith(prefix)) return next();
    const keys = req.url.slice(prefix.length).split('@');
    if (!keys.every((key) => /^[0-9a-f]{16}$/.test(key))) return void res.writeHead(400).end();
    const added = keys.filter((key) => !active.has(key));
    for (const key of added) active.add(key);
    if (added.length > 0) compiler?.watching?.invalidate();
    res.writeHead(204).end();
  };
  const rule: RuleSetRule = {test: (file: string) => file === registryFile, use: [REGISTRY_LOADER]};
  return {
    active,
    middleware,
    config: {
      experiments: {lazyCompilation: {backend, entries: false, imports: true, test: isLazy}},
      module: {rules: [rule]},
      devServer: {
        // webpack-merge joins this with core's own `setupMiddlewares` and concatenates the two lists it gets
        // back: core's is the whole list (ours added in place), so this one returns none.
        setupMiddlewares: (middlewares: unknown[]) => {
          middlewares.unshift({name: 'lazy-compilation', middleware});
          return [];
        },
      },
    },
  };
}
