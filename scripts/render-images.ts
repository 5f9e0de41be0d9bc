/**
 * Renders the site's raster images from our hand-written SVG sources, in headless Chromium:
 * - static/img/favicon.ico       ← static/img/react-figma-logo.svg (16, 32 and 48 px PNG frames in one ICO)
 * - static/img/social-card.png   ← static/img/social-card.svg (1200×630 px, Open Graph / Twitter card)
 * - static/img/react-figma-logo.png, static/img/react-figma-logo-white.png ← the logo SVGs, for the navbar
 *   (32 px, light and dark mode) and the footer (48 px), drawn at 3× so they stay sharp on phones (LOGO_PX)
 *
 * Why the navbar and footer logos are PNG (PERF-15): an SVG `<img>` is a whole SVG document that Chromium
 * builds on the main thread when the file arrives, on every page, hidden dark-mode variant included; a PNG is
 * decoded off the main thread.
 *
 * Run `npm run images` after editing either SVG and commit the outputs (the build does not render them).
 * Chromium: CHROME_PATH or /usr/bin/chromium. Throws when the browser or a source SVG is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from './lib/browser';

const IMG = path.resolve(__dirname, '..', 'static', 'img');

async function renderSvg(browser: Browser, svgFile: string, width: number, height: number): Promise<Buffer> {
  const svg = fs.readFileSync(path.join(IMG, svgFile), 'utf8');
  const page = await browser.newPage({viewport: {width, height}});
  await page.setContent(
    `<html><body style="margin:0;background:transparent">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" ` +
      `width="${width}" height="${height}" style="display:block"></body></html>`,
  );
  const png = await page.screenshot({omitBackground: true, type: 'png'});
  await page.close();
  return png;
}

/** Packs PNG images into one .ico (ICONDIR + ICONDIRENTRY per image, PNG payloads as-is). */
export function packIco(images: {size: number; png: Buffer}[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({size, png}) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** Logo PNG widths in px: 3 × the 32 px navbar logo, and 3 × the 48 px footer logo (white only). */
export const LOGO_PX = {'react-figma-logo': 96, 'react-figma-logo-white': 144} as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  try {
    const sizes = [16, 32, 48];
    const frames = [];
    for (const size of sizes) {
      frames.push({size, png: await renderSvg(browser, 'react-figma-logo.svg', size, size)});
    }
    fs.writeFileSync(path.join(IMG, 'favicon.ico'), packIco(frames));
    for (const [name, px] of Object.entries(LOGO_PX)) {
      fs.writeFileSync(path.join(IMG, `${name}.png`), await renderSvg(browser, `${name}.svg`, px, px));
    }
    if (fs.existsSync(path.join(IMG, 'social-card.svg'))) {
      fs.writeFileSync(
        path.join(IMG, 'social-card.png'),
        await renderSvg(browser, 'social-card.svg', 1200, 630),
      );
    }
  } finally {
    await browser.close();
  }
  console.log(
    'render-images: wrote favicon.ico, the logo PNGs' +
      (fs.existsSync(path.join(IMG, 'social-card.png')) ? ' and social-card.png' : ''),
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
