/**
 * Reading the production build (build/) in the build-level tests: files by path or by absolute URL, PNG
 * sizes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {SITE_ROOT} from '../../src/plugins/common/siteRoot';

/** The production build's folder. */
export const BUILD = path.join(SITE_ROOT, 'build');
/** The site's address (docusaurus.config.ts `url`): absolute URLs in the build start with it. */
export const SITE_URL = 'https://react-figma.dev';

/** A built file's text. @throws AssertionError when it is missing (run `npm run build` first). */
export function read(file: string): string {
  const full = path.join(BUILD, file);
  assert.ok(fs.existsSync(full), `${file} is missing from build/ (run npm run build first)`);
  return fs.readFileSync(full, 'utf8');
}

/** Every HTML file of the build, as paths relative to build/ (`docs/installation/index.html`). */
export function builtHtmlFiles(): string[] {
  return (fs.readdirSync(BUILD, {recursive: true}) as string[]).filter((f) => f.endsWith('.html'));
}

/** The built file behind an absolute URL of the site. */
export function fileOfUrl(url: string): string {
  assert.ok(url.startsWith(`${SITE_URL}/`), `${url} is not on ${SITE_URL}`);
  return path.join(BUILD, decodeURIComponent(new URL(url).pathname));
}

/** Width and height (px) from a PNG's IHDR chunk. */
export function pngSize(file: string): {width: number; height: number} {
  const bytes = fs.readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', `${file} is not a PNG`);
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** The built HTML page of a route, parsed. */
export function htmlOf(route: string): Document {
  return new JSDOM(read(path.join(route, 'index.html'))).window.document;
}
