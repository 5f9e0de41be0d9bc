/** unused-css plugin (PERF-2): the site-wide stylesheet loses rules nothing built can match (README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PurgeCSS} from 'purgecss';

/** Class names built at run time (theme-classic's Admonition writes `alert--<type>`). */
export const RUNTIME_CLASSES: RegExp[] = [/^alert--/];

/** Selectors PurgeCSS 7.0.2 rejects though used: it does not look inside `:where()`. */
export const PURGECSS_MISSES: RegExp[] = [/:where/];

/** Attributes scripts set on `<html>`: selectors using them are kept whole. */
export const RUNTIME_ATTRIBUTES: RegExp[] = [/data-theme/, /data-has-hydrated/, /data-announcement-bar/];

/** What one run removed, for the build log. Sizes in bytes (uncompressed). */
export interface UnusedCssResult {
  file: string;
  bytesBefore: number;
  bytesAfter: number;
  rejectedSelectors: number;
}

/** The one `assets/css/styles.<hash>.css` of a build. @throws Error when there is not exactly one. */
export function siteStylesheet(outDir: string): string {
  const dir = path.join(outDir, 'assets', 'css');
  const found = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((f) => /^styles\.[0-9a-f]+\.css$/.test(f))
    : [];
  if (found.length !== 1) {
    throw new Error(
      `[unused-css] expected one styles.<hash>.css in ${dir}, found ${found.length}; revisit src/plugins/unused-css.`,
    );
  }
  return path.join(dir, found[0]);
}

/** Every HTML page and `assets/js` chunk of the build: the files whose words decide what stays. */
export function contentFiles(outDir: string): string[] {
  const chunks = path.join('assets', 'js');
  return (fs.readdirSync(outDir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html') || (path.dirname(file) === chunks && file.endsWith('.js')))
    .map((file) => path.join(outDir, file));
}

/** Every custom property written in `texts`, which PurgeCSS must keep. */
export function referencedCustomProperties(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const [name] of text.matchAll(/--[A-Za-z0-9_-]+/g)) names.add(name);
  return [...names];
}

/** The build's stylesheets other than `cssFile` (paths): route chunks', the search bar's, playground's. */
function otherStylesheets(cssFile: string): string[] {
  const dir = path.dirname(cssFile);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.css') && path.join(dir, f) !== cssFile)
    .map((f) => path.join(dir, f));
}

/** Removes unmatched rules and unused custom properties from `cssFile`. @throws Error when unsafe. */
export async function removeUnusedCss(outDir: string, cssFile: string): Promise<UnusedCssResult> {
  const before = fs.readFileSync(cssFile, 'utf8');
  const texts = contentFiles(outDir).map((file) => fs.readFileSync(file, 'utf8'));
  const otherCss = otherStylesheets(cssFile).map((file) => fs.readFileSync(file, 'utf8'));
  const [result] = await new PurgeCSS().purge({
    content: texts.map((raw) => ({raw, extension: 'html'})),
    css: [{raw: before}],
    safelist: {
      standard: RUNTIME_CLASSES,
      greedy: [...RUNTIME_ATTRIBUTES, ...PURGECSS_MISSES],
      variables: referencedCustomProperties([...texts, ...otherCss]),
    },
    // Keyframes and @font-face are read by name from other rules or scripts; the site has few.
    variables: true,
    keyframes: false,
    fontFace: false,
    rejected: true,
  });
  if (!result) throw new Error(`[unused-css] PurgeCSS returned nothing for ${cssFile}`);
  const wronglyRemoved = usedSelectorsAmong(result.rejected ?? [], wordsOf(texts));
  if (wronglyRemoved.length > 0) {
    throw new Error(
      `[unused-css] PurgeCSS would remove ${wronglyRemoved.length} selector(s) whose class names all occur in the build: ` +
        `${wronglyRemoved.join(', ')}. Add a pattern to PURGECSS_MISSES in src/plugins/unused-css/index.ts.`,
    );
  }
  fs.writeFileSync(cssFile, result.css);
  return {
    file: cssFile,
    bytesBefore: Buffer.byteLength(before),
    bytesAfter: Buffer.byteLength(result.css),
    rejectedSelectors: result.rejected?.length ?? 0,
  };
}

/** Every word PurgeCSS's default extractor finds in `texts` (`[A-Za-z0-9_-]+`). */
function wordsOf(texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
  return words;
}

/** The `rejected` selectors a page may still match: no class name, or all in `tokens`. */
export function usedSelectorsAmong(rejected: string[], tokens: Set<string>): string[] {
  return rejected.filter((selector) => {
    const classNames = [...selector.matchAll(/\.(-?[A-Za-z_][A-Za-z0-9_-]*)/g)].map((m) => m[1]);
    return classNames.length === 0 || classNames.every((name) => tokens.has(name));
  });
}

export default function unusedCssPlugin(_context: LoadContext): Plugin {
  return {
    name: 'unused-css',
    async postBuild({outDir}) {
      const {file, bytesBefore, bytesAfter, rejectedSelectors} = await removeUnusedCss(
        outDir,
        siteStylesheet(outDir),
      );
      console.log(
        `[unused-css] ${path.basename(file)}: ${bytesBefore} → ${bytesAfter} B, ${rejectedSelectors} unused selectors removed`,
      );
    },
  };
}
