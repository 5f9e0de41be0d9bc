/** The engine's font tables (../engine/textMetrics.ts), read by fontkit from the `@fontsource` WOFF files. */
import path from 'node:path';
import * as fontkit from 'fontkit';
import {FONT_FAMILIES, useFontTables, type FontTable} from '../engine/textMetrics';

interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  characterSet: number[];
  glyphForCodePoint(cp: number): {advanceWidth: number};
  getGlyph(id: number): {advanceWidth: number};
}

/** The WOFF file of one family prefix and weight, e.g. `inter`, 600. */
function fontFile(pkg: string, prefix: string, weight: number): string {
  const pkgDir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(pkgDir, 'files', `${prefix}-latin-${weight}-normal.woff`);
}

function tableOf(file: string): FontTable {
  const font = fontkit.openSync(file) as FontkitFont;
  const advances: Record<string, number> = {};
  for (const cp of font.characterSet) advances[cp] = font.glyphForCodePoint(cp).advanceWidth;
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    lineGap: font.lineGap,
    missing: font.getGlyph(0).advanceWidth,
    advances,
  };
}

/** Tables of every family and weight by key (`inter-400`…). @throws Error naming a missing font file. */
export function readFontTables(): Record<string, FontTable> {
  const out: Record<string, FontTable> = {};
  for (const {pkg, prefix, weights} of Object.values(FONT_FAMILIES)) {
    for (const weight of weights) out[`${prefix}-${weight}`] = tableOf(fontFile(pkg, prefix, weight));
  }
  return out;
}

let handed = false;
/** Hands `readFontTables()` to the engine once per process (the build's worker, its main process, tests). */
export function useNodeFontTables(): void {
  if (handed) return;
  useFontTables(readFontTables());
  handed = true;
}
