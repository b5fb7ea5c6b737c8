/** Per-address rate limits on the public writes: at least 30 a minute are fine, then 429 with Retry-After. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
let client: VisitorClient;

beforeAll(async () => {
  // No SMTP_URL: mail stays pending in the outbox.
  site = await startTestSite();
  client = new VisitorClient(site.url);
});
afterAll(() => site.stop());

async function burst(send: (i: number) => Promise<{ status: number }>, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

describe('rate limits', () => {
  it('newsletter: 30 signups a minute from one address, then 429 (a form post lands on the error page)', async () => {
    const statuses = await burst(
      (i) => client.post('/api/newsletter/subscribe', { email: `burst${i}@example.com` }),
      30,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await client.post('/api/newsletter/subscribe', { email: 'one-too-many@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const form = await client.post(
      '/api/newsletter/subscribe',
      new URLSearchParams({ email: 'form@example.com' }),
    );
    expect(form.headers.get('location')).toBe('/newsletter/error?reason=busy');
    expect(
      (
        await site.data.db.$client.execute(
          "select id from newsletter_subscriptions where email = 'one-too-many@example.com'",
        )
      ).rows,
    ).toEqual([]);
  });

  it('without SMTP_URL the confirmation mails (double opt-in) wait in the outbox', async () => {
    const rows = (
      await site.data.db.$client.execute(
        "select status, attempts from mail_outbox where kind = 'newsletter-confirm'",
      )
    ).rows;
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
  });

  it('contact: 30 then 429', async () => {
    const body = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };
    expect((await burst(() => client.post('/api/contact', body), 30)).every((s) => s === 201)).toBe(true);
    expect((await client.post('/api/contact', body)).status).toBe(429);
    // Counted in the database (CONTRACT.md §15), where every server instance sees it.
    const rows = (
      await site.data.db.$client.execute("select count from rate_limits where key like 'contact:%'")
    ).rows;
    expect(rows.map((r) => r.count)).toEqual([31]);
  });

  it('stories: 30 then 429', async () => {
    const body = { readerName: 'A', bookId: 1, story: 'S', category: 'growth' };
    expect((await burst(() => client.post('/api/impact-stories', body), 30)).every((s) => s === 201)).toBe(
      true,
    );
    expect((await client.post('/api/impact-stories', body)).status).toBe(429);
  });

  it('reading progress writes (POST and PATCH together): 30 then 429; reads are not limited', async () => {
    const entry = await client.post('/api/reading-progress', { bookId: 1 });
    expect(entry.status).toBe(201);
    expect(
      (await burst(() => client.patch(`/api/reading-progress/${entry.body.id}`, { progress: 5 }), 29)).every(
        (s) => s === 200,
      ),
    ).toBe(true);
    expect((await client.patch(`/api/reading-progress/${entry.body.id}`, { progress: 5 })).status).toBe(429);
    expect((await client.post('/api/reading-progress', { bookId: 2 })).status).toBe(429);
    expect((await client.get('/api/reading-progress')).status).toBe(200);
  });

  it('reading shelf links: 5 mails an hour to one address, then 429 (the mails wait in the outbox)', async () => {
    const ask = (email: string) => client.post('/api/reading-progress/link', { email });
    expect(await burst(() => ask('someone@example.com'), 6)).toEqual([202, 202, 202, 202, 202, 429]);
    // ...and 5 from one shelf, whichever addresses it tries.
    const other = new VisitorClient(site.url);
    expect(
      await burst((i) => other.post('/api/reading-progress/link', { email: `r${i}@example.com` }), 6),
    ).toEqual([202, 202, 202, 202, 202, 429]);
    const rows = (
      await site.data.db.$client.execute("select status from mail_outbox where kind = 'reading-link'")
    ).rows;
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
  });
});
