/**
 * The byte budgets `npm test` keeps (PERF-1, PERF-2, PERF-3, OFFLINE-1): deterministic figures only, no
 * timing.
 *
 * - First-load JavaScript (gzip) per route kind ≤ what the stock
 *   `create-docusaurus@2.4.3 classic --typescript` site executes on the same kind of route. The stock figures
 *   below were measured with measureFirstLoad (tests/helpers/firstLoad.ts) on 2026-11-22, on the stock site
 *   built with the webpack 5.105.4 override it needs (the build `npm run bench` leaves in $TMPDIR).
 * - The site-wide CSS loaded on first load ≤ 16 KB gzip (PERF-2).
 * - No image in the build over 100 KB (PERF-3).
 * - No request to another origin (OFFLINE-1).
 *
 * Every check returns messages that name the route (or file) and the bytes over, so a failing test says where
 * to look.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {FirstLoad} from './firstLoad';

/** Route kinds, as tests/helpers/routes.ts classifies the site's routes (ROUTE-1, ROUTE-2, ROUTE-4). */
export type RouteKind = 'home' | 'doc' | 'api' | 'blog-list' | 'blog-post' | 'playground' | 'not-found';

/** Stock Docusaurus 2.4.3 first-load JavaScript, gzip bytes, measured 2026-11-22 (see file comment). */
export const STOCK_FIRST_LOAD_JS = {
  measuredOn: '2026-11-22',
  /** `/` (the template's home page) */
  home: 136_568,
  /** `/docs/intro` (a doc page with the docs sidebar) */
  doc: 141_830,
  /** `/blog` */
  blogList: 141_319,
  /** `/blog/welcome` (a blog post) */
  blogPost: 137_504,
  /** an unknown route (the 404 page) */
  notFound: 120_677,
} as const;

/**
 * First-load JS budget per route kind, gzip bytes. API pages are doc pages, so they get the doc budget; the
 * playground is a page like the home page (the stock site has no such route), so it gets the home budget: its
 * editor, engine and examples load after the first paint.
 */
export const JS_BUDGET: Record<RouteKind, number> = {
  home: STOCK_FIRST_LOAD_JS.home,
  doc: STOCK_FIRST_LOAD_JS.doc,
  api: STOCK_FIRST_LOAD_JS.doc,
  'blog-list': STOCK_FIRST_LOAD_JS.blogList,
  'blog-post': STOCK_FIRST_LOAD_JS.blogPost,
  playground: STOCK_FIRST_LOAD_JS.home,
  'not-found': STOCK_FIRST_LOAD_JS.notFound,
};

/** PERF-2: CSS ≤ 16 KB gzip on first load. */
export const CSS_BUDGET = 16 * 1024;
/** PERF-3: no image over 100 KB (raw bytes, as served). */
export const IMAGE_BUDGET = 100 * 1024;

/**
 * Most elements the static HTML of a page of each kind may have in its <body>: what React walks on hydration
 * and the browser styles and lays out, the cost a slow phone feels (PERF-12). Ceilings a little above the
 * heaviest page of each kind on 2026-11-27, after code spans were cut to one per colour change (/ 223,
 * /docs/styling 1 695, /docs/api/shared-props 1 260, /blog 247, the Figma variants post 1 019, the 404 80,
 * /playground 95), so that a change which adds markup fails with the count instead of passing unseen. Lower
 * one when a page gets lighter.
 */
export const ELEMENT_BUDGET: Record<RouteKind, number> = {
  home: 250,
  doc: 1_800,
  api: 1_350,
  'blog-list': 260,
  'blog-post': 1_080,
  playground: 105,
  'not-found': 90,
};

/** `route: N elements in <body>, M over the <kind> budget of B`, or nothing when the page is within it. */
export function elementBudgetViolations(route: string, kind: RouteKind, elements: number): string[] {
  const budget = ELEMENT_BUDGET[kind];
  return elements > budget
    ? [`${route}: ${elements} elements in <body>, ${elements - budget} over the ${kind} budget of ${budget}`]
    : [];
}

/**
 * Most HTML an API page may ship, bytes gzip (level 6, as a static host sends it), PERF-13: what fits the
 * first round trip of a new connection (ten TCP segments of about 1 460 B), so the page's text arrives
 * without waiting for the server a second time. Shared props stated once (/docs/api/shared-props) is what
 * keeps the props tables under it.
 */
export const API_HTML_BUDGET = 14_600;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/**
 * Budget messages for one route's first load; empty when it keeps every budget.
 * @param route path of the route, e.g. `/docs/api/frame` (named in the messages).
 * @param kind the route's kind, which picks the JavaScript budget.
 */
