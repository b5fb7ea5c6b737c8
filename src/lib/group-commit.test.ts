import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

/** A fake database handle: records every group it was asked to write. */
function fakeDb(fail: (items: number[]) => boolean = () => false) {
  const groups: number[][] = [];
  const write = async (_db: object, items: number[]) => {
    groups.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (fail(items)) throw new Error(`failed ${items.join(',')}`);
    return items.map((n) => n * 10);
  };
  return { db: {}, groups, write };
}

describe('groupCommit', () => {
  it('answers each concurrent caller its own result', async () => {
    const { db, write } = fakeDb();
    const store = groupCommit(write, 100);
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(await Promise.all(items.map((n) => store(db, n)))).toEqual(items.map((n) => n * 10));
  });

  it('writes a lone item at once, then those that arrived meanwhile as one group, in arrival order', async () => {
    const { db, groups, write } = fakeDb();
    const store = groupCommit(write, 100);
    await Promise.all([1, 2, 3, 4].map((n) => store(db, n)));
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('puts at most maxGroup items in one group', async () => {
    const { db, groups, write } = fakeDb();
    const store = groupCommit(write, 2);
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => store(db, n)));
    expect(groups).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('keeps one queue per handle', async () => {
    const a = fakeDb();
    const store = groupCommit(a.write, 100);
    const other = {};
    await Promise.all([store(a.db, 1), store(other, 2), store(a.db, 3)]);
    expect(a.groups).toEqual([[1], [2], [3]]);
  });

  it('rejects each caller of a group that keeps failing', async () => {
    const { db, write } = fakeDb(() => true);
    const store = groupCommit(write, 100);
    const results = await Promise.allSettled([1, 2, 3].map((n) => store(db, n)));
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('failed 1') },
      { status: 'rejected', reason: new Error('failed 2') },
      { status: 'rejected', reason: new Error('failed 3') },
    ]);
  });

  it('writes a failed group again item by item, so a bad item fails alone', async () => {
    const { db, groups, write } = fakeDb((items) => items.includes(3));
    const store = groupCommit(write, 100);
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => store(db, n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('keeps going after a failure: later callers are written', async () => {
    const { db, write } = fakeDb((items) => items.includes(1));
    const store = groupCommit(write, 100);
    await expect(store(db, 1)).rejects.toThrow('failed 1');
    expect(await store(db, 2)).toBe(20);
  });
});
