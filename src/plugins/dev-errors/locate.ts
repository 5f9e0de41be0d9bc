/**
 * Where in its file a Markdown build error happened, for the errors whose messages name no line: a Markdown
 * link Docusaurus could not resolve, and front matter the YAML parser refused (./index.ts adds the place).
 */

/** Terminal colour codes (ESC [ … m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The 1-based line of the first line of `source` that includes `needle`; undefined when none does. */
function lineOf(source: string, needle: string): number | undefined {
  const index = source.split('\n').findIndex((line) => line.includes(needle));
  return index < 0 ? undefined : index + 1;
}

/**
 * The line in `source` (the whole file, front matter included) that the error `message` is about.
 * - `… markdown link couldn't be resolved: (./page.md) in …` (Docusaurus's docs and blog loaders): the first line
 *   linking that target.
 * - `YAMLException: … (L:C)` (gray-matter's js-yaml): L counts from the front matter's first line, which is the
 *   file's second (after the opening `---`).
 * @returns undefined for any other message, or when the place cannot be found.
 */
export function errorLine(coloured: string, source: string): number | undefined {
  // Docusaurus's logger colours the link when the terminal allows it.
  const message = coloured.replace(ANSI_COLOUR, '');
  const link = /markdown link couldn't be resolved: \((?:url=)?([^)\s]+)\)/.exec(message);
  if (link) return lineOf(source, `](${link[1]}`) ?? lineOf(source, link[1]);
  const yaml = /YAMLException:[^\n]*\((\d+):\d+\)/.exec(message);
  if (yaml && source.startsWith('---')) return Number(yaml[1]) + 1;
  return undefined;
}
