/**
 * What a reader's project becomes in the plugin: its files as typed, plus the starter's UI entry when the
 * project has none; the plugin's manifest; the zip's file name.
 */
import {PluginDownloadError} from './errors';
import {checkFileName} from '../../playground/client/files';

/** The UI thread's entry: the starter's webpack config builds `dist/ui.html` from it. */
export const UI_ENTRY = 'src/ui.tsx';
/** The main thread's entry (the starter's `setupMainThread()`); a reader's file may not replace it. */
export const MAIN_THREAD_ENTRY = 'src/code.tsx';

/** Exports `App` (the starter's ui.tsx renders it). */
export const exportsApp = (code: string): boolean => /export\s+(const|function|let|class)\s+App\b/.test(code);
/** Calls `render(` imported from react-figma (not ReactDOM's). */
export const callsRender = (code: string): boolean =>
  /import\s*\{[^}]*\brender\b[^}]*\}\s*from\s*['"]react-figma['"]/.test(code) &&
  /(^|[^.\w])render\s*\(/m.test(code);

/** `./App` for `src/App.tsx` seen from `src/ui.tsx`: a relative import without the extension. */
function importFromUi(path: string): string {
  return `./${path.slice('src/'.length).replace(/\.tsx?$/, '')}`;
}

/**
 * The `src/` files of the plugin: the reader's files, unchanged, and `src/ui.tsx` when they have none.
 *
 * The UI entry: the reader's own `src/ui.tsx` when there is one; otherwise a generated `src/ui.tsx` that imports
 * the first file calling react-figma's `render()`; otherwise the starter's `src/ui.tsx` (which renders `App`
 * from `./App`), pointed at the file that exports `App` if that is not `src/App.tsx`.
 * @param starterUi the starter's `src/ui.tsx`.
 * @throws Error (checkFileName) for an unsafe name; PluginDownloadError `entry` for a file that would replace
 *   the main thread's `src/code.tsx`, or a project with nothing to draw.
 */
export function pluginSources(
  files: Record<string, string>,
  starterUi: string,
): {sources: Record<string, string>; generatedEntry: boolean} {
  const names = Object.keys(files);
  for (const name of names) checkFileName(name);
  if (names.includes(MAIN_THREAD_ENTRY)) {
    throw new PluginDownloadError(
      'entry',
      `${MAIN_THREAD_ENTRY} is the plugin's main-thread file (it starts react-figma's setupMainThread()); ` +
        'rename your file.',
      {file: MAIN_THREAD_ENTRY},
    );
  }
  if (names.includes(UI_ENTRY)) return {sources: {...files}, generatedEntry: false};
  const renderer = names.find((n) => callsRender(files[n]));
  if (renderer) {
    const entry = `import 'react-figma/rpc';\nimport '${importFromUi(renderer)}';\n`;
    return {sources: {...files, [UI_ENTRY]: entry}, generatedEntry: true};
  }
  const app = names.find((n) => exportsApp(files[n]));
  if (!app) {
    throw new PluginDownloadError(
      'entry',
      'Nothing to draw: no file calls render() from react-figma or exports a component named App.',
    );
  }
  const entry = app === 'src/App.tsx' ? starterUi : starterUi.replace("'./App'", `'${importFromUi(app)}'`);
  return {sources: {...files, [UI_ENTRY]: entry}, generatedEntry: true};
}

/**
 * The file-name part for a title: lower case ASCII letters and digits joined by `-`, at most 60 characters;
 * `plugin` when nothing is left. `Frame — Auto layout` → `frame-auto-layout`.
 */
export function pluginSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'plugin';
}

/** The zip's file name: `react-figma-<slug>.zip`. */
export const pluginZipName = (name: string): string => `react-figma-${pluginSlug(name)}.zip`;

/** A development plugin's manifest.json (see this plugin's README for each field). */
export interface PluginManifest {
  name: string;
  id: string;
  api: '1.0.0';
  main: 'dist/code.js';
  ui: 'dist/ui.html';
  editorType: ['figma'];
}

/** The manifest for a plugin titled `name`; its id is `react-figma-<slug>`, stable per example. */
export function pluginManifest(name: string): PluginManifest {
  return {
    name: name.trim() || 'React Figma plugin',
    id: `react-figma-${pluginSlug(name)}`,
    api: '1.0.0',
    main: 'dist/code.js',
    ui: 'dist/ui.html',
    editorType: ['figma'],
  };
}
