import {chromium} from 'playwright-core';
import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
// usage: metrics.ts runs route dirA dirB ... ; alternates dirs, prints medians of TaskDuration etc. (ms, 4x CPU throttle)
const [runs, route, ...dirs] = process.argv.slice(2);
(async () => {
  const servers = await Promise.all(dirs.map((d) => serveCompressed(d)));
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const res: Record<string, number[]>[] = dirs.map(() => ({}));
  for (let i = 0; i < Number(runs); i++) {
    for (const [k, s] of servers.entries()) {
      const page = await browser.newPage({viewport: {width: 412, height: 823}});
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(s.url + route, {waitUntil: 'networkidle'});
      await page.waitForTimeout(500);
      const {metrics} = await cdp.send('Performance.getMetrics') as any;
      for (const m of metrics) if (/Duration$/.test(m.name) || m.name === 'Nodes') (res[k][m.name] ??= []).push(m.name === 'Nodes' ? m.value : m.value * 1000);
      await page.close();
    }
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const [k, d] of dirs.entries()) console.log(d.padEnd(40), Object.entries(res[k]).map(([n, v]) => `${n.replace('Duration', '')}=${Math.round(med(v))}`).join(' '));
  await browser.close(); await Promise.all(servers.map((s) => s.close()));
})();
