import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
const [dir, route, runs = '3'] = process.argv.slice(2);
(async () => {
  const server = await serveCompressed(dir);
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  for (let i = 0; i < Number(runs); i++) {
    const chrome = await chromeLauncher.launch({chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]});
    const r = await lighthouse(server.url + route, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    const a = r!.lhr.audits;
    console.log(`perf ${Math.round(r!.lhr.categories.performance.score! * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue!)} LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} FCP ${Math.round(a['first-contentful-paint'].numericValue!)} SI ${Math.round(a['speed-index'].numericValue!)} TTI ${Math.round(a['interactive']?.numericValue ?? 0)} dom ${a['dom-size'].numericValue}`);
    const le=(a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node; console.log('  lcp el:', le?.selector, (le?.snippet||'').slice(0,100));
    const lt = (a['long-tasks']?.details as any)?.items ?? [];
    console.log('  long tasks:', lt.map((t: any) => `${t.url.replace(server.url, '')}@${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(', '));
    const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
    console.log('  main:', mw.map((t: any) => `${t.group}=${Math.round(t.duration)}`).join(' '));
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    console.log('  bootup:', bt.map((t: any) => `${String(t.url).replace(server.url, '')} total=${Math.round(t.total)} script=${Math.round(t.scripting)}`).join(' | '));
    await chrome.kill();
  }
  await server.close();
})();
