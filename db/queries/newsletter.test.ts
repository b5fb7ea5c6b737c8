/** Subscriptions committed together (group commit) still store one row and one welcome mail per address. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/db';
import { subscribe, unsubscribe } from './newsletter';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
});
afterEach(() => data.cleanup());

const welcome = (to: string) => ({ kind: 'newsletter-welcome', to, subject: 'Welcome', text: 'Hi' });
const count = async (query: string) => Number((await data.db.$client.execute(query)).rows[0]!.n);

describe('subscribe', () => {
  it('a burst of different and repeated addresses: one row and one mail per address, one "created" each', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `r${i % 40}@example.com`);
    const results = await Promise.all(emails.map((e) => subscribe(data.db, e, welcome(e))));
    expect(results.filter((r) => r.created)).toHaveLength(40);
    expect(new Set(results.filter((r) => r.created).map((r) => r.subscription.email)).size).toBe(40);
    expect(await count('select count(*) as n from newsletter_subscriptions')).toBe(40);
    expect(await count('select count(*) as n from mail_outbox')).toBe(40);
    for (const r of results) expect(r.subscription.id).toEqual(expect.any(Number));
  });

  it('re-subscribing after unsubscribing clears unsubscribedAt without a second welcome', async () => {
    await subscribe(data.db, 'back@example.com', welcome('back@example.com'));
    expect(await unsubscribe(data.db, 'back@example.com')).toBe(true);
    expect(
      await count('select count(*) as n from newsletter_subscriptions where unsubscribed_at is not null'),
    ).toBe(1);
    const again = await subscribe(data.db, 'back@example.com', welcome('back@example.com'));
    expect(again.created).toBe(false);
    expect(
      await count('select count(*) as n from newsletter_subscriptions where unsubscribed_at is not null'),
    ).toBe(0);
    expect(await count('select count(*) as n from mail_outbox')).toBe(1);
    expect(await unsubscribe(data.db, 'stranger@example.com')).toBe(false);
  });
});
