/**
 * The playground's type checker for `npm run bench` (PLAY-14), on a built site in Chromium, phone viewport
 * (the textarea editor; the checker loads the same way on a desktop):
 * - files: the checker's static files (build/assets/runner/typecheck-*.txt: worker, typings; and
 *   build/assets/playground/props-hints.*.json), gzip bytes;
 * - cold: from the reader's first keystroke on a fresh page (new context: nothing cached, checker not loaded)
 *   to the end of the first `playground:typecheck` measure whose answer the page showed;
 * - warm: the `playground:typecheck` measures (the call to the worker until its answer, the 250 ms debounce
 *   excluded) over `edits` edits, each adding a comment line.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';
import {median, p95} from '../lib/median';

export interface PlaygroundTypesTimings {
  /** File name (hash masked) → gzip bytes. */
  files: Record<string, number>;
  /** ms from the first keystroke to the first diagnostics, checker not yet loaded. */
  coldMs: number;
  edits: number;
  /** ms, median and 95th percentile of one check after an edit. */
  warmMedianMs: number;
  warmP95Ms: number;
}

const EDITOR = '#playground-editor';
const MEASURE = 'playground:typecheck';
const LIST = '[data-testid="playground-type-errors"] p';

/** The checker's files in a build: folder under build/assets → file names. */
const CHECKER_FILES: Record<string, RegExp> = {runner: /^typecheck-/, playground: /^props-hints\./};

/** gzip bytes of each of the checker's files, named with the hash masked. */
export function typecheckFileSizes(buildDir: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(CHECKER_FILES).flatMap(([folder, name]) => {
      const dir = path.join(buildDir, 'assets', folder);
      return fs
        .readdirSync(dir)
        .filter((f) => name.test(f))
        .sort()
        .map((f) => [
          f.replace(/\.[0-9a-f]{8}\./, '.<hash>.'),
          zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length,
        ]);
    }),
  );
}

/** @throws Error (Playwright's timeout) when no diagnostics come within 60 s. */
export async function measurePlaygroundTypes(
  browser: Browser,
  siteUrl: string,
  buildDir: string,
  edits = 30,
): Promise<PlaygroundTypesTimings> {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(() => {
      const seen = window as unknown as {firstInputMs?: number};
      document.addEventListener('input', () => (seen.firstInputMs ??= performance.now()), true);
    });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/playground`);
    await page.waitForSelector(EDITOR, {timeout: 30_000});
    const original = await page.inputValue(EDITOR);
    await page.focus(EDITOR);
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await page.waitForSelector(LIST, {timeout: 60_000});
    const coldMs = await page.evaluate((name) => {
      const shown = performance.getEntriesByName(name).at(-1)!;
      return shown.startTime + shown.duration - (window as unknown as {firstInputMs: number}).firstInputMs;
    }, MEASURE);
    const count = () => page.evaluate((name) => performance.getEntriesByName(name).length, MEASURE);
    for (let i = 1; i <= edits; i++) {
      const before = await count();
      await page.fill(EDITOR, `${original}\n// edit ${i}\n`);
      await page.waitForFunction(
        ([name, n]) => performance.getEntriesByName(name as string).length > (n as number),
        [MEASURE, before],
      );
    }
    const durations = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((e) => e.duration),
      MEASURE,
    );
    const measured = durations.slice(-edits).sort((a, b) => a - b);
    return {
      files: typecheckFileSizes(buildDir),
      coldMs: Math.round(coldMs),
      edits: measured.length,
      warmMedianMs: Math.round(median(measured) * 10) / 10,
      warmP95Ms: Math.round(p95(measured) * 10) / 10,
    };
  } finally {
    await context.close();
  }
}

/** The bench report's lines for it. */
export function playgroundTypesMarkdown(t: PlaygroundTypesTimings): string {
  const files = Object.entries(t.files)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`)
    .join(', ');
  return (
    `\n## Playground types (ours, PLAY-14)\n\n- files (gzip): ${files}\n` +
    `- first keystroke to first diagnostics, cold: ${t.coldMs} ms (goal 3000 ms)\n` +
    `- per edit, warm, ${t.edits} edits: median ${t.warmMedianMs} ms, p95 ${t.warmP95Ms} ms (goal 200 ms)\n`
  );
}
