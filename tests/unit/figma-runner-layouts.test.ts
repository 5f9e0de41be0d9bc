/**
 * What the docs' examples draw, checked on the layer tree react-figma 0.31.0 produces in the preview worker.
 * Each assertion restates a sentence of the page's prose (quoted in the test name), never the rendered
 * numbers.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {codeFences} from '../../src/plugins/markdown/fences';
import {findExamples} from '../../src/plugins/markdown/figures';
import {compileSources} from '../../src/figma-runner/node/compile';
import {flatten} from '../../src/figma-runner/engine/tree';
import type {PreviewNode} from '../../src/figma-runner/protocol/run';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';
import {sharedPreviewPool} from '../helpers/previewPool';

const pool = sharedPreviewPool();

type Flat = ReturnType<typeof flatten>[number];

/**
 * Renders the example of `doc` whose code contains `marker`; returns its nodes by name (first of each name).
 */
async function draw(
  doc: string,
  marker: string,
): Promise<{byName: (n: string) => Flat; all: Flat[]; page: PreviewNode}> {
  const source = fs.readFileSync(path.join(SITE_ROOT, doc), 'utf8');
  const example = findExamples(codeFences(source)).find(
    (e) => Object.values(e.sources).some((s) => s.includes(marker)) && !e.sharedWith,
  );
  assert.ok(example, `${doc}: no drawing example contains ${marker}`);
  const result = await pool.render(compileSources(example.sources), example.entry);
  assert.ok(result.ok, `${doc}:${example.fenceLine}: ${!result.ok && result.error}`);
  const all = flatten(result.tree);
  const byName = (n: string) => {
    const hit = all.find((node) => node.name === n);
    assert.ok(hit, `${doc}: no layer named ${n}`);
    return hit;
  };
  return {byName, all, page: result.tree};
}

test('ellipse: "a second, partial ring on top of" the track — the two rings have the same position and size', async () => {
  const {byName} = await draw('docs/api/ellipse.mdx', 'name="Progress"');
  const track = byName('Track');
  const progress = byName('Progress');
  assert.deepEqual(
    [progress.absX, progress.absY, progress.width, progress.height],
    [track.absX, track.absY, track.width, track.height],
  );
});

test('ellipse: "24 px of space around the circle"', async () => {
  const {byName} = await draw('docs/api/ellipse.mdx', 'name="Space"');
  const space = byName('Space');
  const ring = byName('Ring');
  assert.equal(ring.absX - space.absX, 24);
  assert.equal(ring.absY - space.absY, 24);
  assert.equal(space.width - ring.width, 48);
});

test('star: "a label laid over it … the frame centres the label"', async () => {
  const {byName, all} = await draw('docs/api/star.mdx', 'name="Burst"');
  const burst = byName('Burst');
  const label = all.find((n) => n.type === 'TEXT')!;
  assert.ok(
    Math.abs(label.absX + label.width / 2 - (burst.absX + burst.width / 2)) <= 1,
    'centred horizontally',
  );
  assert.ok(
    Math.abs(label.absY + label.height / 2 - (burst.absY + burst.height / 2)) <= 1,
    'centred vertically',
  );
});

test('star: rating stars are "4 px apart"', async () => {
  const {all} = await draw('docs/api/star.mdx', 'Rating');
  const stars = all.filter((n) => n.type === 'STAR');
  assert.equal(stars.length, 5);
  for (let i = 1; i < stars.length; i += 1)
    assert.equal(stars[i].absX - (stars[i - 1].absX + stars[i - 1].width), 4);
});

test('styling: with stretch "both rows are as wide as the column\'s content box (224 px)"', async () => {
  const {byName} = await draw('docs/styling.mdx', "alignItems: 'stretch'}}");
  assert.equal(byName('First').width, 224);
  assert.equal(byName('Second').width, 224);
});

test('every example on the Figma component pages draws on the current page (its Page has isCurrent)', async () => {
  for (const doc of [
    'component',
    'ellipse',
    'frame',
    'group',
    'line',
    'rectangle',
    'slice',
    'star',
    'svg',
    'vector',
  ]) {
    const file = `docs/api/${doc}.mdx`;
    for (const example of findExamples(codeFences(fs.readFileSync(path.join(SITE_ROOT, file), 'utf8')))) {
      const result = await pool.render(compileSources(example.sources), example.entry);
      assert.ok(
        result.ok && result.tree.children.length > 0,
        `${file}:${example.fenceLine} ${!result.ok ? result.error : ''}`,
      );
    }
  }
});

test('component: the instance "stretches to the full width of its parent and sits 24 px below the main component"', async () => {
  const {byName, all} = await draw('docs/api/component.mdx', 'Banner (instance)');
  const main = byName('Banner');
  const instance = byName('Banner (instance)');
  const frame = all.find((n) => n.children.some((c) => c.name === 'Banner'))!;
  assert.equal(instance.width, frame.width - 48, 'full width inside the 24 px padding');
  assert.equal(instance.absY - (main.absY + main.height), 24);
});

test('frame: toolbar tools are 8 px apart ("the marginLeft … gives Yoga the same 8 px")', async () => {
  const {all} = await draw('docs/api/frame.mdx', 'name="Toolbar"');
  const tools = ['Move', 'Frame', 'Pen', 'Text'].map((n) =>
    all.find((x) => x.name === n && x.type === 'FRAME')!,
  );
  for (let i = 1; i < tools.length; i += 1)
    // Figma does not round to whole pixels as Yoga does; the snapshot keeps two decimals of each value.
    assert.ok(Math.abs(tools[i].absX - (tools[i - 1].absX + tools[i - 1].width) - 8) < 0.05);
});

