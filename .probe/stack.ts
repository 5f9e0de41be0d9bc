import {chromium} from 'playwright-core';
import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
const [dir, route, fn] = process.argv.slice(2);
(async () => {
  const server = await serveCompressed(dir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  const page = await browser.newPage({viewport: {width: 412, height: 823}});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 50});
  await cdp.send('Profiler.start');
  await page.goto(server.url + route, {waitUntil: 'networkidle'});
  await page.waitForTimeout(300);
  const {profile} = await cdp.send('Profiler.stop') as any;
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const seen = new Set<string>();
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== fn) continue;
    const chain: string[] = [];
    let id: number | undefined = n.id;
    while (id !== undefined) { const m: any = byId.get(id); chain.push(`${m.callFrame.functionName || '(anon)'}@${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`); id = parent.get(id); }
    const s = chain.slice(0, 40).join(' < ');
    if (!seen.has(s)) { seen.add(s); console.log(s, '\n'); }
  }
  await browser.close(); await server.close();
})();
