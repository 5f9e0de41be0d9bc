/** The type checker's typings built in a worker thread, so `npm start` keeps serving meanwhile (PERF-20). */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

const STARTER_TYPINGS = path.join(__dirname, '..', '..', 'figma-runner', 'node', 'starterTypings.ts');

/** The thread's code: jiti compiles the TypeScript module there, as the site's config shim does on server. */
const THREAD = `
const {parentPort, workerData} = require('node:worker_threads');
const load = require(workerData.jiti)(workerData.module, {interopDefault: true});
const {starterTypings} = load(workerData.module);
parentPort.postMessage(starterTypings(workerData.starterDir, workerData.nodeModules));
`;

/**
 * `starterTypings` in a worker thread: seconds of synchronous TypeScript would hold the dev server's event
 * loop. @throws the thread's error, or an Error naming its exit code.
 */
export function starterTypingsInThread(
  starterDir: string,
  nodeModules: string,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, {
      eval: true,
      workerData: {jiti: require.resolve('jiti'), module: STARTER_TYPINGS, starterDir, nodeModules},
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`[runner-assets] the typings thread exited with code ${code}.`));
    });
  });
}
