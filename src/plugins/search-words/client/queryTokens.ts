/** The search plugin's English query tokenizer, trimming punctuation as lunr's `trimmer` does (README.md). */

/** What lunr's `trimmer` strips from both ends of a word (lunr 2.3: `\W+`). */
const LUNR_TRIM = /^\W+|\W+$/g;

/** Cuts a query into lower-case trimmed words (English only: `index.ts` refuses other languages). */
export function tokenize(text: string, _language: readonly string[]): string[] {
  return (text.toLowerCase().match(/[^-\s]+/g) ?? [])
    .map((word) => word.replace(LUNR_TRIM, ''))
    .filter((word) => word.length > 0);
}
