/**
 * Double opt-in at the query level: subscriptions committed together (group commit) still
 * store one row and one confirmation mail per address; links are re-sent at a growing
 * interval; confirming queues the welcome once; imports keep each state and mail nobody.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import {
  confirmSubscription,
  importSubscribers,
  isConfirmedSubscriber,
  RESEND_FIRST_GAP_MS,
  RESEND_MAX_GAP_MS,
  subscribe,
  unsubscribe,
} from './subscriptions.queries';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
});
afterEach(() => data.cleanup());

const confirmMail = (to: string) => ({ kind: 'newsletter-confirm', to, subject: 'Confirm', text: 'Click' });
const welcome = (to: string) => ({ kind: 'newsletter-welcome', to, subject: 'Welcome', text: 'Hi' });
const count = async (query: string) => Number((await data.db.$client.execute(query)).rows[0]!.n);
const status = async (email: string) =>
  (
    await data.db.$client.execute({
      sql: 'select status from newsletter_subscriptions where email = ?',
      args: [email],
    })
  ).rows[0]?.status;
const mails = (kind: string) => count(`select count(*) as n from mail_outbox where kind = '${kind}'`);

describe('subscribe', () => {
  it('a burst of different and repeated addresses: one pending row and one link per address, one "created" each', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `r${i % 40}@example.com`);
    const results = await Promise.all(emails.map((e) => subscribe(data.db, e, confirmMail(e))));
    expect(results.filter((r) => r.created)).toHaveLength(40);
    expect(new Set(results.filter((r) => r.created).map((r) => r.subscription.email)).size).toBe(40);
    expect(await count("select count(*) as n from newsletter_subscriptions where status = 'pending'")).toBe(
      40,
    );
    expect(await mails('newsletter-confirm')).toBe(40);
    for (const r of results) expect(r.subscription.id).toEqual(expect.any(Number));
  });

  it('re-sends the link to a pending address only after a growing pause (no mail bombing)', async () => {
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const at = async (ms: number) =>
      subscribe(data.db, 'slow@example.com', confirmMail('slow@example.com'), t0 + ms);
    expect((await at(0)).created).toBe(true);
    // 50 more tries within the first 10 minutes send nothing more.
    for (let i = 1; i <= 50; i++) await at((i * RESEND_FIRST_GAP_MS) / 60);
    expect(await mails('newsletter-confirm')).toBe(1);
    await at(RESEND_FIRST_GAP_MS); // 10 min: the second link
    expect(await mails('newsletter-confirm')).toBe(2);
    await at(RESEND_FIRST_GAP_MS + RESEND_FIRST_GAP_MS * 2 - 1); // 20 min later minus 1 ms: not yet
    expect(await mails('newsletter-confirm')).toBe(2);
    await at(RESEND_FIRST_GAP_MS * 3); // 20 min after the second: the third
    expect(await mails('newsletter-confirm')).toBe(3);
    // A day of tries every minute adds at most a handful more, and never two within a day once the gap is capped.
    for (let m = 31; m < 31 + 24 * 60; m++) await at(m * 60_000);
    const sent = await mails('newsletter-confirm');
    expect(sent).toBeGreaterThan(3);
    expect(sent).toBeLessThanOrEqual(3 + 6);
    expect(RESEND_MAX_GAP_MS).toBe(24 * 60 * 60_000);
    expect(await status('slow@example.com')).toBe('pending');
  });

  it('a confirmed address subscribing again changes nothing and gets no mail', async () => {
    await subscribe(data.db, 'done@example.com', confirmMail('done@example.com'));
    expect(await confirmSubscription(data.db, 'done@example.com', welcome('done@example.com'))).toBe(
      'confirmed',
    );
    const again = await subscribe(
      data.db,
      'done@example.com',
      confirmMail('done@example.com'),
      Date.now() + 7 * 86_400_000,
    );
    expect(again.created).toBe(false);
    expect(await status('done@example.com')).toBe('confirmed');
    expect(await mails('newsletter-confirm')).toBe(1);
  });

  it('pending -> confirmed (welcome once) -> unsubscribed -> subscribes again as pending with a new link', async () => {
    const email = 'back@example.com';
    await subscribe(data.db, email, confirmMail(email));
    expect(await isConfirmedSubscriber(data.db, email)).toBe(false);
    expect(await confirmSubscription(data.db, email, welcome(email))).toBe('confirmed');
    expect(await confirmSubscription(data.db, email, welcome(email))).toBe('already-confirmed');
    expect(await mails('newsletter-welcome')).toBe(1);
    expect(await isConfirmedSubscriber(data.db, email)).toBe(true);

    expect(await unsubscribe(data.db, email)).toBe(true);
    expect(await status(email)).toBe('unsubscribed');
    expect(await isConfirmedSubscriber(data.db, email)).toBe(false);
    // An old link does not subscribe again someone who left.
    expect(await confirmSubscription(data.db, email, welcome(email))).toBe('unsubscribed');

    const again = await subscribe(data.db, email, confirmMail(email));
    expect(again.created).toBe(false);
    expect(await status(email)).toBe('pending');
    expect(
      await count('select count(*) as n from newsletter_subscriptions where unsubscribed_at is not null'),
    ).toBe(0);
    expect(await mails('newsletter-confirm')).toBe(2);
    expect(await unsubscribe(data.db, 'stranger@example.com')).toBe(false);
    expect(await confirmSubscription(data.db, 'stranger@example.com', welcome('x'))).toBe('unknown');
  });
});

describe('importSubscribers', () => {
  it('adds and updates addresses keeping each state, and mails nobody', async () => {
    await subscribe(data.db, 'known@example.com', confirmMail('known@example.com'));
    const outcome = await importSubscribers(data.db, [
      { email: 'known@example.com', status: 'unsubscribed' },
      { email: 'new1@example.com', status: 'confirmed', createdAt: new Date('2024-03-01T00:00:00Z') },
      { email: 'new2@example.com', status: 'pending' },
    ]);
    expect(outcome).toEqual({ added: 2, updated: 1 });
    expect(await status('known@example.com')).toBe('unsubscribed');
    expect(await status('new1@example.com')).toBe('confirmed');
    expect(await status('new2@example.com')).toBe('pending');
    const [row] = (
      await data.db.$client.execute(
        "select created_at, confirmed_at from newsletter_subscriptions where email = 'new1@example.com'",
      )
    ).rows;
    expect(row!.created_at).toBe(Date.parse('2024-03-01T00:00:00Z'));
    expect(row!.confirmed_at).toBe(Date.parse('2024-03-01T00:00:00Z'));
    expect(await count('select count(*) as n from mail_outbox')).toBe(1); // only the first signup's link
    // Importing the same file again adds nothing.
    expect(
      await importSubscribers(data.db, [
        { email: 'known@example.com', status: 'unsubscribed' },
        { email: 'new2@example.com', status: 'confirmed' },
      ]),
    ).toEqual({ added: 0, updated: 2 });
    expect(await status('new2@example.com')).toBe('confirmed');
  });

  it('imports 5,000 addresses in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      email: `bulk${i}@example.com`,
      status: 'confirmed' as const,
    }));
    expect(await importSubscribers(data.db, rows)).toEqual({ added: 5000, updated: 0 });
    expect(await count("select count(*) as n from newsletter_subscriptions where status = 'confirmed'")).toBe(
      5000,
    );
  });
});
