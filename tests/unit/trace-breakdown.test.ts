/**
 * The arithmetic of `npm run bench:trace` (scripts/perf/traceBreakdown.ts): bundle names, the source buckets
 * a JS sample is charged to, the task and sample breakdowns and the profile read from trace events.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  breakdownSamples,
  breakdownTasks,
  bundleName,
  mainThreadProfile,
  sourceBucket,
  windowEnd,
  type ProfileNode,
  type TaskLike,
  type TraceEventLike,
} from '../../scripts/perf/traceBreakdown';

test('bundle names drop webpack’s content hash and keep chunk ids', () => {
  assert.equal(bundleName('http://127.0.0.1:1/assets/js/main.4f1c2a9b.js'), 'main.js');
  assert.equal(bundleName('http://127.0.0.1:1/assets/js/runtime~main.637d2cd4.js'), 'runtime~main.js');
  assert.equal(bundleName('http://127.0.0.1:1/assets/js/17896441.80725a0a.js'), '17896441.js');
  // A chunk named by a hex id alone keeps it: only a second, hash-like part is dropped.
  assert.equal(bundleName('http://127.0.0.1:1/assets/js/421312dc.js'), '421312dc.js');
  assert.equal(bundleName('http://127.0.0.1:1/docs/api/frame'), '(page)');
  assert.equal(bundleName(undefined), '(no script)');
});

test('samples are charged to packages, generated code and the site’s own modules', () => {
  const bucket = (source: string) => sourceBucket('f', source, 'main.js');
  assert.equal(
    bucket('webpack://site/./node_modules/react-dom/cjs/react-dom.production.min.js'),
    'react-dom',
  );
  assert.equal(bucket('webpack://site/./node_modules/scheduler/index.js'), 'react, scheduler');
  assert.equal(
    bucket('webpack://site/./node_modules/@docusaurus/theme-common/lib/hooks/useHideableNavbar.js'),
    '@docusaurus/theme-common',
  );
  // A package nested in another package's node_modules is charged to the inner one.
  assert.equal(bucket('webpack://site/./node_modules/a/node_modules/@b/c/index.js'), '@b/c');
  assert.equal(bucket('webpack://site/./src/theme/TOC/index.tsx'), 'site src/theme/TOC');
  assert.equal(
    bucket('webpack://site/./src/plugins/route-transitions/client/index.ts'),
    'site src/plugins/route-transitions/client',
  );
  assert.equal(
    bucket('webpack://site/./src/components/PropsTable/index.tsx'),
    'site src/components/PropsTable',
  );
  assert.equal(bucket('webpack://site/./.docusaurus/registry.js'), 'generated .docusaurus/');
  assert.equal(bucket('webpack://site/webpack/bootstrap'), 'webpack runtime');
  assert.equal(bucket('webpack://site/./docs/api/frame.mdx'), 'content (MDX pages)');
  assert.equal(sourceBucket('(idle)', undefined, '(no script)'), null);
  assert.equal(sourceBucket('(program)', undefined, '(no script)'), '(browser: no JS on the stack)');
  assert.equal(sourceBucket('f', undefined, 'main.js'), 'main.js (unmapped)');
});

const task = (
  startTime: number,
  duration: number,
  group: string,
  url?: string,
  children: TaskLike[] = [],
) => {
  const t: TaskLike = {
    startTime,
    duration,
    selfTime: duration - children.reduce((s, c) => s + c.duration, 0),
    attributableURLs: url ? [url] : [],
    group: {id: group},
    event: {name: group === 'styleLayout' ? 'Layout' : 'RunTask'},
    children,
  };
  for (const c of children) c.parent = t;
  return t;
};

test('task breakdown: self times by group and bundle, long tasks from top-level tasks only, window cut', () => {
  const main = 'http://h/assets/js/main.abcdef12.js';
  const evaluate = task(10, 80, 'scriptEvaluation', main);
  const layout = task(100, 30, 'styleLayout');
  const top = task(0, 120, 'other', undefined, [evaluate]);
  // A nested task over 50 ms is part of its top-level task, not a long task of its own.
  const late = task(5000, 500, 'scriptEvaluation', main);
  // The profiler's own start-up is the measurement's: no figure counts it.
  const profiler = {...task(300, 200, 'other'), event: {name: 'CpuProfiler::StartProfiling'}};
  const result = breakdownTasks([top, evaluate, layout, profiler, late], 1000);
  assert.equal(result.totalMs, 150);
  assert.equal(result.byGroup.scriptEvaluation, 80);
  assert.equal(result.byGroup.other, 40);
  assert.equal(result.byGroup.styleLayout, 30);
  assert.equal(result.byBundle['main.js'], 80);
  assert.equal(result.byEvent['styleLayout/Layout'], 30);
  assert.deepEqual(
    result.longTasks.map((l) => [l.durationMs, l.blockingMs, l.bundle]),
    [[120, 70, 'main.js']],
  );
  assert.equal(result.longTaskBlockingMs, 70);
  // Its 70 ms blocking part split 80 : 40 between its evaluation and its own self time.
  assert.ok(Math.abs(result.blockingByGroup.scriptEvaluation - (70 * 80) / 120) < 1e-9);
  assert.ok(Math.abs(result.blockingByGroup.other - (70 * 40) / 120) < 1e-9);
  assert.equal(result.blockingByGroup.styleLayout, 0);
});

test('the window ends 2 s after the last resource, and a trace with none is refused', () => {
  assert.equal(windowEnd([100, 4200, 3000]), 6200);
  assert.throws(() => windowEnd([]), /no ResourceFinish/);
});

test('sample breakdown: gaps as self time, React on the stack, native calls charged to their script', () => {
  const frame = (functionName: string, url = '', columnNumber = 0) => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber,
  });
  const main = 'http://h/assets/js/main.abcdef12.js';
  const nodes: ProfileNode[] = [
    {id: 1, callFrame: frame('(root)')},
    {id: 2, parent: 1, callFrame: frame('hydrate', main, 10)},
    {id: 3, parent: 2, callFrame: frame('Navbar', main, 20)},
    {id: 4, parent: 3, callFrame: frame('appendChild')},
    {id: 5, parent: 1, callFrame: frame('(idle)')},
    {id: 6, parent: 1, callFrame: frame('(program)')},
  ];
  const sources: Record<number, string> = {
    10: 'webpack://s/./node_modules/react-dom/cjs/react-dom.production.min.js',
    20: 'webpack://s/./src/theme/Navbar/index.tsx',
  };
  const resolve = (f: ProfileNode['callFrame']) => ({source: sources[f.columnNumber]});
  const samples = [
    {node: 2, timeMs: 0},
    {node: 3, timeMs: 4},
    {node: 4, timeMs: 10},
    {node: 5, timeMs: 11},
    {node: 6, timeMs: 100}, // the idle gap before it is not work
    {node: 3, timeMs: 101},
    {node: 3, timeMs: 2000}, // past the window: not counted
  ];
  const result = breakdownSamples(nodes, samples, 1500, resolve);
  assert.equal(result.byBucket['react-dom'], 4);
  // 6 ms, then 20 ms: a gap longer than 20 ms is the profiler pausing, capped.
  assert.equal(result.byBucket['site src/theme/Navbar'], 26);
  assert.equal(result.byBucket['(native or inline)'], 1);
  assert.equal(result.byBucket['(browser: no JS on the stack)'], 1);
  assert.equal(result.byBucket['(idle)'], undefined);
  assert.equal(result.underReactMs, 31);
  assert.equal(result.byBundle['main.js'], 31);
  assert.equal(result.byBundle['(browser: no JS on the stack)'], 1);
});

test('the main thread’s profile is read from its own chunks, in time order', () => {
  const events: TraceEventLike[] = [
    {name: 'Profile', pid: 1, tid: 9, ts: 0, id: '0x2', args: {data: {startTime: 1000}}},
    {name: 'Profile', pid: 1, tid: 7, ts: 0, id: '0x1', args: {data: {startTime: 2000}}},
    {
      name: 'ProfileChunk',
      pid: 1,
      tid: 7,
      ts: 0,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [{id: 1, callFrame: {functionName: 'a', url: '', lineNumber: 0, columnNumber: 0}}],
            samples: [1, 1],
          },
          timeDeltas: [1000, 3000],
        },
      },
    },
    {
      name: 'ProfileChunk',
      pid: 1,
      tid: 9,
      ts: 0,
      id: '0x2',
      args: {data: {cpuProfile: {samples: [5]}, timeDeltas: [10]}},
    },
  ];
  const profile = mainThreadProfile(events, {pid: 1, tid: 7}, 1000);
  assert.equal(profile.nodes.length, 1);
  assert.deepEqual(
    profile.samples.map((s) => s.timeMs),
    [2, 5],
  );
  assert.throws(() => mainThreadProfile(events, {pid: 2, tid: 7}, 0), /no Profile event/);
});
