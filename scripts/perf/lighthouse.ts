/**
 * Lighthouse 12.8.2 on the system Chromium (this machine cannot download a browser): the four categories plus
 * LCP, TBT and CLS, as the median of several runs. Mobile is Lighthouse's default (simulated slow 4G, 4× CPU
 * slowdown, 412 px); desktop is its own desktop config. Each run gets a fresh Chromium profile, so caches
 * never carry over.
 *
 * Throttling: `simulate` (Lighthouse's default, what PageSpeed Insights reports) loads the page once at full
 * speed and computes the metrics a slow phone would see from that trace; which scripts count before the
 * first paint depends on the order things happened in that one fast load. `devtools` (applied throttling)
 * really slows Chromium's network and CPU to the same settings and measures what happens: slower and noisier,
 * but no modelling step between the page and the figures.
 */
import {CHROMIUM_ARGS, chromiumPath} from '../lib/browser';
import {median} from '../lib/median';

export type FormFactor = 'mobile' | 'desktop';

/** How Lighthouse slows the load down (see the file comment). */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseScores {
  /** 0–100 */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms */
  lcpMs: number;
  /** Total Blocking Time, ms */
  tbtMs: number;
  /** Cumulative Layout Shift (unitless) */
  cls: number;
  /** Elements in the page's DOM (Lighthouse's dom-size audit): what hydration and style/layout walk */
  domElements: number;
  /** Audits that scored below 1 in the median run, for the report. */
  failing: string[];
  /** The host's speed as Lighthouse measured it before the run (`environment.benchmarkIndex`). */
  benchmarkIndex?: number;
  /**
   * On a median of several runs (`medianScores`): each run's TBT, ms, in run order, so the report shows
   * spread.
   */
  tbtRunsMs?: number[];
}

/** The tests' Chromium flags (no sandbox as root, no GPU, no calls home), headless: chrome-launcher adds no
 * headless flag of its own. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Extra Lighthouse settings for one run (see `lighthouseRaw`). */
export interface RunOptions {
  /** Overrides Lighthouse's mobile CPU slowdown (4×), e.g. to emulate a phone class (./phoneClasses.ts). */
  cpuSlowdownMultiplier?: number;
  /** Trace categories recorded on top of Lighthouse's own, e.g. V8's sampling profiler for ./trace.ts. */
  additionalTraceCategories?: string[];
}

/**
 * One Lighthouse run of `url` in a fresh Chromium, as Lighthouse returns it: the report (lhr) and the
 * artifacts it was computed from (the trace among them).
 * @throws Error when Lighthouse reports a runtime error (page did not load, Chromium crashed).
 */
export async function lighthouseRaw(
  url: string,
  formFactor: FormFactor,
  throttling: Throttling,
  options: RunOptions = {},
): Promise<NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>> {
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const constants = await import('lighthouse/core/config/constants.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS});
  try {
    const {cpuSlowdownMultiplier, additionalTraceCategories} = options;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod: throttling,
        // Lighthouse's mobile network settings, with the CPU slowdown of the phone class asked for.
        ...(cpuSlowdownMultiplier
          ? {throttling: {...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier}}
          : {}),
        ...(additionalTraceCategories
          ? {additionalTraceCategories: additionalTraceCategories.join(',')}
          : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!result || !lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run of `url` in a fresh Chromium, as scores.
 * @throws Error when Lighthouse reports a runtime error (page did not load, Chromium crashed).
 */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  throttling: Throttling = 'simulate',
  /** Overrides Lighthouse's mobile CPU slowdown (4×), e.g. to emulate a phone class (./phoneClasses.ts). */
  cpuSlowdownMultiplier?: number,
): Promise<LighthouseScores> {
  const {lhr} = await lighthouseRaw(url, formFactor, throttling, {cpuSlowdownMultiplier});
  return scoresOf(lhr);
}

/** The figures of one Lighthouse report (see LighthouseScores). */
export function scoresOf(lhr: import('lighthouse').Result): LighthouseScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)),
    domElements: Math.round(lhr.audits['dom-size']?.numericValue ?? NaN),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    failing: Object.values(lhr.categories)
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
      )
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  };
}

/**
 * The median of several runs of one page, figure by figure: a single slow run moves no figure, and TBT is
 * the median TBT rather than the TBT of the run with the median score. `failing` comes from the run whose
 * performance score is the median.
 * @throws Error for an empty list.
 */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('medianScores: no runs');
  const of = (key: Exclude<keyof LighthouseScores, 'failing' | 'benchmarkIndex' | 'tbtRunsMs'>) =>
    median(runs.map((r) => r[key]));
  const performance = of('performance');
  return {
    performance,
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    domElements: of('domElements'),
    failing: runs.find((r) => r.performance === performance)?.failing ?? runs[0].failing,
    benchmarkIndex: runs.find((r) => r.benchmarkIndex !== undefined)?.benchmarkIndex,
    tbtRunsMs: runs.map((r) => r.tbtMs),
  };
}
