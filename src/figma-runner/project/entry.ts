/** Which file of a project runs and how `App` renders, for all three (../README.md "The project rules"). */

/** The generated entry's project path; never one of the reader's files. */
export const GENERATED_ENTRY = '__preview_entry__.tsx';

/** The plugin's main thread (the starter's `setupMainThread()`): never the UI's entry. */
export const MAIN_THREAD_FILE = 'src/code.tsx';

/** Exports a component named `App` (a function, a constant or a class). */
export const exportsApp = (code: string): boolean => /export\s+(const|function|let|class)\s+App\b/.test(code);

/** Calls `render(` imported from react-figma (not ReactDOM.render). */
export const callsRender = (code: string): boolean =>
  /import\s*\{[^}]*\brender\b[^}]*\}\s*from\s*['"]react-figma['"]/.test(code) &&
  /(^|[^.\w])render\s*\(/m.test(code);

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));
const stem = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/** `renders`: `file` calls react-figma's `render`; `app`: its exported `App` is to be rendered. */
export interface EntryChoice {
  kind: 'renders' | 'app';
  file: string;
}

/**
 * The entry for `active`: itself if it calls `render`, else a sibling rendering it, else its `App`; for the
 * main thread's file, the entry of `defaultActive`.
 */
export function chooseEntry(files: Record<string, string>, active: string): EntryChoice {
  if (active === MAIN_THREAD_FILE) active = defaultActive(files) ?? active;
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

/** The active file when none is focused: the first that calls `render`, else exports `App`; or undefined. */
export function defaultActive(files: Record<string, string>): string | undefined {
  const names = Object.keys(files);
  return names.find((n) => callsRender(files[n])) ?? names.find((n) => exportsApp(files[n]));
}

/** The files the engine runs (plus a generated `render(<App />)` entry when needed) and the entry's path. */
export function projectEntry(
  files: Record<string, string>,
  active: string,
): {files: Record<string, string>; entry: string} {
  const choice = chooseEntry(files, active);
  if (choice.kind === 'renders') return {files, entry: choice.file};
  const fromRoot = `./${choice.file.replace(/\.tsx?$/, '')}`;
  const generated =
    `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from '${fromRoot}';\n` +
    `render(<App />);\n`;
  return {files: {...files, [GENERATED_ENTRY]: generated}, entry: GENERATED_ENTRY};
}
