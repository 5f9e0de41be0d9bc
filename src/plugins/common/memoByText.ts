/** A pure function of a text, remembered by the text across `npm start`'s content reloads (PERF-18). */

/**
 * Wraps `fn` so that a text seen in the last `size` distinct calls is not computed again. The module that
 * calls this keeps the memo for the life of the process: Docusaurus evaluates only plugin entry files again
 * on a content reload. The value is shared between callers, so it is returned read-only.
 * @param size how many texts are kept, least recently used dropped first: about every doc of the site, plus
 * the versions a maintainer's edits make.
 */
export function memoByText<T>(fn: (text: string) => T, size = 128): (text: string) => Readonly<T> {
  const memo = new Map<string, T>();
  return (text) => {
    if (memo.has(text)) {
      const value = memo.get(text)!;
      // Most recently used last, so the first key is the one to drop.
      memo.delete(text);
      memo.set(text, value);
      return value;
    }
    const value = fn(text);
    memo.set(text, value);
    if (memo.size > size) memo.delete(memo.keys().next().value!);
    return value;
  };
}
