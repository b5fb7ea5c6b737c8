/**
 * Scheduled posts go live by themselves (CONTRACT.md §10), with the clock injected: a
 * check every 30 seconds, as `npm start` runs it, requests a publish within one check
 * of the post's time, and a build at that time includes the post.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPosts } from '~/features/blog/posts.queries';
import { getState, setState, STATE } from './publish.queries';
import { blogPosts } from '~db/schema';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import {
  FIRST_CHECK_LOOKBACK_MS,
  markScheduleChecked,
  publishDuePosts,
  SCHEDULE_CHECKED_AT,
} from './schedule';

const T0 = new Date('2030-03-04T08:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe('publishDuePosts', () => {
  let data: TestDatabase;
  const requests: Date[] = [];
  /** The local publish request: records the time, as ./publish.ts does without a deploy hook. */
  const requestPublish = async (db: TestDatabase['db'], now: Date) => {
    requests.push(now);
    await setState(db, { [STATE.publishRequestedAt]: now.toISOString() });
  };

  beforeEach(async () => {
    data = await createTestDatabase();
    requests.length = 0;
  });
  afterEach(() => data.cleanup());

  it('publishes a post scheduled for Monday 9:00 within one check of its time, and only once', async () => {
    const { db } = data;
    const [post] = await db
      .insert(blogPosts)
      .values({ title: 'Monday', excerpt: 'e', content: 'c', publishedAt: minutes(60), status: 'published' })
      .returning();
    await markScheduleChecked(db, T0); // the build made at T0 holds everything due until then

    const builds: { at: Date; ids: number[] }[] = [];
    for (let t = 0.5; t <= 70; t += 0.5) {
      const now = minutes(t);
      if (await publishDuePosts(db, now, requestPublish)) {
        builds.push({ at: now, ids: (await listPosts(db, now)).map((p) => p.id) });
      }
    }
    expect(requests).toHaveLength(1);
    const live = requests[0]!.getTime() - post!.publishedAt.getTime();
    expect(live).toBeGreaterThanOrEqual(0);
    expect(live).toBeLessThanOrEqual(5 * 60_000);
    expect(builds[0]!.ids).toContain(post!.id);
    expect((await listPosts(db, minutes(59.9))).map((p) => p.id)).not.toContain(post!.id);
    expect((await getState(db, [STATE.publishRequestedAt]))[STATE.publishRequestedAt]).toBe(
      requests[0]!.toISOString(),
    );
  });

  it('asks for no second publish for a post written after its time (its own write published it)', async () => {
    const { db } = data;
    await markScheduleChecked(db, T0);
    // The owner publishes a post dated now at T0 + 1 min: the write itself requests the publish.
    await db
      .insert(blogPosts)
      .values({ title: 'Now', excerpt: 'e', content: 'c', publishedAt: minutes(1), status: 'published' });
    await setState(db, { [STATE.publishRequestedAt]: minutes(1).toISOString() });
    for (let t = 1.5; t <= 5; t += 0.5)
      expect(await publishDuePosts(db, minutes(t), requestPublish)).toBe(false);
    expect(requests).toEqual([]);
  });

  it('never publishes for a draft, whatever its date', async () => {
    const { db } = data;
    await db
      .insert(blogPosts)
      .values({ title: 'Draft', excerpt: 'e', content: 'c', publishedAt: minutes(5), status: 'draft' });
    await markScheduleChecked(db, T0);
    for (let t = 1; t <= 20; t += 1) await publishDuePosts(db, minutes(t), requestPublish);
    expect(requests).toEqual([]);
    expect((await listPosts(db, minutes(20))).map((p) => p.title)).not.toContain('Draft');
  });

  it('on its first check ever, catches a post that came due during the last day', async () => {
    const { db } = data;
    await db
      .insert(blogPosts)
      .values({ title: 'Due', excerpt: 'e', content: 'c', publishedAt: minutes(-30), status: 'published' });
    expect(await publishDuePosts(db, T0, requestPublish)).toBe(true);
    expect(await publishDuePosts(db, minutes(1), requestPublish)).toBe(false);
    expect((await getState(db, [SCHEDULE_CHECKED_AT]))[SCHEDULE_CHECKED_AT]).toBe(minutes(1).toISOString());
    expect(FIRST_CHECK_LOOKBACK_MS).toBe(86_400_000);
  });

  it('checks again next time when the publish request failed', async () => {
    const { db } = data;
    await db
      .insert(blogPosts)
      .values({ title: 'Soon', excerpt: 'e', content: 'c', publishedAt: minutes(2), status: 'published' });
    await markScheduleChecked(db, T0);
    const failing = async () => {
      throw new Error('database unavailable');
    };
    await expect(publishDuePosts(db, minutes(3), failing)).rejects.toThrow('database unavailable');
    expect(await publishDuePosts(db, minutes(4), requestPublish)).toBe(true);
  });
});
