import {chromium} from 'playwright-core';
import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
const [dir, route] = process.argv.slice(2);
(async () => {
  const server = await serveCompressed(dir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  for (const throttle of [false, true]) {
  const page = await browser.newPage({viewport: {width: 412, height: 823}});
  const cdp = await page.context().newCDPSession(page);
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  }
  await page.addInitScript({content: `
    window.__ev=[];
    new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__ev.push(e.entryType+' '+Math.round(e.startTime)+' '+(e.element? e.element.tagName+'.'+e.element.className+' '+(e.element.textContent||'').slice(0,30):e.name)+' size='+(e.size||''))}).observe({type:'largest-contentful-paint',buffered:true});
    new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__ev.push(e.entryType+' '+Math.round(e.startTime)+' '+e.name)}).observe({type:'paint',buffered:true});
    new PerformanceObserver(l=>{for(const e of l.getEntries()) if(e.initiatorType==='script'||e.name.endsWith('.js')) window.__ev.push('res '+Math.round(e.responseEnd)+' '+e.name.split('/').pop())}).observe({type:'resource',buffered:true});
    new MutationObserver(r=>{ if(!window.__h){window.__h=1; window.__ev.push('first-post-hydration-mutation '+Math.round(performance.now()))}}).observe(document.documentElement||document,{attributes:true,subtree:true,attributeFilter:['style']});
  `});
  await page.goto(server.url + route, {waitUntil: 'networkidle'});
  await page.waitForTimeout(1000);
  console.log('throttle', throttle, (await page.evaluate(() => (window as any).__ev)).join('\n  '));
  await page.close();
  }
  await browser.close(); await server.close();
})();
