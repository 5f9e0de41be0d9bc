/**
 * Runs `work` on every item with at most `limit` calls in flight, and resolves to the results in item order.
 * For browser tests that wait on pages (network idle, axe): waiting overlaps, so a few at once take less
 * time. Rejects with the first error, after the calls in flight have settled.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i], i);
  };
  const settled = await Promise.allSettled(Array.from({length: Math.min(limit, items.length)}, worker));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
}
