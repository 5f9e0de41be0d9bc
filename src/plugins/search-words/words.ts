/** The extra words the index holds for a written name (`clipsContent` → `clips`, `content`). */
import {split} from 'change-case';

/** One word inside a token: text, offset (UTF-16 units), and whether it is a camelCase word. */
export interface Part {
  readonly text: string;
  readonly offset: number;
  readonly camel: boolean;
}

/** An identifier: letters, digits and underscores (`DISABLE_V8_COMPILE_CACHE` out of `…CACHE=1`). */
const IDENTIFIER = /[\p{L}\p{N}_]+/gu;
/** Letters and digits: what is left between any punctuation, underscores included (`V8`, `COMPILE`). */
const SEGMENT = /[\p{L}\p{N}]+/gu;
/** What lunr's `trimmer` strips from both ends of a token; a part equal to the trimmed token adds no word. */
const TRIMMED = /^\W+|\W+$/g;

/** Shorter words are not indexed alone: stray letters would match every page. */
const MIN_PART_LENGTH = 2;

const matches = (re: RegExp, text: string): Part[] =>
  Array.from(text.matchAll(re), (m) => ({text: m[0], offset: m.index ?? 0, camel: false}));

/** The words inside `token` a reader may type apart, in offset order, each once. */
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
interface LunrToken {
  toString(): string;
  metadata: Record<string, unknown>;
}

/** The lunr members the tokenizer wrapper needs: the Token class and the clone helper (lunr 2.3). */
export interface LunrLike {
  Token: new (str: string, metadata: Record<string, unknown>) => LunrToken;
  utils: {clone: (obj: unknown) => Record<string, unknown>};
}

/** lunr's tokenizer signature: a field value (string or strings) and the metadata to stamp on tokens. */
export type Tokenizer = (input: unknown, metadata?: Record<string, unknown>) => LunrToken[];

/** A lunr pipeline function (lunr 2.3): a token in, a token, tokens or nothing out. */
export type PipelineFunction = ((token: LunrToken, i: number, tokens: LunrToken[]) => unknown) & {
  label?: string;
};

/** Metadata flag of a camelCase word; never in the index (only `position` is whitelisted). */
const NAME_WORD = 'searchWordsNameWord';

/** Wraps lunr's tokenizer so each string token is followed by its parts, with their own `position`. */
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

/** Wraps lunr's stop-word filter to let camelCase words through (`on` of `onLayout`), keeping its label. */
export function keepingNameWords(stopWordFilter: PipelineFunction): PipelineFunction {
  const filter: PipelineFunction = (token, i, tokens) =>
    token.metadata[NAME_WORD] ? token : stopWordFilter(token, i, tokens);
  filter.label = stopWordFilter.label;
  return filter;
}
