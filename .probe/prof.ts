import {chromium} from 'playwright-core';
import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
const [dir, route, runs='3'] = process.argv.slice(2);
(async () => {
  const server = await serveCompressed(dir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const agg: Record<string, number> = {};
  let totalAll = 0;
  for (let i = 0; i < Number(runs); i++) {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await cdp.send('Profiler.start');
    await page.goto(server.url + route, {waitUntil: 'networkidle'});
    await page.waitForTimeout(300);
    const {profile} = await cdp.send('Profiler.stop') as any;
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const dt: number[] = profile.timeDeltas;
    const self = new Map<number, number>();
    profile.samples.forEach((id: number, k: number) => self.set(id, (self.get(id) ?? 0) + (dt[k + 1] ?? 0)));
    for (const [id, t] of self) {
      const n: any = byId.get(id);
      const f = n.callFrame;
      if (['(idle)', '(program)'].includes(f.functionName)) continue;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      agg[key] = (agg[key] ?? 0) + t / 1000;
      totalAll += t / 1000;
    }
    await page.close();
  }
  console.log('total ms/run', (totalAll / Number(runs)).toFixed(1));
  for (const [k, v] of Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / Number(runs)).toFixed(1).padStart(7), k);
  await browser.close(); await server.close();
})();
