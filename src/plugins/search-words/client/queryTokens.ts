/**
 * The search plugin's query tokenizer (`dist/client/client/utils/tokenize.js`, English path), run in its search
 * worker in place of the original (`index.ts` swaps the module in at build time; SEARCH-1). Same cut, at white
 * space and hyphens, plus one step the original lacks: each word is trimmed of leading and trailing punctuation
 * exactly as lunr's `trimmer` trims the indexed words. A pasted error message such as
 * `(reading 'fileExists')` then asks for `reading` and `fileexists`, the words the index holds, instead of
 * `(reading` and `'fileexists')`, which match nothing.
 */

/** What lunr's `trimmer` strips from both ends of a word (lunr 2.3: `\W+`). */
const LUNR_TRIM = /^\W+|\W+$/g;

/**
 * Cuts a query into lower-case words, as the search plugin does for English, each trimmed like an indexed word.
 * @param text the reader's query.
 * @param _language the plugin's `language` option; only English reaches here (`index.ts` refuses others).
 * @returns the words, without the empty ones that were punctuation only.
 */
export function tokenize(text: string, _language: readonly string[]): string[] {
  return (text.toLowerCase().match(/[^-\s]+/g) ?? [])
    .map((word) => word.replace(LUNR_TRIM, ''))
    .filter((word) => word.length > 0);
}
