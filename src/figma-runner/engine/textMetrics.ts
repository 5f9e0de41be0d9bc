/** Text measured from `@fontsource` Inter and Roboto advance widths (no kerning), via `useFontTables`. */

/** A Figma font name, e.g. `{family: 'Inter', style: 'Semi Bold'}`. */
export interface FontName {
  family: string;
  style: string;
}

/** One font file's metrics in font units; `advances` by decimal code point, `missing` for glyph 0. */
export interface FontTable {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  missing: number;
  advances: Record<string, number>;
}

/** Families we have files for; any other family is measured (and drawn) with Inter. */
export const FONT_FAMILIES: Record<string, {pkg: string; prefix: string; weights: number[]}> = {
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

/** The font file key for a font name (`inter-600`): the family's nearest weight, or Inter. */
function fontKeyFor(name: FontName): string {
  const family = FONT_FAMILIES[name.family.toLowerCase()] ?? FONT_FAMILIES.inter;
  const want = weightOfStyle(name.style);
  const weight = family.weights.reduce((a, b) => (Math.abs(b - want) < Math.abs(a - want) ? b : a));
  return `${family.prefix}-${weight}`;
}

let tables: Record<string, FontTable> | undefined;

/** Hands the engine its font tables by key (`inter-400`…); each shell calls it once before a first render. */
export function useFontTables(byKey: Record<string, FontTable>): void {
  tables = byKey;
}

/** @throws Error when the shell has not called `useFontTables`, or the table for the key is missing. */
function fontFor(name: FontName): FontTable {
  const key = fontKeyFor(name);
  const table = tables?.[key];
  if (!table) throw new Error(`no font table for ${key}: the shell must call useFontTables first`);
  return table;
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

/** Advance width of one line of text, px (letter spacing in px added after every character but the last). */
export function lineWidthPx(text: string, name: FontName, fontSize: number, letterSpacingPx = 0): number {
  const font = fontFor(name);
  let units = 0;
  let count = 0;
  for (const ch of text) {
    units += font.advances[ch.codePointAt(0) ?? 32] ?? font.missing;
    count += 1;
  }
  return (units / font.unitsPerEm) * fontSize + Math.max(0, count - 1) * letterSpacingPx;
}

/** Lines as Figma wraps them: newlines, then greedily at spaces within `maxWidth` px (undefined: no wrap). */
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
