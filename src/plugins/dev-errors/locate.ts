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
 * - `YAMLException: … at line L, column C:` (gray-matter's js-yaml 3): gray-matter hands js-yaml the text after
 *   the opening `---` with its line break, so L is already the file's line.
 * @returns undefined for any other message, or when the place cannot be found.
 */
export function errorLine(coloured: string, source: string): number | undefined {
  // Docusaurus's logger colours the link when the terminal allows it.
  const message = coloured.replace(ANSI_COLOUR, '');
  const link = /markdown link couldn't be resolved: \((?:url=)?([^)\s]+)\)/.exec(message);
  if (link) return lineOf(source, `](${link[1]}`) ?? lineOf(source, link[1]);
  const yaml = /YAMLException:[^\n]* at line (\d+), column \d+/.exec(message);
  if (yaml && source.startsWith('---')) return Number(yaml[1]);
  return undefined;
}
