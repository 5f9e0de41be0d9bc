/** webpack loader (dev server only): a playground-only file becomes its URL on the dev server disk route. */
import crypto from 'node:crypto';
import path from 'node:path';
import type {LoaderContext} from 'webpack';

/** `publicPath`: the URL folder the dev server serves the file's folder at (./diskAssets.ts). */
export interface DiskAssetOptions {
  publicPath: string;
}

/**
 * Gives `export default "<publicPath><file name>?v=<hash>"`: webpack keeps these few bytes instead of the
 * file (megabytes), and the hash changes the URL whenever the file does, so no stale copy is fetched.
 */
export default function diskAssetLoader(this: LoaderContext<DiskAssetOptions>, content: Buffer): string {
  const {publicPath} = this.getOptions();
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  return `export default ${JSON.stringify(`${publicPath}${path.basename(this.resourcePath)}?v=${hash}`)};\n`;
}

export const raw = true;
