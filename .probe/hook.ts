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
    window.__log=[]; window.__m={}; window.__seen=new WeakSet(); let commit=0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__={supportsFiber:true,renderers:new Map(),inject(){return 1},onScheduleFiberRoot(){},onCommitFiberUnmount(){},onPostCommitFiberRoot(){},
      onCommitFiberRoot(id,root){ commit++; let n=0, hl=[]; const walk=f=>{ while(f){ if(f.alternate===null || f.memoizedProps!==f.alternate.memoizedProps || f.flags&1){ } 
          const isNew=!window.__seen.has(f)&&!(f.alternate&&window.__seen.has(f.alternate)); window.__seen.add(f); if(commit>1 && isNew && typeof f.type==='string'){ const k=f.type+'.'+String(f.memoizedProps.className||'').slice(0,30); window.__m[k]=(window.__m[k]||0)+1 }
          if(typeof f.type==='function' && f.type.prototype && f.type.prototype.getTokenProps){ if(f.alternate===null||f.alternate.memoizedProps!==f.memoizedProps) hl.push(String(f.memoizedProps.code).slice(0,40)); }
          n++; walk(f.child); f=f.sibling; } }; walk(root.current.child);
        window.__log.push('commit '+commit+' at '+Math.round(performance.now())+' fibers='+n+' highlight renders='+hl.length+' '+JSON.stringify(hl.slice(0,5))); }};
  `});
  await page.goto(server.url + route, {waitUntil: 'networkidle'});
  await page.waitForTimeout(500);
  console.log(route, '\n ', (await page.evaluate(() => (window as any).__log)).join('\n  '), JSON.stringify(await page.evaluate(() => (window as any).__m)));
  await page.close();
  }
  await browser.close(); await server.close();
})();
