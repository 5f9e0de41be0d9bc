/**
 * PLAY-11: the playground draws what the build draws. Every example with its own Result on a page (docs, blog
 * posts, the home page) goes through the engine bundle the site ships
 * (build/assets/runner/preview-engine.*.txt), in Chromium, as a Web Worker; its SVG must equal the build's
 * picture byte for byte and its outline the build's outline. A difference fails naming the page, the line of
 * the block and what differs. The same answers show the inspector works in every example's playground
 * (INSP-1): each layer an element drew names a line and place where the code has that element.
 *
 * The build's pictures and outlines are read from the figma-preview cache the build wrote
 * (node_modules/.cache/figma-preview), by the same key the build used.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {findMarkdownFiles} from '../../scripts/check-code-blocks';
import {codeFences} from '../../src/plugins/markdown/fences';
import {figureExamples} from '../../src/plugins/markdown/figures';
import {DEFAULT_CACHE_DIR, previewKey, readCachedPreview} from '../../src/plugins/figma-preview/previews';
import {FileCache} from '../../src/plugins/common/fileCache';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {useSharedChromium} from '../helpers/browser';
import {BUILD} from '../helpers/buildOutput';
import {elementAtOrigin} from '../../src/components/Playground/inspector/jsxSource';
import {outlineOrder, type Layer, type LayerSpot} from '../../src/figma-runner/protocol/messages';
import {usesDom} from '../../src/figma-runner/project/imports';

interface Case {
  where: string;
  files: Record<string, string>;
  active: string;
  svg: string;
  layers: unknown[];
}

/** Every example that has its own Result, with the build's picture and outline. */
function cases(): Case[] {
  const pages = findMarkdownFiles(['docs', 'blog', 'src/pages'].map((d) => path.join(SITE_ROOT, d)));
  const out: Case[] = [];
  for (const file of pages) {
    const rel = path.relative(SITE_ROOT, file);
    const fences = codeFences(fs.readFileSync(file, 'utf8'), rel);
    for (const example of figureExamples(fences)) {
      const key = previewKey(example);
      const where = `${rel}:${example.fenceLine}`;
      const cached = readCachedPreview(key);
      assert.ok(cached, `${where}: the build has no preview for this example (run npm run build first)`);
      const svg = new FileCache(DEFAULT_CACHE_DIR).get(`figma-preview-${key}`, '.svg');
      assert.ok(svg, `${where}: the build's picture is missing from the cache`);
      out.push({
        where,
        files: example.files,
        active: example.active,
        svg: svg.toString('utf8'),
        layers: cached.layers,
      });
    }
  }
  return out;
}

/** A runner bundle the build emitted, `preview-<what>.<hash>.txt` (its name is hashed). */
function runnerScript(what: 'engine' | 'dom'): string {
  const dir = path.join(BUILD, 'assets', 'runner');
  const file = new RegExp(`^preview-${what}\\.[0-9a-f]{8}\\.txt$`);
  const name = fs.existsSync(dir) && fs.readdirSync(dir).find((f) => file.test(f));
  assert.ok(name, `no preview-${what}.<hash>.txt in ${dir}: the playground must import its URL`);
  return fs.readFileSync(path.join(dir, name), 'utf8');
}

type Rendered = {ok: boolean; svg?: string; layers?: Layer[]; spots?: LayerSpot[]; message?: string};
/** Each case's answer from the browser engine, kept for the inspector's test. */
const rendered = new Map<Case, Rendered>();

const chromium = useSharedChromium();
let page: Page;

before(async () => {
  page = await (await chromium.ready()).newPage();
  await page.setContent('<!doctype html><title>parity</title>');
  await page.evaluate(
    ([engine, domCode]) => {
      const url = URL.createObjectURL(new Blob([engine], {type: 'text/javascript'}));
      // Members, not named consts: tsx's `__name` helper does not exist in the page.
      const w = window as unknown as {loadEngine(): Promise<Worker>; renderInWorker: unknown};
      // A worker per render, the next one loading once the last has answered, as the relay does.
      w.loadEngine = () =>
        new Promise<Worker>((resolve) => {
          const worker = new Worker(url);
          worker.onmessage = (event) => event.data.type === 'ready' && resolve(worker);
        });
      let next = w.loadEngine();
      let id = 0;
      // The DOM bundle goes to the worker before a render that uses the DOM, as the runner sends it.
      w.renderInWorker = async (files: unknown, active: string, dom: boolean) => {
        const worker = await next;
        if (dom) worker.postMessage({type: 'dom', code: domCode});
        id += 1;
        const answer = new Promise((resolve) => {
          worker.onmessage = (event) => event.data.type === 'result' && resolve(event.data.result);
        });
        worker.postMessage({type: 'render', id, files, active});
        const result = await answer;
        worker.terminate();
        next = w.loadEngine();
        return result;
      };
    },
    [runnerScript('engine'), runnerScript('dom')] as const,
  );
});

after(async () => {
  await page?.close();
});

test('every example with a Result draws the same picture and outline in the browser as in the build', async () => {
  const all = cases();
  assert.ok(all.length >= 60, `expected the site's 60+ previewed examples, found ${all.length}`);
  const differences: string[] = [];
  for (const c of all) {
    const result = (await page.evaluate(
      ([files, active, dom]) =>
        (
          window as unknown as {renderInWorker(f: unknown, a: string, d: boolean): Promise<unknown>}
        ).renderInWorker(files, active as string, dom as boolean),
      [c.files, c.active, usesDom(c.files)] as const,
    )) as Rendered;
    rendered.set(c, result);
    if (!result.ok) differences.push(`${c.where}: failed in the browser: ${result.message}`);
    else if (result.svg !== c.svg) differences.push(`${c.where}: the SVG differs from the build's`);
    else if (JSON.stringify(result.layers) !== JSON.stringify(c.layers)) {
      differences.push(`${c.where}: the layers outline differs from the build's`);
    }
  }
  assert.deepEqual(differences, [], `${differences.length} of ${all.length} examples differ`);
  console.log(`# parity: ${all.length} of ${all.length} examples identical`);
});

test("INSP-1: in every example's playground, each layer an element drew points to that element in the code", () => {
  const misses: string[] = [];
  for (const [c, result] of rendered) {
    if (!result.ok) continue;
    const spots = result.spots ?? [];
    if (spots.length !== outlineOrder(result.layers ?? []).length)
      misses.push(`${c.where}: not one spot per outline line`);
    const named = spots.filter((s) => s.origin);
    if (!named.length) misses.push(`${c.where}: no layer names the element that drew it`);
    for (const {origin} of named) {
      const text = c.files[origin!.file];
      if (!text || !elementAtOrigin(text, origin!)) {
        misses.push(
          `${c.where}: ${origin!.file}:${origin!.line} (#${origin!.nth}) is no element of the code`,
        );
      }
    }
  }
  assert.ok(rendered.size > 0, 'the parity test ran first');
  assert.deepEqual(misses, []);
});
