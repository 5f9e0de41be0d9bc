/** esbuild's `build`, its service process stopped whenever no build of ours runs (../README.md, `node/`). */
import {build, stop, type BuildOptions, type OutputFile} from 'esbuild';

let running = 0;

/**
 * One esbuild build in memory; once no other runs, esbuild's service process stops instead of idling beside
 * `npm start`. @throws esbuild's errors.
 */
export async function buildOnce(options: Omit<BuildOptions, 'write'>): Promise<OutputFile[]> {
  running += 1;
  try {
    return (await build({...options, write: false})).outputFiles;
  } finally {
    running -= 1;
    if (running === 0) await stop();
  }
}
