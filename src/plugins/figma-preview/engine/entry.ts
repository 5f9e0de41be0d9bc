/**
 * Which file of a project runs, the one rule for the build's previews (../examples.ts) and the playground: the
 * file the reader is looking at (`active`) when it calls react-figma's `render`; else a sibling file in the same
 * folder that renders it (it may set things up first, such as a viewport size); else a generated entry that
 * renders the `App` the active file exports.
 */

/** The generated entry's project path; never one of the reader's files. */
export const GENERATED_ENTRY = '__preview_entry__.tsx';

/** Exports a component named `App`. */
export const exportsApp = (code: string) => /export\s+(const|function|let)\s+App\b/.test(code);

/** Calls `render(` imported from react-figma (not ReactDOM.render). */
export const callsRender = (code: string) =>
  /import\s*\{[^}]*\brender\b[^}]*\}\s*from\s*['"]react-figma['"]/.test(code) &&
  /(^|[^.\w])render\s*\(/m.test(code);

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));
const stem = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/**
 * The project as it runs: the files (with the generated entry added when one is needed) and the entry's path.
 * @param files project path → source; `active` must be one of them.
 */
export function projectEntry(
  files: Record<string, string>,
  active: string,
): {files: Record<string, string>; entry: string} {
  const code = files[active] ?? '';
  if (callsRender(code)) return {files, entry: active};
  const importsActive = new RegExp(
    `from\\s*['"]\\./${stem(active).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`,
  );
  const sibling = Object.keys(files).find(
    (p) =>
      p !== active && dirOf(p) === dirOf(active) && callsRender(files[p]) && importsActive.test(files[p]),
  );
  if (sibling) return {files, entry: sibling};
  const fromRoot = `./${active.replace(/\.tsx?$/, '')}`;
  const generated =
    `import * as React from 'react';\nimport {render} from 'react-figma';\nimport {App} from '${fromRoot}';\n` +
    `render(<App />);\n`;
  return {files: {...files, [GENERATED_ENTRY]: generated}, entry: GENERATED_ENTRY};
}
