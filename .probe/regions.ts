import {chromium} from 'playwright-core';
import {serveCompressed} from '../scripts/perf/staticServer';
import {CHROMIUM_ARGS, chromiumPath} from '../scripts/lib/browser';
const [dir, ...routes] = process.argv.slice(2);
(async () => {
  const server = await serveCompressed(dir);
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  for (const route of routes) {
    const page = await browser.newPage({viewport: {width: 412, height: 823}, javaScriptEnabled: false});
    await page.goto(server.url + route);
    const out = await page.evaluate(() => {
      const sels = ['nav.navbar', '.theme-doc-sidebar-container', 'aside', '.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.theme-doc-breadcrumbs', '.theme-doc-markdown', '.theme-doc-footer', '.pagination-nav', 'footer.footer', '.tabs-container', '.theme-code-block', 'table', '.col--3', 'header'];
      const r: Record<string, number> = {total: document.getElementsByTagName('*').length};
      for (const s of sels) r[s] = [...document.querySelectorAll(s)].reduce((n, e) => n + e.getElementsByTagName('*').length + 1, 0);
      return r;
    });
    console.log(route, JSON.stringify(out));
  }
  await browser.close(); await server.close();
})();
