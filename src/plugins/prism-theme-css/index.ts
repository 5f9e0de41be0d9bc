/**
 * prism-theme-css: the code blocks' colours as a stylesheet, generated from the palettes of src/prism/themes.ts
 * by src/prism/css.ts (see there for why colours are CSS and not inline styles).
 *
 * The file is written into the site's generated folder when the plugin starts and loaded as a client module,
 * so it joins the site-wide CSS. Restart `npm start` after editing a palette.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColoursCss} from '../../prism/css';
import {darkCodeTheme, lightCodeTheme} from '../../prism/themes';

export default function prismThemeCssPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'prism-theme-css', 'code-colours.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, codeColoursCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'prism-theme-css',
    getClientModules: () => [file],
  };
}
