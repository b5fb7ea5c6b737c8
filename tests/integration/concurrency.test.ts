/** 50 concurrent subscriptions, messages and progress updates: every one stored exactly once, none lost. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
const count = async (query: string) => Number((await site.data.db.$client.execute(query)).rows[0]!.n);

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => site.stop());

const all = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe('concurrent writes', () => {
  it('50 different subscriptions at once: 50 rows and 50 confirmation mails', async () => {
    const client = new VisitorClient(site.url);
    const replies = await all(50, (i) =>
      client.post('/api/newsletter/subscribe', { email: `together${i}@example.com` }),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(
      await count("select count(*) as n from newsletter_subscriptions where email like 'together%'"),
    ).toBe(50);
    expect(await count("select count(*) as n from mail_outbox where to_address like 'together%'")).toBe(50);
  });

  it('the same address 50 times at once: one row, one confirmation mail, one 201', async () => {
    const client = new VisitorClient(site.url);
    const replies = await all(50, (i) =>
      client.post('/api/newsletter/subscribe', { email: i % 2 ? 'SAME@example.com' : 'same@example.com ' }),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(49).fill(200), 201]);
    expect(
      await count("select count(*) as n from newsletter_subscriptions where email = 'same@example.com'"),
    ).toBe(1);
    expect(await count("select count(*) as n from mail_outbox where to_address = 'same@example.com'")).toBe(
      1,
    );
  });

  it('50 contact messages at once: 50 messages and 50 notifications', async () => {
    const client = new VisitorClient(site.url);
    const replies = await all(50, (i) =>
      client.post('/api/contact', {
        name: `N${i}`,
        email: 'n@example.com',
        subject: `together-${i}`,
        message: 'hi',
      }),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(await count("select count(*) as n from contact_messages where subject like 'together-%'")).toBe(
      50,
    );
    expect(
      await count(
        "select count(*) as n from mail_outbox where kind = 'contact' and subject like '%together-%'",
      ),
    ).toBe(50);
  });

  it('50 progress increments at once on 5 books: each book gains exactly 90 or is capped, none lost', async () => {
    const reader = new VisitorClient(site.url);
    await reader.get('/api/reading-progress');
    const ids = (await all(5, (i) => reader.post('/api/reading-progress', { bookId: i + 1 }))).map(
      (r) => r.body.id as number,
    );
    // 9 increments per book (45) plus 5 more on the first book (which then caps at 100).
    const jobs = [...ids.flatMap((id) => Array(9).fill(id)), ...Array(5).fill(ids[0])];
    const replies = await all(jobs.length, (i) =>
      reader.patch(`/api/reading-progress/${jobs[i]}`, { action: 'increment' }),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const list = (await reader.get('/api/reading-progress')).body as { id: number; progress: number }[];
    expect(ids.map((id) => list.find((e) => e.id === id)!.progress)).toEqual([100, 90, 90, 90, 90]);
  });

  it('50 visitors join the challenge at once, twice each: 50 entries', async () => {
    const visitors = await all(50, async () => {
      const v = new VisitorClient(site.url);
      await v.get('/api/reading-progress');
      return v;
    });
    await all(100, (i) => visitors[i % 50]!.post('/api/reading-progress', { challengeId: 1, bookId: 8 }));
    expect(
      await count('select count(*) as n from user_reading_progress where challenge_id = 1 and book_id = 8'),
    ).toBe(50);
  });
});
