/**
 * A figure does not depend on what the engine drew before it: every published example gives the same SVG and
 * outline after two different examples, and the sampled ones the same again drawn first by a new worker.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {findMarkdownFiles} from '../../scripts/check-code-blocks';
import {codeFences} from '../../src/plugins/markdown/fences';
import {figureExamples, type Example} from '../../src/plugins/markdown/figures';
import {compileSources} from '../../src/figma-runner/node/compile';
import {PreviewPool} from '../../src/figma-runner/node/pool';
import {figure} from '../../src/figma-runner/engine/figure';
import {useNodeFontTables} from '../../src/figma-runner/node/fontTables';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {STARTER_DIR} from '../../src/plugins/markdown/starterFiles';

/** Drawn first by a new worker too (a worker costs seconds, so a sample): its multi-page examples depended
 * on their predecessor. */
const FRESH_SAMPLE = ['docs/api/page.mdx'];

/** Every example the build draws a Result for, where the build finds them (`figureExamples`). */
function published(): {where: string; page: string; example: Example}[] {
  const pages = findMarkdownFiles(['docs', 'blog', 'src/pages'].map((d) => path.join(SITE_ROOT, d)));
  return pages.flatMap((file) => {
    const page = path.relative(SITE_ROOT, file).split(path.sep).join('/');
    return figureExamples(codeFences(fs.readFileSync(file, 'utf8'), page)).map((example) => ({
      where: `${page}:${example.fenceLine}`,
      page,
      example,
    }));
  });
}

let pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
after(() => pool.close());

/** The figure's bytes: its SVG and its outline, or the error. */
async function bytes({example}: {example: Example}): Promise<string> {
  const result = await pool.render(compileSources(example.sources), example.entry);
  if (!result.ok) return `error: ${result.error}`;
  useNodeFontTables();
  const {svg, layers} = figure(result.tree, result.others);
  return `${svg}\n${JSON.stringify(layers)}`;
}

test('every published figure is the same after either of two other examples and first in a new worker', async () => {
  const examples = published();
  assert.ok(examples.length > 20, `only ${examples.length} examples found`);
  // In page order, each example follows the one before it; in reverse order, the one after it.
  const forward = new Map<string, string>();
  for (const e of examples) forward.set(e.where, await bytes(e));
  const failed = [...forward].filter(([, b]) => b.startsWith('error: ')).map(([where, b]) => `${where} ${b}`);
  assert.deepEqual(failed, [], 'the build draws every one of them');
  const differ: string[] = [];
  for (const e of [...examples].reverse())
    if ((await bytes(e)) !== forward.get(e.where)) differ.push(`${e.where} after a different example`);
  for (const e of examples.filter((x) => FRESH_SAMPLE.includes(x.page))) {
    pool.close();
    pool = new PreviewPool(SITE_ROOT, STARTER_DIR);
    if ((await bytes(e)) !== forward.get(e.where)) differ.push(`${e.where} first in a new worker`);
  }
  assert.deepEqual(differ, [], 'these figures depend on what was drawn before them');
});
