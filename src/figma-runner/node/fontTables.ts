/** The engine's font tables (../engine/textMetrics.ts), read by fontkit from the `@fontsource` WOFF files. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/**
 * The SFNT font inside a WOFF 1.0 file (W3C WOFF 1.0: a 44-byte header, 20-byte table entries, each table
 * zlib-compressed when shorter), its tables inflated with node:zlib: fontkit inflates them in JavaScript
 * (tiny-inflate), which was most of an engine worker's start. Other files pass through.
 */
function sfntOf(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOFF') return file;
  const count = file.readUInt16BE(12);
  const tables = Array.from({length: count}, (_, i) => {
    const at = 44 + i * 20;
    const [offset, packed, length] = [4, 8, 12].map((k) => file.readUInt32BE(at + k));
    const raw = file.subarray(offset, offset + packed);
    return {at, data: packed < length ? zlib.inflateSync(raw) : raw};
  });
  const pad = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((size, t) => size + pad(t.data.length), 12 + 16 * count));
  const selector = Math.floor(Math.log2(count));
  out.writeUInt32BE(file.readUInt32BE(4), 0);
  [count, 16 << selector, selector, count * 16 - (16 << selector)].forEach((v, i) =>
    out.writeUInt16BE(v, 4 + 2 * i),
  );
  let offset = 12 + 16 * count;
  tables.forEach(({at, data}, i) => {
    file.copy(out, 12 + 16 * i, at, at + 4);
    out.writeUInt32BE(file.readUInt32BE(at + 16), 12 + 16 * i + 4);
    out.writeUInt32BE(offset, 12 + 16 * i + 8);
    out.writeUInt32BE(data.length, 12 + 16 * i + 12);
    data.copy(out, offset);
    offset += pad(data.length);
  });
  return out;
}

function tableOf(file: string): FontTable {
  const font = fontkit.create(sfntOf(fs.readFileSync(file))) as FontkitFont;
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
