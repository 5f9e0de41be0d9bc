/**
 * Runs every claims file (tests/claims/*.test.ts) in this one process (tests/helpers/oneProcess.ts), so they
 * share TypeScript, the parsed typings (readerProgram.ts) and the reader project (tests/helpers/claims.ts): a
 * process per file paid Node, tsx and their parse again. Each file still gets an engine worker of its own
 * (its `after(closeEngine)` runs at its end): the worker keeps react-figma's module state between renders,
 * and a claim about a dropped layout pass (page.test.ts) failed after other files' renders.
 * `npm run test:claims` runs this file; `node --import tsx --test <file>` runs one file alone.
 */
import {loadFiles} from '../helpers/oneProcess';

loadFiles(__dirname);