test('frame: the card clips its content, and the 400 px cover is wider than the card', async () => {
  const {byName} = await draw('docs/api/frame.mdx', 'name="Cover"');
  assert.equal(byName('Card').props.clipsContent, true);
  assert.ok(byName('Cover').width > byName('Card').width);
});

test('page: "three frames in a row with 40 px between them"', async () => {
  const {byName} = await draw('docs/api/page.mdx', 'name="Flow"');
  const [a, b, c] = ['Sign in', 'Inbox', 'Settings'].map(byName);
  assert.equal(a.absY, b.absY);
  assert.equal(b.absY, c.absY);
  assert.equal(b.absX - (a.absX + a.width), 40);
  assert.equal(c.absX - (b.absX + b.width), 40);
});

test('line: "a 1 px grey rule between two blocks of text"', async () => {
  const {byName, all} = await draw('docs/api/line.mdx', 'name="Divider"');
  const line = byName('Divider');
  const [first, second] = all.filter((n) => n.type === 'TEXT');
  assert.equal(line.props.strokeWeight, 1);
  assert.ok(line.absY > first.absY + first.height && line.absY < second.absY);
});

test("group: the mark's square and dot sit in a row, 8 px apart, the dot centred on the square", async () => {
  const {byName} = await draw('docs/api/group.mdx', 'name="Logo mark"');
  const square = byName('Square');
  const dot = byName('Dot');
  assert.equal(dot.absX - (square.absX + square.width), 8);
  assert.equal(dot.absY + dot.height / 2, square.absY + square.height / 2);
});

test('ellipse: status dots — each label is 8 px right of its dot, rows one under another', async () => {
  const {all} = await draw('docs/api/ellipse.mdx', 'Offline');
  const dots = all.filter((n) => n.type === 'ELLIPSE');
  const labels = all.filter((n) => n.type === 'TEXT');
  assert.equal(dots.length, 3);
  for (let i = 0; i < 3; i += 1) {
    assert.equal(labels[i].absX - (dots[i].absX + dots[i].width), 8);
    if (i > 0) assert.ok(dots[i].absY > dots[i - 1].absY + dots[i - 1].height);
  }
});

test('text: an italic caption with a normal weight asks for the style "just `Italic`", which Inter has', async () => {
  const {all} = await draw('docs/api/text.mdx', "fontStyle: 'italic'");
  const caption = all.find((n) => n.type === 'TEXT' && n.props.fontSize === 12);
  assert.ok(caption, 'the 12 px caption is drawn');
  assert.equal(caption.props.characters, 'Published by the design system team');
  assert.deepEqual(caption.props.fontName, {family: 'Inter', style: 'Italic'});
  assert.ok(caption.width > 0, 'the caption has the width of its text');
  // "`fontWeight: '400'` together with `fontStyle: 'italic'` asks for `Regular Italic`" — not Figma's
  // `Italic`.
  const {convertFontStyle} = require('react-figma/styleTransformers/converFontStyle') as {
    convertFontStyle: (weight?: string, style?: string) => string;
  };
  const {isEqualFontStyle} = require('react-figma/helpers/isEqualFontStyle') as {
    isEqualFontStyle: (a: string, b: string) => boolean;
  };
  assert.equal(convertFontStyle(undefined, 'italic'), 'Italic');
  assert.equal(convertFontStyle('400', 'italic'), 'Regular Italic');
  assert.equal(isEqualFontStyle('Italic', convertFontStyle('400', 'italic')), false);
});

/** True when `inner` lies within `outer`'s box (px, 0.5 px of rounding allowed). */
const inside = (inner: Flat, outer: Flat) =>
  inner.absX >= outer.absX - 0.5 &&
  inner.absY >= outer.absY - 0.5 &&
  inner.absX + inner.width <= outer.absX + outer.width + 0.5 &&
  inner.absY + inner.height <= outer.absY + outer.height + 0.5;

test('local styles: the description has "`width: 268`, the card\'s content width", so it wraps inside the card', async () => {
  const {all} = await draw('docs/local-styles.mdx', 'Card/Surface');
  const card = all.find((n) => n.type === 'FRAME')!;
  const texts = all.filter((n) => n.type === 'TEXT');
  assert.equal(texts.length, 2);
  const description = texts.find((n) => /Figma styles/.test(String(n.props.characters)))!;
  assert.equal(description.width, 268);
  for (const text of texts) assert.ok(inside(text, card), `${text.name} fits inside the card`);
});

test('data fetching: the message has "`width: 272`" and "wraps onto more lines", inside the card', async () => {
  const {all} = await draw('docs/data-fetching.mdx', 'USER_URL');
  const card = all.find((n) => n.type === 'FRAME')!;
  const texts = all.filter((n) => n.type === 'TEXT');
  const message = texts.find((n) => /Could not load the user/.test(String(n.props.characters)))!;
  assert.ok(message, 'the Result shows the error state');
  assert.equal(message.width, 272);
  assert.ok(message.height > 2 * (message.props.fontSize as number), 'more than one line');
  for (const text of texts) assert.ok(inside(text, card), `${text.name} fits inside the card`);
});

test('vector: "Figma computes the vector\'s size from its geometry" — the bubble is 80 × 60 px, the check mark 24 × 20', async () => {
  const bubble = (await draw('docs/api/vector.mdx', 'name="Speech bubble"')).byName('Speech bubble');
  assert.deepEqual([bubble.width, bubble.height], [80, 60]);
  const check = (await draw('docs/api/vector.mdx', 'name="Check mark"')).byName('Check mark');
  assert.deepEqual([check.width, check.height], [24, 20]);
});
