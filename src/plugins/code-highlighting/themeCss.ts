/** The code colours as a client-module stylesheet; restart `npm start` after editing a palette. */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {writeIfChanged} from '../common/writeIfChanged';
import {codeColoursCss} from './css';
import {darkCodeTheme, lightCodeTheme} from './client/themes';

/** Writes the code-colour stylesheet. @returns its absolute path under the generated files dir. */
export function writeCodeColoursCss(context: LoadContext): string {
  const file = path.join(context.generatedFilesDir, 'code-highlighting', 'code-colours.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Unchanged bytes keep the file's time, so a content reload of `npm start` does not recompile it.
  writeIfChanged(file, codeColoursCss(lightCodeTheme, darkCodeTheme));
  return file;
}
