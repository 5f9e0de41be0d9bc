/**
 * Text measurement for the Figma stand-in: advances and line heights read with fontkit from the font files the
 * `@fontsource/inter` and `@fontsource/roboto` packages ship (WOFF, Latin subset). Figma sizes text with the real
 * font; we do the same with the font the node names, so widths are those of the real glyphs (no kerning, no
 * shaping: the result is approximate, which the preview caption says).
 */
import path from 'node:path';
import * as fontkit from 'fontkit';

/** A Figma font name, e.g. `{family: 'Inter', style: 'Semi Bold'}`. */
export interface FontName {
  family: string;
  style: string;
}

/** Families we have files for; any other family is measured (and drawn) with Inter. */
const FAMILIES: Record<string, {pkg: string; prefix: string; weights: number[]}> = {
  inter: {pkg: '@fontsource/inter', prefix: 'inter', weights: [400, 500, 600, 700]},
  roboto: {pkg: '@fontsource/roboto', prefix: 'roboto', weights: [400, 500, 700]},
};

/** Figma style names to CSS weights (the names Figma's font picker uses). */
const STYLE_WEIGHTS: [RegExp, number][] = [
  [/thin/i, 100],
  [/extra ?light|ultra ?light/i, 200],
  [/light/i, 300],
  [/medium/i, 500],
  [/semi ?bold|demi ?bold/i, 600],
  [/extra ?bold|ultra ?bold/i, 800],
  [/black|heavy/i, 900],
  [/bold/i, 700],
];

/** CSS weight of a Figma font style name ("Regular" → 400, "Semi Bold" → 600, "Bold Italic" → 700). */
export function weightOfStyle(style: string): number {
  return STYLE_WEIGHTS.find(([re]) => re.test(style))?.[1] ?? 400;
}

type Font = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  glyphForCodePoint(cp: number): {advanceWidth: number};
};
const fonts = new Map<string, Font>();

/** The font file used for a font name: nearest available weight of the family, or Inter. */
export function fontFileFor(name: FontName): string {
  const family = FAMILIES[name.family.toLowerCase()] ?? FAMILIES.inter;
  const want = weightOfStyle(name.style);
  const weight = family.weights.reduce((a, b) => (Math.abs(b - want) < Math.abs(a - want) ? b : a));
  const pkgDir = path.dirname(require.resolve(`${family.pkg}/package.json`));
  return path.join(pkgDir, 'files', `${family.prefix}-latin-${weight}-normal.woff`);
}

function fontFor(name: FontName): Font {
  const file = fontFileFor(name);
  let font = fonts.get(file);
  if (!font) {
    font = fontkit.openSync(file) as unknown as Font;
    fonts.set(file, font);
  }
  return font;
}

/** Line height of a Figma `lineHeight` value, in px; `AUTO` is the font's ascent + descent + line gap. */
export function lineHeightPx(
  name: FontName,
  fontSize: number,
  lineHeight?: {unit: string; value?: number},
): number {
  if (lineHeight?.unit === 'PIXELS' && lineHeight.value) return lineHeight.value;
  if (lineHeight?.unit === 'PERCENT' && lineHeight.value) return (fontSize * lineHeight.value) / 100;
  const font = fontFor(name);
  return ((font.ascent - font.descent + font.lineGap) / font.unitsPerEm) * fontSize;
}

/** Advance width of one line of text, in px (letter spacing in px added after every character but the last). */
export function lineWidthPx(text: string, name: FontName, fontSize: number, letterSpacingPx = 0): number {
  const font = fontFor(name);
  let units = 0;
  let count = 0;
  for (const ch of text) {
    units += font.glyphForCodePoint(ch.codePointAt(0) ?? 32).advanceWidth;
    count += 1;
  }
  return (units / font.unitsPerEm) * fontSize + Math.max(0, count - 1) * letterSpacingPx;
}

/**
 * Splits text into lines as Figma does for a fixed width: explicit newlines, then greedy wrapping at spaces
 * (a word longer than the width stays on its own line). `maxWidth` undefined means no wrapping.
 */
export function layoutLines(
  text: string,
  name: FontName,
  fontSize: number,
  maxWidth?: number,
  letterSpacingPx = 0,
): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    if (maxWidth === undefined) {
      out.push(para);
      continue;
    }
    let line = '';
    for (const word of para.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && lineWidthPx(candidate, name, fontSize, letterSpacingPx) > maxWidth + 0.01) {
        out.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    out.push(line);
  }
  return out;
}
