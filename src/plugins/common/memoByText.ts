/** A pure function of a text, remembered by the text across `npm start`'s content reloads (PERF-18). */

/**
 * Wraps `fn` so a text seen in the last `size` distinct calls is not computed again; the value is shared, so
 * read-only. Call it in a module that is not a plugin's entry file (those are evaluated again on a content
 * reload). @param size texts kept, least recently used dropped first.
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
