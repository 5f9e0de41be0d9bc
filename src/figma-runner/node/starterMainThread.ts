/** The starter's main thread as both shells run it; apart from the bundlers, which a warm worker skips. */
import fs from 'node:fs';
import path from 'node:path';
import {transform} from 'sucrase';
import {MAIN_THREAD_FILE} from '../project/entry';
import {transpileFile, type SucraseTransform} from '../project/transpileFile';

/** The starter's `src/code.tsx` compiled as the playground compiles a file. @throws TranspileError. */
export function starterMainThread(starterDir: string): string {
  const code = fs.readFileSync(path.join(starterDir, MAIN_THREAD_FILE), 'utf8');
  return transpileFile(transform as SucraseTransform, code, MAIN_THREAD_FILE);
}

/** The starter's `src/ui.html`, the UI's document where a project has none (../engine/dom.ts). */
export const starterUiHtml = (starterDir: string): string =>
  fs.readFileSync(path.join(starterDir, 'src', 'ui.html'), 'utf8');
