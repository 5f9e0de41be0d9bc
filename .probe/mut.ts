import {chromium} from 'playwright-core';
import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
const [dir, ...routes] = process.argv.slice(2);
(async () => {
  const server = await serveCompressed(dir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  for (const route of routes) {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    await page.addInitScript({content: `
      window.__muts = [];
      new MutationObserver((records) => {
        for (const r of records) { try {
          const t = r.target;
          const d = (n) => n.nodeType === 1 ? n.tagName + '.' + (n.className || '').toString().slice(0, 40) : '#' + n.nodeType + JSON.stringify((n.textContent || '').slice(0, 30));
          window.__muts.push(\`\${r.type} on \${d(t)} attr=\${r.attributeName || ''} +\${[...r.addedNodes].map(d).join(',')} -\${[...r.removedNodes].map(d).join(',')}\`); } catch (e) { window.__muts.push('ERR ' + e); }
        }
      }).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    `});
    await page.goto(server.url + route, {waitUntil: 'networkidle'});
    await page.waitForTimeout(500);
    const muts: string[] = await page.evaluate(() => (window as any).__muts);
    const afterParse = muts.filter((m) => !m.startsWith('childList on HTML') );
    console.log(route, muts.length);
    // print only mutations after DOMContentLoaded-ish: skip parse inserts by filtering those with no removals and target HEAD/BODY parse
    for (const m of muts) console.log('  ', m);
  }
  await browser.close(); await server.close();
})();
