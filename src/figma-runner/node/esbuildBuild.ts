/** esbuild's `build`, its service process stopped whenever no build of ours runs (../README.md, `node/`). */
import {build, stop, type BuildOptions, type OutputFile} from 'esbuild';

let running = 0;

/**
 * Runs one esbuild build in memory (`write: false`) and returns its files. Once no other build runs, it
 * stops esbuild's service process, which would otherwise idle beside `npm start` holding its last build's
 * memory; the next build starts a new one.
 * @throws whatever `build` throws (esbuild's messages, naming file and line).
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
