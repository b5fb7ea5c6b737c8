/**
 * Group commit for hot write paths. On a local database every commit waits for a disk
 * sync, so writes that arrive while one is in flight are stored together in the next
 * group: one transaction and one sync for all of them, and no added wait for a lone
 * write (it starts at once). A group that fails is written again item by item, in
 * arrival order, so one bad item fails only its own caller.
 */

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

interface Queue<Item, Result> {
  waiting: Waiting<Item, Result>[];
  flushing: boolean;
}

/** Writes a group of items in one transaction; answers one result per item, in order. */
export type GroupWriter<Key, Item, Result> = (key: Key, items: Item[]) => Promise<Result[]>;

/**
 * Wraps `writeGroup` so concurrent callers share its transactions: each call queues
 * one item for `key` (the database handle) and resolves with that item's own result.
 * At most `maxGroup` items go in one group.
 */
export function groupCommit<Key extends object, Item, Result>(
  writeGroup: GroupWriter<Key, Item, Result>,
  maxGroup: number,
): (key: Key, item: Item) => Promise<Result> {
  const queues = new WeakMap<Key, Queue<Item, Result>>();

  async function settle(key: Key, group: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await writeGroup(
        key,
        group.map((w) => w.item),
      );
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // One bad item must not sink the others: write each on its own.
      for (const w of group) await settle(key, [w]);
    }
  }

  async function flush(key: Key, queue: Queue<Item, Result>): Promise<void> {
    queue.flushing = true;
    try {
      while (queue.waiting.length > 0) await settle(key, queue.waiting.splice(0, maxGroup));
    } finally {
      queue.flushing = false;
    }
  }

  return (key, item) => {
    let queue = queues.get(key);
    if (!queue) queues.set(key, (queue = { waiting: [], flushing: false }));
    const q = queue;
    return new Promise<Result>((resolve, reject) => {
      q.waiting.push({ item, resolve, reject });
      if (!q.flushing) void flush(key, q);
    });
  };
}
