/** Running a check over many pages a few at a time: the waits overlap, the machine is not swamped. */

/** Runs `task` for every item, at most `limit` at once; resolves when all have finished. */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
