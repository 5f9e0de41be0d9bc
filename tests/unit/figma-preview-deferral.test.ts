/**
 * A dev server's page and the Result figures missing from the cache (src/plugins/figma-preview/previews.ts
 * with a `Deferral` of src/plugins/dev-server/figures.ts): the page gets no figure at once, the drawing runs
 * when its job is let run, and a failing example throws later.
 */
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fenceOf} from '../../src/plugins/markdown/fences';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {closePreviewWorker, pagePreviews, readCachedPreview} from '../../src/plugins/figma-preview/previews';
import type {Deferral} from '../../src/plugins/dev-server/figures';
import type {MdNode} from '../../src/plugins/markdown/mdastNode';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'figma-preview-deferral-'));
after(() => {
  closePreviewWorker();
  fs.rmSync(cacheDir, {recursive: true, force: true});
});

/** A page with one drawing example whose App returns `body`; its fences as the remark plugin sees them. */
function page(body: string) {
  const markdown = [
    '```tsx title="src/App.tsx"',
    "import * as React from 'react';",
    "import {Page, Rectangle} from 'react-figma';",
    `export const App = () => ${body};`,
    '```',
  ].join('\n');
  const tree = fromMarkdown(markdown) as unknown as MdNode;
  return tree.children!.filter((n) => n.type === 'code').map((n) => fenceOf(n, 'docs/deferred.mdx', 0));
}

/** A Deferral that records its calls; a scheduled drawing runs when `release` is called. */
function recorder(deferNew: boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const deferral: Deferral = {
    deferNew,
    placeholder: () => calls.push('placeholder'),
    schedule(draw) {
      calls.push('started');
      const job = released.then(draw);
      // A turn later, as the marker's compile comes after the drawing's own bookkeeping.
      void job
        .catch(() => undefined)
        .finally(() =>
          setImmediate(() => {
            calls.push('settled');
            settle();
          }),
        );
      return job;
    },
  };
  return {deferral, calls, release: () => release(), settled};
}

test('a missing figure: no figure now, drawn when its job runs, then read from the cache', async () => {
  const fences = page(
    '(<Page isCurrent name="P"><Rectangle name="Late" style={{width: 12, height: 7}} /></Page>)',
  );
  const first = recorder(true);
  const [pending] = await pagePreviews(fences, 'docs/deferred.mdx', {cacheDir, defer: first.deferral});
  assert.equal(pending.preview, undefined);
  assert.deepEqual(first.calls, ['placeholder', 'started']);
  // Not drawn before the deferral lets it start.
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(readCachedPreview(pending.key, cacheDir), undefined);

  // Asked again meanwhile, with new figures no longer deferred: still a placeholder, not a second drawing.
  const again = recorder(false);
  const [still] = await pagePreviews(fences, 'docs/deferred.mdx', {cacheDir, defer: again.deferral});
  assert.equal(still.preview, undefined);
  assert.deepEqual(again.calls, ['placeholder']);

  first.release();
  await first.settled;
  assert.deepEqual(first.calls, ['placeholder', 'started', 'settled']);
  const [drawn] = await pagePreviews(fences, 'docs/deferred.mdx', {
    cacheDir,
    defer: recorder(false).deferral,
  });
  assert.equal(drawn.preview?.width, 12 + 48);
  assert.deepEqual(drawn.preview, readCachedPreview(pending.key, cacheDir));
});

test('an example that throws: the deferred call does not throw; the next compile names file:line', async () => {
  const fences = page("{ throw new Error('late boom'); }");
  const deferred = recorder(true);
  const [pending] = await pagePreviews(fences, 'docs/deferred.mdx', {cacheDir, defer: deferred.deferral});
  assert.equal(pending.preview, undefined);
  deferred.release();
  await deferred.settled;
  await assert.rejects(
    pagePreviews(fences, 'docs/deferred.mdx', {cacheDir, defer: recorder(false).deferral}),
    /docs\/deferred\.mdx:1: the example's Figma preview failed: .*late boom/s,
  );
});
