/**
 * The code blocks' colours as a stylesheet, generated from the palettes of ./client/themes.ts by ./css.ts (see there
 * for why colours are CSS and not inline styles).
 *
 * The file is written into the site's generated folder when the plugin starts and loaded as a client module,
 * so it joins the site-wide CSS. Restart `npm start` after editing a palette.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {writeIfChanged} from '../common/writeIfChanged';
import {codeColoursCss} from './css';
import {darkCodeTheme, lightCodeTheme} from './client/themes';

/**
 * Writes the code-colour stylesheet for this build.
 * @returns its absolute path, `<generatedFilesDir>/code-highlighting/code-colours.css`, to load as a client module.
 */
export function writeCodeColoursCss(context: LoadContext): string {
  const file = path.join(context.generatedFilesDir, 'code-highlighting', 'code-colours.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Unchanged bytes keep the file's time, so a content reload of `npm start` does not recompile it.
  writeIfChanged(file, codeColoursCss(lightCodeTheme, darkCodeTheme));
  return file;
}
