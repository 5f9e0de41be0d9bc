/**
 * Runs the unit files in this one process (tests/helpers/oneProcess.ts), so they share Node, tsx, TypeScript
 * and the parsed typings; a file whose header says `// Own process: <why>` runs in a process of its own
 * (`npm run test:unit` passes those beside this file). One file alone: `node --import tsx --test <file>`.
 */
import {loadFiles} from '../helpers/oneProcess';

loadFiles(__dirname);
