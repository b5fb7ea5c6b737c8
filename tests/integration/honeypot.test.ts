/**
 * The honeypot on every public form: a submission that fills it gets the same answer as
 * a person's (status, fields, redirect), and nothing is stored or mailed. JSON and the
 * no-JavaScript form posts alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
const count = async (query: string) => Number((await site.data.db.$client.execute(query)).rows[0]!.n);
const keys = (body: Record<string, unknown>) => Object.keys(body).sort();

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '20' });
});
afterAll(() => site.stop());

describe('honeypot', () => {
  it('contact: the same 201 fields or 303, nothing stored, no notification', async () => {
    const client = new VisitorClient(site.url);
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' };
    const person = await client.post('/api/contact', message);
    const bot = await client.post('/api/contact', {
      ...message,
      subject: 'Spam',
      website: 'http://spam.example',
    });
    expect(bot.status).toBe(person.status);
    expect(keys(bot.body)).toEqual(keys(person.body));
    expect(bot.body.id).toBe(person.body.id + 1);
    const form = await client.post(
      '/api/contact',
      new URLSearchParams({ ...message, subject: 'Spam', website: 'x' }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/contact/sent');
    expect(await count("select count(*) as n from contact_messages where subject = 'Spam'")).toBe(0);
    expect(await count("select count(*) as n from mail_outbox where subject like '%Spam%'")).toBe(0);
  });

  it('story: the same 201 fields, nothing stored', async () => {
    const client = new VisitorClient(site.url);
    const story = { readerName: 'Bo', bookId: 1, story: 'It helped.', category: 'growth', isPublic: true };
    const person = await client.post('/api/impact-stories', story);
    const bot = await client.post('/api/impact-stories', { ...story, story: 'SPAM', website: 'x' });
    expect(bot.status).toBe(201);
    expect(keys(bot.body)).toEqual(keys(person.body));
    expect(await count("select count(*) as n from reader_impact_stories where story = 'SPAM'")).toBe(0);
  });

  it('order: the same 201 fields (priced by the server), nothing stored or mailed, a cancel token that cancels nothing', async () => {
    const client = new VisitorClient(site.url);
    const order = {
      productId: 1,
      customerName: 'Cy Buyer',
      customerEmail: 'cy@example.com',
      customerAddress: '1 Long Street, Springfield',
      size: 'S/M',
      quantity: 2,
    };
    const person = await client.post('/api/abf/orders', order);
    const bot = await client.post('/api/abf/orders', {
      ...order,
      customerEmail: 'bot@example.com',
      website: 'x',
    });
    expect(person.status).toBe(201);
    expect(bot.status).toBe(201);
    expect(keys(bot.body)).toEqual(keys(person.body));
    expect(bot.body.totalAmount).toBe(person.body.totalAmount);
    expect(bot.body.cancelToken).toMatch(/^\d+\.[\w-]{43}$/);
    expect(await count("select count(*) as n from abf_orders where customer_email = 'bot@example.com'")).toBe(
      0,
    );
    const cancel = await client.post(`/api/abf/orders/${bot.body.id}/cancel`, {
      cancelToken: bot.body.cancelToken,
    });
    expect(cancel.status).toBe(403);
    // Invalid input is refused as for a person.
    expect((await client.post('/api/abf/orders', { ...order, quantity: 0, website: 'x' })).status).toBe(400);
  });

  it('challenge join: the same 201 entry and visitor cookie, nothing stored or counted', async () => {
    const person = new VisitorClient(site.url);
    const bot = new VisitorClient(site.url);
    const join = { challengeId: 1, bookId: 8 };
    const a = await person.post('/api/reading-progress', join);
    const b = await bot.post('/api/reading-progress', { ...join, website: 'x' });
    expect(b.status).toBe(a.status);
    expect(keys(b.body)).toEqual(keys(a.body));
    expect(bot.cookies.has('visitor')).toBe(true);
    expect((await bot.get('/api/reading-progress')).body).toEqual([]);
  });

  it("the tracker's 'Use on Another Device': the same 202 fields, no link stored, no mail", async () => {
    const person = new VisitorClient(site.url);
    const bot = new VisitorClient(site.url);
    const a = await person.post('/api/reading-progress/link', { email: 'me@example.com' });
    const b = await bot.post('/api/reading-progress/link', {
      email: 'victim@example.com',
      website: 'http://spam.example',
    });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(keys(b.body)).toEqual(keys(a.body));
    expect(b.body.message).toBe(a.body.message);
    expect(await count("select count(*) as n from mail_outbox where to_address = 'victim@example.com'")).toBe(
      0,
    );
    expect(await count("select count(*) as n from mail_outbox where to_address = 'me@example.com'")).toBe(1);
    expect(await count('select count(*) as n from reading_links')).toBe(1);
  });

  it('the unsubscribe page form: the same redirect, and nobody is unsubscribed', async () => {
    await site.data.db.$client.execute(
      "insert into newsletter_subscriptions (email) values ('stay@example.com')",
    );
    const { unsubscribeTokenWith } = await import('../../src/features/newsletter/tokens');
    const token = unsubscribeTokenWith('test-session-secret-0123456789abcdef', 'stay@example.com');
    const client = new VisitorClient(site.url);
    const bot = await client.post(
      '/api/newsletter/unsubscribe',
      new URLSearchParams({ token, website: 'x' }),
    );
    expect(bot.status).toBe(303);
    expect(bot.headers.get('location')).toBe('/newsletter/unsubscribed');
    expect(
      await count(
        "select count(*) as n from newsletter_subscriptions where email = 'stay@example.com' and status = 'confirmed'",
      ),
    ).toBe(1);
  });
});
