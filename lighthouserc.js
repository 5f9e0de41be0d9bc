/**
 * Lighthouse CI's budgets for `npm run bench` (scripts/perf/bench.ts): PERF-6 as fixed scores, PERF-12
 * against the stock site's medians of the same run, which the bench writes to the file $LHCI_BENCH_STOCK.
 */
const fs = require('node:fs');

/** PERF-12: ours' TBT at most this share of stock's, on both phone classes. */
const TBT_SHARE = 0.75;
/** The low-tier goal beyond PERF-12 (TBT ≤ half of stock's): a warning until it holds. */
const LOW_TIER_TBT_GOAL = 0.5;
const MEDIAN = {aggregationMethod: 'median'};

/** PERF-6: every category's minimum score (0–1) per kind of run; other kinds have none. */
const FIXED = {
  mobile: {performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1},
  desktop: {performance: 1, accessibility: 1, 'best-practices': 1, seo: 1},
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * lhci's assertMatrix for one kind of run.
 * @param {{kind: string, stock: Record<string, {performance: number, tbtMs: number}>}} bench `kind`:
 *   mobile, desktop, applied, low-tier or mid-tier; `stock` maps our route path to stock's median
 *   performance (0–1) and TBT (ms) on the page that stands in for it.
 * @returns {{matchingUrlPattern: string, assertions: object}[]}
 */
function assertMatrix({kind, stock}) {
  const fixed = Object.entries(FIXED[kind] ?? {}).map(([category, minScore]) => [
    `categories:${category}`,
    ['error', {minScore, ...MEDIAN}],
  ]);
  const matrix = fixed.length ? [{matchingUrlPattern: '.*', assertions: Object.fromEntries(fixed)}] : [];
  const phone = kind === 'low-tier' || kind === 'mid-tier';
  for (const [route, figures] of Object.entries(stock)) {
    const matchingUrlPattern = `^https?://[^/]+${escape(route.replace(/\/$/, ''))}/?$`;
    const assertions = {'categories:performance': ['error', {minScore: figures.performance, ...MEDIAN}]};
    if (phone)
      assertions['total-blocking-time'] = ['error', {maxNumericValue: TBT_SHARE * figures.tbtMs, ...MEDIAN}];
    matrix.push({matchingUrlPattern, assertions});
    if (kind === 'low-tier') {
      const goal = {maxNumericValue: LOW_TIER_TBT_GOAL * figures.tbtMs, ...MEDIAN};
      matrix.push({matchingUrlPattern, assertions: {'total-blocking-time': ['warn', goal]}});
    }
  }
  return matrix;
}

const benchFile = process.env.LHCI_BENCH_STOCK;

module.exports = {
  assertMatrix,
  ci: {
    collect: {numberOfRuns: 1},
    assert: benchFile ? {assertMatrix: assertMatrix(JSON.parse(fs.readFileSync(benchFile, 'utf8')))} : {},
    upload: {target: 'filesystem'},
  },
};