export function routeBudgetViolations(route: string, kind: RouteKind, load: FirstLoad): string[] {
  const out: string[] = [];
  const js = JS_BUDGET[kind];
  if (load.js.gzip > js) {
    out.push(
      `${route}: first-load JavaScript is ${load.js.gzip} B gzip, ${load.js.gzip - js} B over the ${kind} budget of ` +
        `${js} B (stock Docusaurus 2.4.3, measured ${STOCK_FIRST_LOAD_JS.measuredOn})`,
    );
  }
  if (load.css.gzip > CSS_BUDGET) {
    out.push(
      `${route}: first-load CSS is ${load.css.gzip} B gzip, ${load.css.gzip - CSS_BUDGET} B over the budget of ${CSS_BUDGET} B`,
    );
  }
  if (kind === 'api' && load.html.gzip > API_HTML_BUDGET) {
    out.push(
      `${route}: the HTML is ${load.html.gzip} B gzip, ${load.html.gzip - API_HTML_BUDGET} B over the API page ` +
        `budget of ${API_HTML_BUDGET} B (PERF-13)`,
    );
  }
  for (const url of load.thirdParty) out.push(`${route}: requests another origin: ${url}`);
  return out;
}

/**
 * Images in a build folder that are over IMAGE_BUDGET, as `file: N B, M B over` messages.
 * @param buildDir the production build (e.g. `build/`).
 */
export function imageBudgetViolations(buildDir: string): string[] {
  return (fs.readdirSync(buildDir, {recursive: true}) as string[])
    .filter((file) => IMAGE_FILE.test(file))
    .map((file) => ({file, size: fs.statSync(path.join(buildDir, file)).size}))
    .filter(({size}) => size > IMAGE_BUDGET)
    .map(
      ({file, size}) =>
        `${file}: image is ${size} B, ${size - IMAGE_BUDGET} B over the budget of ${IMAGE_BUDGET} B`,
    );
}

/**
 * PLAY-12: the playground engine's worker script (build/assets/runner/preview-engine.<hash>.txt), gzip bytes.
 * It is fetched after /playground is up, never on another route. It holds react-figma, Yoga, rxjs, sucrase,
 * the stand-in and font tables for the UI thread, and the main thread's bundle (react-figma's rpc and
 * renderers, rxjs again).
 */
export const ENGINE_WORKER_BUDGET = 280 * 1024;

/**
 * The combinations of font family (the first one listed), size, weight and style that text may use at phone
 * width, PERF-15: the design's few. Each combination a page uses is one more set of font lookups in its first
 * layout; in a Chromium trace of `/docs/api/frame` at the low-tier phone's CPU (PERFORMANCE.md), those
 * lookups were most of the layout after the first paint. Read from every route at 390 px on 2026-11-27. A new
 * one fails tests/e2e/font-combinations.test.ts, naming the element that uses it; add it here only when the
 * design needs it.
 */
export const FONT_COMBINATIONS: readonly string[] = [
  // The text font: body, headings, the small 14 px row, breadcrumbs, the blog's dates and author lines, the
  // home page's hero, the 404's title, the architecture diagram's labels.
  'system-ui 12px 400 normal',
  'system-ui 12.8px 400 normal',
  'system-ui 13.3333px 400 normal',
  'system-ui 14px 400 normal',
  'system-ui 14px 600 normal',
  'system-ui 14px 700 normal',
  'system-ui 14.4px 400 normal',
  'system-ui 16px 400 italic',
  'system-ui 16px 400 normal',
  'system-ui 16px 500 normal',
  'system-ui 16px 700 normal',
  'system-ui 17.6px 400 normal',
  'system-ui 18.9px 700 normal',
  'system-ui 20px 700 normal',
  'system-ui 24px 400 normal',
  'system-ui 24px 700 normal',
  'system-ui 32px 700 normal',
  'system-ui 36px 700 normal',
  'system-ui 48px 700 normal',
  // The code font: inline code (also inside bold text and props tables), code blocks, comments, file tabs
  // (the playground's 14 px: bold when open, regular for the `src/code.tsx` tab every example has).
  'SFMono-Regular 13.3px 400 normal',
  'SFMono-Regular 13.3px 700 normal',
  'SFMono-Regular 14px 400 normal',
  'SFMono-Regular 14px 700 normal',
  'SFMono-Regular 15.2px 400 italic',
  'SFMono-Regular 15.2px 400 normal',
  'SFMono-Regular 15.2px 700 normal',
];
