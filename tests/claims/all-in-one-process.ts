/**
 * Runs every claims file (tests/claims/*.test.ts) in this one process (tests/helpers/oneProcess.ts), so they
 * share TypeScript, the parsed typings (readerProgram.ts), the reader project and the engine's workers
 * (tests/helpers/claims.ts): a process per file paid Node, tsx, their parse and a worker's start again.
 * `npm run test:claims` runs this file; `node --import tsx --test <file>` runs one file alone.
 */
import {after} from 'node:test';
import {closeEngine, shareEngineAcrossFiles} from '../helpers/claims';
import {loadFiles} from '../helpers/oneProcess';

shareEngineAcrossFiles();
loadFiles(__dirname);
after(() => closeEngine(true));
