/**
 * Which file of a reader's project runs, and how its `App` is rendered: the one rule for the build's previews
 * (../examples.ts), the playground (../browser/worker.ts) and the "Download as Figma plugin" zip
 * (../download/pluginProject.ts). Browser-safe and platform-free, so that the download's
 * client code can import it (`npm run check:deps` forbids browser code importing ../engine/).
 *
 * The rule: the file the reader is looking at (`active`) when it calls react-figma's `render`; else a sibling
 * file in the same folder that imports and renders it (it may set things up first, such as a viewport size);
 * else the `App` the active file exports, rendered by a generated entry (the engine) or by the starter's
 * `src/ui.tsx` (the download).
 */

/** The generated entry's project path; never one of the reader's files. */
export const GENERATED_ENTRY = '__preview_entry__.tsx';

/** Exports a component named `App` (a function, a constant or a class). */
export const exportsApp = (code: string): boolean => /export\s+(const|function|let|class)\s+App\b/.test(code);

/** Calls `render(` imported from react-figma (not ReactDOM.render). */
export const callsRender = (code: string): boolean =>
  /import\s*\{[^}]*\brender\b[^}]*\}\s*from\s*['"]react-figma['"]/.test(code) &&
  /(^|[^.\w])render\s*\(/m.test(code);

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));
const stem = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/**
 * How a project starts: `renders`, `file` calls react-figma's `render` itself and is run as it is; `app`, the
 * `App` that `file` exports is to be rendered (`file` may not export one: the caller decides what that means).
 */
export interface EntryChoice {
  kind: 'renders' | 'app';
  file: string;
}

/**
 * The entry for `active` (see this file's header).
 * @param files project path → source; `active` should be one of them (a missing one reads as empty).
 */
export function chooseEntry(files: Record<string, string>, active: string): EntryChoice {
  if (callsRender(files[active] ?? '')) return {kind: 'renders', file: active};
  const importsActive = new RegExp(
    `from\\s*['"]\\./${stem(active).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`,
  );
  const sibling = Object.keys(files).find(
    (p) =>
      p !== active && dirOf(p) === dirOf(active) && callsRender(files[p]) && importsActive.test(files[p]),
  );
  if (sibling) return {kind: 'renders', file: sibling};
  return {kind: 'app', file: active};
}

/**
 * The file to treat as active when no one is looking at one (a project handed over without a focused tab):
 * the first file, in `files`' order, that calls `render`; else the first that exports `App`; undefined when
 * neither exists, i.e. the project draws nothing.
 */
export function defaultActive(files: Record<string, string>): string | undefined {
  const names = Object.keys(files);
  return names.find((n) => callsRender(files[n])) ?? names.find((n) => exportsApp(files[n]));
}

/**
 * The project as the preview engine runs it: the files (with a generated `render(<App />)` entry added when one
 * is needed) and the entry's path.
 * @param files project path → source; `active` must be one of them.
 */
export function projectEntry(
  files: Record<string, string>,
  active: string,
): {files: Record<string, string>; entry: string} {
  const choice = chooseEntry(files, active);
  if (choice.kind === 'renders') return {files, entry: choice.file};
  const fromRoot = `./${active.replace(/\.tsx?$/, '')}`;
  const generated =
    `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from '${fromRoot}';\n` +
    `render(<App />);\n`;
  return {files: {...files, [GENERATED_ENTRY]: generated}, entry: GENERATED_ENTRY};
}
