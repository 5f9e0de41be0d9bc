/** Where in its file a Markdown build error happened, for messages that name no line. */

/** Terminal colour codes (ESC [ … m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The 1-based line of the first line of `source` that includes `needle`; undefined when none does. */
function lineOf(source: string, needle: string): number | undefined {
  const index = source.split('\n').findIndex((line) => line.includes(needle));
  return index < 0 ? undefined : index + 1;
}

/** The line of `source` a link or js-yaml error message is about; undefined for other messages. */
export function errorLine(coloured: string, source: string): number | undefined {
  // Docusaurus's logger colours the link when the terminal allows it.
  const message = coloured.replace(ANSI_COLOUR, '');
  const link = /markdown link couldn't be resolved: \((?:url=)?([^)\s]+)\)/.exec(message);
  if (link) return lineOf(source, `](${link[1]}`) ?? lineOf(source, link[1]);
  const yaml = /YAMLException:[^\n]* at line (\d+), column \d+/.exec(message);
  if (yaml && source.startsWith('---')) return Number(yaml[1]);
  return undefined;
}
