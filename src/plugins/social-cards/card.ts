/** Social cards: a 1200×630 PNG per page, drawn by satori and resvg, cached by content (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type satoriType from 'satori';
import {CARD_HEIGHT, CARD_WIDTH} from './client/paths';
import {hashOf, type FileCache} from '../common/fileCache';

/** What one card shows. */
export interface CardText {
  title: string;
  /** Sidebar section, e.g. `API · Figma components`, or `Blog · 2020-10-29`. */
  section: string;
  /** Host and route shown at the bottom, e.g. `react-figma.dev/docs/api/frame`. */
  address: string;
}

export interface CardAssets {
  fonts: {name: string; data: Buffer; weight: 400 | 700; style: 'normal'}[];
  /** The white mark as a data: URL. */
  mark: string;
  /** Card background (`--ifm-color-primary`, the darker brand red that keeps white text at AA contrast). */
  background: string;
  /** Accent (`--brand-red`). */
  accent: string;
  /** Hash of everything above plus this file: part of every cache key. */
  hash: string;
}

/** A custom property of a stylesheet's `:root`. @throws Error naming `file` when missing. */
function rootCustomProperty(css: string, name: string, file: string): string {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const value = new RegExp(`${name.replace(/-/g, '\\-')}\\s*:\\s*([^;]+);`).exec(root)?.[1]?.trim();
  if (!value)
    throw new Error(
      `[social-cards] ${file}: no ${name} in :root (the social cards take their colours from it)`,
    );
  return value;
}

/** Loads the fonts, mark and colours once per build. */
export function loadCardAssets(siteDir: string): CardAssets {
  const fontDir = path.join(
    path.dirname(require.resolve('@fontsource/inter/package.json', {paths: [siteDir]})),
    'files',
  );
  const font = (weight: 400 | 700) => ({
    name: 'Inter',
    data: fs.readFileSync(path.join(fontDir, `inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  });
  const fonts = [font(400), font(700)];
  const markSvg = fs.readFileSync(path.join(siteDir, 'static/img/react-figma-logo-white.svg'));
  const cssFile = path.join(siteDir, 'src/css/custom.css');
  const css = fs.readFileSync(cssFile, 'utf8');
  const background = rootCustomProperty(css, '--ifm-color-primary', 'src/css/custom.css');
  const accent = rootCustomProperty(css, '--brand-red', 'src/css/custom.css');
  return {
    fonts,
    mark: `data:image/svg+xml;base64,${markSvg.toString('base64')}`,
    background,
    accent,
    hash: hashOf(fs.readFileSync(__filename), ...fonts.map((f) => f.data), markSvg, background, accent),
  };
}

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {
    style?: Style;
    children?: (Element | string)[] | Element | string;
    src?: string;
    width?: number;
    height?: number;
  };
}
const h = (type: string, style: Style, children?: Element['props']['children']): Element => ({
  type,
  props: {style, children},
});

/** Title size (px) that keeps long titles on at most three lines. */
function titleSize(title: string): number {
  if (title.length <= 22) return 88;
  if (title.length <= 40) return 72;
  return 58;
}

/** Inner padding of the card, px. */
const PAD_X = 88;
const PAD_Y = 64;

function layout(text: CardText, assets: CardAssets): Element {
  const inner = CARD_WIDTH - 2 * PAD_X;
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: assets.background,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: CARD_WIDTH,
          height: CARD_HEIGHT - 16,
          padding: `${PAD_Y}px ${PAD_X}px`,
        },
        [
          h('div', {display: 'flex', alignItems: 'center'}, [
            {type: 'img', props: {src: assets.mark, width: 88, height: 88}},
            h('div', {marginLeft: 28, fontSize: 44, fontWeight: 700}, 'React Figma'),
          ]),
          h('div', {display: 'flex', flexDirection: 'column', width: inner}, [
            h('div', {fontSize: 32, opacity: 0.85, marginBottom: 16}, text.section),
            h(
              'div',
              {width: inner, fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.1},
              text.title,
            ),
          ]),
          h('div', {fontSize: 28, opacity: 0.85}, text.address),
        ],
      ),
      // The bright brand red as a bar along the bottom edge.
      h('div', {width: CARD_WIDTH, height: 16, backgroundColor: assets.accent}),
    ],
  );
}

/** Draws one card. @returns PNG bytes, 1200×630. */
async function drawCard(text: CardText, assets: CardAssets): Promise<Buffer> {
  // Loaded on the first card that is not in the cache: a warm build never loads the renderer.
  const {default: satori} = await import('satori');
  const {Resvg} = await import('@resvg/resvg-js');
  const svg = await satori(layout(text, assets) as unknown as Parameters<typeof satoriType>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts,
  });
  return new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}}).render().asPng();
}

/** Cache key of one card: its text and every input of the drawing (assets.hash). */
function cardKey(text: CardText, assets: CardAssets): string {
  return hashOf(assets.hash, JSON.stringify(text));
}

/** Writes the card to `outFile`, from the cache when possible. @returns whether it was drawn. */
export async function writeCard(
  text: CardText,
  assets: CardAssets,
  cache: FileCache,
  outFile: string,
): Promise<boolean> {
  const key = cardKey(text, assets);
  fs.mkdirSync(path.dirname(outFile), {recursive: true});
  const cached = cache.get(key, '.png');
  if (cached) {
    fs.writeFileSync(outFile, cached);
    return false;
  }
  const png = await drawCard(text, assets);
  cache.set(key, '.png', png);
  fs.writeFileSync(outFile, png);
  return true;
}
