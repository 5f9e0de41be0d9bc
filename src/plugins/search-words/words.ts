/**
 * The extra words the search index holds for a written name: `clipsContent` is also indexed as `clips` and
 * `content`, `StyleSheet.create` as `stylesheet`, `create`, `style` and `sheet`, so a reader who types the words
 * finds the name (SEARCH-1). Pure functions; `index.ts` hands them to the search plugin's index builder.
 */
import {split} from 'change-case';

/**
 * One word found inside a longer token: its text as written, where it starts in that token (UTF-16 units), and
 * whether it is a word of a camelCase name (`on` of `onLayout`) rather than a piece between punctuation.
 */
export interface Part {
  readonly text: string;
  readonly offset: number;
  readonly camel: boolean;
}

/** An identifier: letters, digits and underscores (`DISABLE_V8_COMPILE_CACHE` out of `…CACHE=1`). */
const IDENTIFIER = /[\p{L}\p{N}_]+/gu;
/** Letters and digits: what is left between any punctuation, underscores included (`V8`, `COMPILE`). */
const SEGMENT = /[\p{L}\p{N}]+/gu;
/** What lunr's `trimmer` strips from both ends of a token; a part equal to the trimmed token is no extra word. */
const TRIMMED = /^\W+|\W+$/g;

/**
 * Words shorter than this are not indexed on their own: single letters cut from `e.g.` or `x/y` would match
 * every page's stray letters and only add index bytes.
 */
const MIN_PART_LENGTH = 2;

const matches = (re: RegExp, text: string): Part[] =>
  Array.from(text.matchAll(re), (m) => ({text: m[0], offset: m.index ?? 0, camel: false}));

/**
 * The words inside `token` (as written, case kept) that a reader may type apart: its identifiers
 * (`DISABLE_V8_COMPILE_CACHE=1` → `DISABLE_V8_COMPILE_CACHE`), the parts between any punctuation or underscore
 * (`StyleSheet.create` → `StyleSheet`, `create`), and the words of each camelCase or PascalCase part
 * (`StyleSheet` → `Style`, `Sheet`; change-case's `split` decides the boundaries, acronyms included:
 * `SVGElement` → `SVG`, `Element`). A token that is already one word gives none; neither do parts shorter than
 * two characters, nor the token as lunr's trimmer leaves it. Parts are in order of `offset`, each listed once.
 */
export function partsOf(token: string): Part[] {
  const trimmed = token.replace(TRIMMED, '');
  const segments = matches(SEGMENT, token);
  const parts: Part[] = [...matches(IDENTIFIER, token), ...segments];
  for (const segment of segments) {
    const words = split(segment.text);
    if (words.length < 2) continue;
    let cursor = 0;
    for (const word of words) {
      // change-case returns the words in order and unchanged, so each is found at or after the previous one.
      const at = segment.text.indexOf(word, cursor);
      if (at < 0) continue;
      cursor = at + word.length;
      parts.push({text: word, offset: segment.offset + at, camel: true});
    }
  }
  const seen = new Set<string>();
  return parts
    .filter((p) => p.text.length >= MIN_PART_LENGTH && p.text !== trimmed)
    .filter((p) => {
      const key = `${p.offset}:${p.text.length}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => a.offset - b.offset || b.text.length - a.text.length);
}

/** The parts of lunr's `Token` this module reads and makes (lunr 2.3's `lunr.Token`). */
export interface LunrToken {
  toString(): string;
  metadata: Record<string, unknown>;
}

/** The lunr members the tokenizer wrapper needs: the Token class and the clone helper (lunr 2.3). */
export interface LunrLike {
  Token: new (str: string, metadata: Record<string, unknown>) => LunrToken;
  utils: {clone: (obj: unknown) => Record<string, unknown>};
}

/** lunr's tokenizer signature: a field value (string, or array of strings) and the metadata to stamp on tokens. */
export type Tokenizer = (input: unknown, metadata?: Record<string, unknown>) => LunrToken[];

/** A lunr pipeline function (lunr 2.3): a token in, a token, tokens or nothing out. */
export type PipelineFunction = ((token: LunrToken, i: number, tokens: LunrToken[]) => unknown) & {
  label?: string;
};

/**
 * Metadata flag of a word cut from a camelCase name. The index keeps only the `position` metadata (the search
 * plugin's `metadataWhitelist`), so the flag never reaches `search-index.json`.
 */
export const NAME_WORD = 'searchWordsNameWord';

/**
 * Wraps lunr's `tokenizer` so that after each token it cut from a string, the token's parts (`partsOf`, lower
 * case like lunr's own tokens) follow as extra tokens. Each extra token carries the same metadata with its own
 * `position` ([start, length] in the field's text), so a result highlights the part the reader typed; words of
 * camelCase names also carry `NAME_WORD`. Arrays and non-strings go through unchanged: the search plugin
 * indexes strings only.
 */
export function withParts(lunr: LunrLike, tokenize: Tokenizer): Tokenizer {
  return (input, metadata) => {
    const tokens = tokenize(input, metadata);
    if (typeof input !== 'string') return tokens;
    const out: LunrToken[] = [];
    for (const token of tokens) {
      out.push(token);
      const position = token.metadata.position as [number, number] | undefined;
      if (!position) continue;
      const [start, length] = position;
      for (const part of partsOf(input.slice(start, start + length)))
        out.push(
          new lunr.Token(part.text.toLowerCase(), {
            ...lunr.utils.clone(metadata ?? {}),
            position: [start + part.offset, part.text.length],
            index: out.length,
            ...(part.camel ? {[NAME_WORD]: true} : {}),
          }),
        );
    }
    return out;
  };
}

/**
 * Wraps lunr's stop-word filter so that it lets the words of camelCase names through (`on` of `onLayout`, `is` of
 * `isMask`): the reader's query keeps them (the search plugin drops a stop word only in a second, looser try), so
 * "on layout" finds the `onLayout` row only if `on` is indexed there. Stop words of prose are still dropped.
 * The wrapper keeps the filter's `label`, under which lunr registered it.
 */
export function keepingNameWords(stopWordFilter: PipelineFunction): PipelineFunction {
  const filter: PipelineFunction = (token, i, tokens) =>
    token.metadata[NAME_WORD] ? token : stopWordFilter(token, i, tokens);
  filter.label = stopWordFilter.label;
  return filter;
}
