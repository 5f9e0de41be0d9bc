/** webpack loader (dev server only): a playground-only file becomes its URL on the dev server disk route. */
import crypto from 'node:crypto';
import path from 'node:path';
import type {LoaderContext} from 'webpack';

/** `publicPath`: the URL folder the dev server serves the file's folder at (./diskAssets.ts). */
export interface DiskAssetOptions {
  publicPath: string;
}

/**
 * `export default "<publicPath><file>?v=<hash>"`: webpack keeps this, not the file; the hash busts caches.
 */
export default function diskAssetLoader(this: LoaderContext<DiskAssetOptions>, content: Buffer): string {
  const {publicPath} = this.getOptions();
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  return `export default ${JSON.stringify(`${publicPath}${path.basename(this.resourcePath)}?v=${hash}`)};\n`;
}

export const raw = true;
