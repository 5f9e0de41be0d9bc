/** Under `npm start`, a route's modules compile when a browser first asks for them (PERF-18, PERF-21). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import type {Compiler, Module, RuleSetRule} from 'webpack';
import type {PackageInternal} from '../common/packageInternals';

/** The browser side, in place of webpack's client, which holds a stream open per page (./lazyClient.ts). */
export const LAZY_CLIENT = path.join(__dirname, 'lazyClient.ts');
const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.ts');
/** The URL folder, under the base URL, where the dev server takes the browser's requests for modules. */
const ROUTE = '__lazy-compilation/';
/** Every route's (the theme; Prism's chunk, loaded after hydration), so compiled at start (README.md). */
const EAGER =
  /node_modules[\\/](?:@docusaurus|@easyops-cn)[\\/]|[\\/]src[\\/](?:theme|plugins[\\/]code-highlighting[\\/]client)[\\/]/;

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

/** webpack 5's backend interface (its `LazyCompilationPlugin`, which `types.d.ts` does not export). */
interface BackendApi {
  dispose(callback: (error?: Error | null) => void): void;
  module(module: Module): {client: string; data: string; active: boolean};
}
type Backend = (compiler: Compiler, callback: (error: Error | null, api?: BackendApi) => void) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Whether an `import()`ed module waits for a browser (webpack's `lazyCompilation.test`). */
const isLazy = (module: Module): boolean => !EAGER.test(module.nameForCondition() ?? '');

/** A module's key in the browser's request: short, URL-safe and without webpack's separator `@`. */
const keyOf = (module: Module): string =>
  crypto.createHash('sha256').update(module.identifier()).digest('hex').slice(0, 16);

/** The site's folders: core 2.4.3 writes `routesChunkNames.json` and `registry.js` in `generatedFilesDir`. */
export interface SiteDirs {
  baseUrl: string;
  siteDir: string;
  generatedFilesDir: string;
}

/** `registry.js`'s `'<chunk>': [() => import(/* … *\/ '<request>')` pairs. */
const REGISTRY_ENTRY = /'([^']+)': \[\(\) => import\(\/\*[^*]*\*\/ '([^']+)'\)/g;

/** `routes.js`'s layout routes (with child routes): `ComponentCreator('<path>', '<hash>'), routes: [`. */
const LAYOUT = /ComponentCreator\('([^']*)', '([^']*)'\),\s*routes: \[/g;

/**
 * The files of the modules `pathname` renders, its route's and its layout routes' (a doc's), from core's
 * generated route tables. A request with another alias than these (the theme's) is not lazy.
 * @returns absolute paths, with a query where the registry has one; none before the tables are written.
 */
export function routeFiles(dirs: SiteDirs, pathname: string): string[] {
  const read = (name: string) => fs.readFileSync(path.join(dirs.generatedFilesDir, name), 'utf8');
  let tables: [string, string, string];
  try {
    tables = [read('routesChunkNames.json'), read('registry.js'), read('routes.js')];
  } catch {
    return [];
  }
  const requests = new Map(
    [...tables[1].matchAll(REGISTRY_ENTRY)].map(([, chunk, request]) => [chunk, request]),
  );
  const layouts = new Set([...tables[2].matchAll(LAYOUT)].map(([, route, hash]) => `${route}-${hash}`));
  const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const chunks: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') chunks.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [key, names] of Object.entries(JSON.parse(tables[0]) as Record<string, unknown>)) {
    const route = key.slice(0, key.lastIndexOf('-'));
    if (route === page || (layouts.has(key) && page.startsWith(`${route}/`))) collect(names);
  }
  // Core's and the content plugins' aliases (their `configureWebpack`), and absolute paths.
  const data = (plugin: string) => path.join(dirs.generatedFilesDir, plugin);
  const roots: [string, string][] = [
    ['@site/', dirs.siteDir],
    ['@generated/', dirs.generatedFilesDir],
    ['~docs/', data('docusaurus-plugin-content-docs')],
    ['~blog/', data('docusaurus-plugin-content-blog')],
    ['~debug/', data('docusaurus-plugin-debug')],
    ['/', '/'],
  ];
  return chunks.flatMap((chunk) => {
    const request = requests.get(chunk) ?? '';
    const root = roots.find(([alias]) => request.startsWith(alias));
    return root ? [path.join(root[1], request.slice(root[0].length))] : [];
  });
}

/**
 * webpack 5's lazy compilation, the dev server itself its backend; a page's HTML request compiles its route
 * first (README.md, item 8). @returns the webpack config to merge (middleware included), the keys compiled.
 */
export function lazyRoutes(dirs: SiteDirs) {
  const prefix = `${dirs.baseUrl}${ROUTE}`;
  const active = new Set<string>();
  /** Each lazy module's key by its file, as webpack last asked (for a page's HTML request). */
  const keys = new Map<string, string>();
  let compiler: Compiler | undefined;
  const api: BackendApi = {
    dispose: (callback) => callback(),
    module(module) {
      const data = keyOf(module);
      // With its query: core's blog list imports a post as `post.md?truncated=true`, the post's page without.
      const file = (module as Module & {resource?: string}).resource;
      if (file) keys.set(file, data);
      return {client: `${LAZY_CLIENT}?${encodeURIComponent(prefix)}`, data, active: active.has(data)};
    },
  };
  const backend: Backend = (c, callback) => {
    compiler = c;
    callback(null, api);
  };
  const activate = (wanted: string[]) => {
    const added = wanted.filter((key) => !active.has(key));
    for (const key of added) active.add(key);
    if (added.length > 0) compiler?.watching?.invalidate();
  };
  /** `POST <prefix>key@key…` (./lazyClient.ts) or a page's HTML request: compile those modules. */
  const middleware: Middleware = (req, res, next) => {
    const url = req.url ?? '';
    // Chromium's `<link rel="prefetch">` of a chunk accepts text/html too; its Sec-Fetch-Dest is `empty`.
    const dest = req.headers['sec-fetch-dest'] ?? 'document';
    if (req.method === 'GET' && req.headers.accept?.includes('text/html') && dest === 'document') {
      const files = routeFiles(dirs, new URL(url, 'http://x').pathname);
      activate(files.flatMap((file) => keys.get(file) ?? []));
      return next();
    }
    if (req.method !== 'POST' || !url.startsWith(prefix)) return next();
    const wanted = url.slice(prefix.length).split('@');
    if (!wanted.every((key) => /^[0-9a-f]{16}$/.test(key))) return void res.writeHead(400).end();
    activate(wanted);
    res.writeHead(204).end();
  };
  const registryFile = path.join(dirs.generatedFilesDir, 'registry.js');
  const rule: RuleSetRule = {test: (file: string) => file === registryFile, use: [REGISTRY_LOADER]};
  return {
    active,
    middleware,
    config: {
      experiments: {lazyCompilation: {backend, entries: false, imports: true, test: isLazy}},
      module: {rules: [rule]},
      devServer: {
        // webpack-merge concatenates both functions' lists, and core's already holds ours: return none.
        setupMiddlewares: (middlewares: unknown[]) => {
          middlewares.unshift({name: 'lazy-compilation', middleware});
          return [];
        },
      },
    },
  };
}
