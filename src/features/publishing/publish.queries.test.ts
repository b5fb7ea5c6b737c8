/**
 * The content generation: raised by every content write in the same batch as the write,
 * only when the write changed something, and compared with the live build's.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { blogPosts, readerImpactStories } from '~db/schema';
import { deletePost, insertPost, updatePost } from '~/features/blog/admin/posts-admin.queries';
import { moderateStory } from '~/features/community/admin/stories-admin.queries';
import { updateBookUrl } from '~/features/books/admin/books-admin.queries';
import { insertProduct, updateProduct } from '~/features/shop/admin/products-admin.queries';
import {
  claimPublishAttempt,
  contentChangedQueries,
  publishStatus,
  readGeneration,
  readPublishRecord,
  recordBuildStart,
  type PublishRecord,
} from './publish.queries';

const POST = { title: 'T', excerpt: 'E', content: 'C', publishedAt: new Date('2026-01-01') };

describe('the content generation', () => {
  let data: TestDatabase;
  beforeEach(async () => {
    data = await createTestDatabase();
  });
  afterEach(() => data.cleanup());

  it('is raised by every content write and notes the time of the write', async () => {
    const { db } = data;
    expect(await readGeneration(db)).toBe(0);
    const post = await insertPost(db, POST);
    expect(await readGeneration(db)).toBe(1);
    await updatePost(db, post.id, { title: 'T2' });
    await deletePost(db, post.id);
    await updateBookUrl(db, 1, 'https://www.amazon.com/dp/B000000001');
    const [story] = await db.select().from(readerImpactStories).limit(1);
    await moderateStory(db, story!.id, { isApproved: true });
    const product = await insertProduct(db, { name: 'Hat', color: 'Gold', imageUrl: '/x.svg' });
    await updateProduct(db, product.id, { color: 'Plum' });
    expect(await readGeneration(db)).toBe(7);
    const record = await readPublishRecord(db);
    expect(Date.parse(record.requestedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is not raised by a write that matched nothing', async () => {
    const { db } = data;
    await insertPost(db, POST);
    const before = await readPublishRecord(db);
    expect(await updatePost(db, 9999, { title: 'x' })).toBeUndefined();
    expect(await deletePost(db, 9999)).toBe(false);
    expect(await updateBookUrl(db, 9999, 'https://www.amazon.com/dp/B000000001')).toBeUndefined();
    expect(await moderateStory(db, 9999, { isPublic: true })).toBeUndefined();
    expect(await updateProduct(db, 9999, { color: 'x' })).toBeUndefined();
    expect(await readPublishRecord(db)).toEqual(before);
  });

  it('commits with the write or not at all: one batch', async () => {
    const { db } = data;
    // Without the table the generation lives in, the batch fails as a whole...
    await db.run(sql`ALTER TABLE site_state RENAME TO site_state_away`);
    await expect(insertPost(db, { ...POST, title: 'Never stored' })).rejects.toThrow();
    await expect(updatePost(db, 1, { title: 'Never changed' })).rejects.toThrow();
    await db.run(sql`ALTER TABLE site_state_away RENAME TO site_state`);
    // ...so the post was not stored either, and post 1 kept its title.
    expect(await db.select().from(blogPosts).where(eq(blogPosts.title, 'Never stored'))).toHaveLength(0);
    const [first] = await db.select().from(blogPosts).where(eq(blogPosts.id, 1));
    expect(first?.title).not.toBe('Never changed');
    expect(await readGeneration(db)).toBe(0);
  });

  it('lets other writes put the statements in their own batch, after the write', async () => {
    const { db } = data;
    const [[row]] = await db.batch([
      db.update(blogPosts).set({ title: 'Batched' }).where(eq(blogPosts.id, 1)).returning(),
      ...contentChangedQueries(db, { onlyIfChanged: true }),
    ]);
    expect(row?.title).toBe('Batched');
    expect(await readGeneration(db)).toBe(1);
  });

  it('is what a production build reads and records at its start', async () => {
    const { db } = data;
    await insertPost(db, POST);
    await insertPost(db, POST);
    expect(await claimPublishAttempt(db, null, { hook: true })).toBe(true);
    expect((await readPublishRecord(db)).hookPending).toBe(true);
    expect(await recordBuildStart(db, new Date('2026-11-24T10:00:00Z'))).toBe(2);
    expect(await readPublishRecord(db)).toMatchObject({
      hookPending: false,
      buildGeneration: 2,
      buildStartedAt: '2026-11-24T10:00:00.000Z',
    });
  });

  it('lets exactly one caller claim a publish attempt', async () => {
    const { db } = data;
    const before = (await readPublishRecord(db)).startedAt;
    const wins = await Promise.all(
      Array.from({ length: 5 }, (_, n) => claimPublishAttempt(db, before, { now: new Date(1000 + n) })),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});

describe('publishStatus', () => {
  const record: PublishRecord = {
    generation: 5,
    requestedAt: '2026-11-24T10:00:00.000Z',
    startedAt: '2026-11-24T10:00:01.000Z',
    finishedAt: null,
    error: null,
    attemptGeneration: 5,
    hookPending: true,
    buildGeneration: 4,
    buildStartedAt: null,
  };
  const live = (generation: number) => ({ generation, builtAt: '2026-11-24T09:00:00.000Z' });

  it('is live only when the live build has reached the database generation', () => {
    expect(publishStatus(record, live(5))).toMatchObject({
      state: 'live',
      pending: false,
      error: null,
      liveGeneration: 5,
      finishedAt: '2026-11-24T09:00:00.000Z',
    });
    expect(publishStatus(record, live(4))).toMatchObject({ state: 'publishing', pending: true });
  });

  it('is failed, with the reason, when the latest attempt covered the latest write and failed', () => {
    expect(
      publishStatus({ ...record, error: 'The deploy hook failed: it answered 500' }, live(4)),
    ).toMatchObject({
      state: 'failed',
      error: 'The deploy hook failed: it answered 500',
      pending: false,
    });
    // A newer write than the failed attempt is publishing (its own attempt is on its way).
    expect(publishStatus({ ...record, error: 'old', attemptGeneration: 4 }, live(4)).state).toBe(
      'publishing',
    );
  });

  it('is failed when the live build cannot be read', () => {
    expect(publishStatus(record, { error: 'https://site/build.json answered 404' })).toMatchObject({
      state: 'failed',
      error: 'https://site/build.json answered 404',
      liveGeneration: null,
    });
  });
});
