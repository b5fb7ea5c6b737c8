/**
 * The rate limiter over its stores (CONTRACT.md §4, §15): fixed windows, 429 with
 * Retry-After, RATE_LIMIT_MULTIPLIER, pruning, and two "instances" (two connections to
 * one database file) counting together. An injected clock stands in for time passing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '~db/client';
import { countHit, pruneLimits } from './limits.queries';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { HttpError } from '~/lib/http/api';
import {
  checkLimit,
  DatabaseLimitStore,
  MemoryLimitStore,
  OccasionalPrune,
  SIGN_IN_WINDOW_MS,
  type Limit,
  type LimitStore,
} from './rate-limit-store';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const LIMIT: Limit = { name: 'contact', max: 30, windowMs: 60_000 };

/** The status and Retry-After of one hit: 200 when allowed. */
async function attempt(store: LimitStore, now: number, limit = LIMIT, key = '203.0.113.7', multiplier = 1) {
  try {
    await checkLimit(store, limit, key, multiplier, now);
    return { status: 200, retryAfter: undefined };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, retryAfter: Number(error.headers?.['retry-after']) };
  }
}

async function burst(
  store: LimitStore,
  n: number,
  now: number,
  limit = LIMIT,
  key?: string,
  multiplier?: number,
) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await attempt(store, now, limit, key, multiplier)).status);
  return statuses;
}

let data: TestDatabase;
let second: Database;

beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
  // A second client on the same file: another server instance.
  second = openDatabase({ url: data.url });
});
afterEach(() => {
  second.$client.close();
  data.cleanup();
});

const stores: [string, () => LimitStore][] = [
  ['database', () => new DatabaseLimitStore(() => data.db)],
  ['memory', () => new MemoryLimitStore()],
];

describe.each(stores)('rate limits in %s', (_, make) => {
  it('allows 30 a minute from one address, then answers 429 with Retry-After until the window ends', async () => {
    const store = make();
    expect((await burst(store, 30, T0)).every((s) => s === 200)).toBe(true);
    expect(await attempt(store, T0 + 20_000)).toEqual({ status: 429, retryAfter: 40 });
    // Rounded up, never 0.
    expect(await attempt(store, T0 + 59_500)).toEqual({ status: 429, retryAfter: 1 });
    // The window started at the first hit; a new one starts at the next hit after it.
    expect((await attempt(store, T0 + 60_000)).status).toBe(200);
    expect((await burst(store, 29, T0 + 61_000)).every((s) => s === 200)).toBe(true);
    expect(await attempt(store, T0 + 61_000)).toEqual({ status: 429, retryAfter: 59 });
  });

  it('counts each limit and each address apart', async () => {
    const store = make();
    await burst(store, 31, T0);
    expect((await attempt(store, T0, LIMIT, '203.0.113.8')).status).toBe(200);
    expect((await attempt(store, T0, { ...LIMIT, name: 'newsletter' })).status).toBe(200);
  });

  it('scales the limit by RATE_LIMIT_MULTIPLIER, never below 1', async () => {
    const store = make();
    expect(await burst(store, 4, T0, LIMIT, 'a', 0.1)).toEqual([200, 200, 200, 429]);
    expect(await burst(store, 2, T0, LIMIT, 'b', 0.001)).toEqual([200, 429]);
    const raised = await burst(store, 61, T0, LIMIT, 'c', 2);
    expect(raised.filter((s) => s === 200)).toHaveLength(60);
    expect(raised.at(-1)).toBe(429);
  });
});

describe('rate limits in the database', () => {
  it('counts hits through two instances together, even when they arrive at once', async () => {
    const a = new DatabaseLimitStore(() => data.db);
    const b = new DatabaseLimitStore(() => second);
    // 31 public writes split across both instances, in parallel: exactly one is refused.
    const statuses = await Promise.all(
      Array.from({ length: 31 }, (_, i) => attempt(i % 2 ? a : b, T0 + i).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // And still refused through either once the limit is reached.
    expect((await attempt(a, T0 + 1000)).status).toBe(429);
    expect((await attempt(b, T0 + 1000)).status).toBe(429);
    // The window one instance started ends for both.
    expect((await attempt(b, T0 + 60_000)).status).toBe(200);
    expect((await attempt(a, T0 + 60_001)).status).toBe(200);
  });

  it('keeps one row per limit and address, with its window', async () => {
    const state = await countHit(data.db, 'contact:x', 60_000, T0);
    expect(state).toEqual({ count: 1, resetAt: T0 + 60_000 });
    expect(await countHit(second, 'contact:x', 60_000, T0 + 5)).toEqual({ count: 2, resetAt: T0 + 60_000 });
    expect(await countHit(data.db, 'contact:x', 60_000, T0 + 60_000)).toEqual({
      count: 1,
      resetAt: T0 + 120_000,
    });
    const rows = (await data.db.$client.execute('select key, window_start, count from rate_limits')).rows;
    expect(rows.map((r) => ({ ...r }))).toEqual([{ key: 'contact:x', window_start: T0 + 60_000, count: 1 }]);
  });

  it('prunes ended windows and failed sign-ins older than the sign-in window, and nothing else', async () => {
    await countHit(data.db, 'contact:old', 60_000, T0);
    await countHit(data.db, 'links:hourly', 3_600_000, T0);
    await countHit(data.db, 'contact:new', 60_000, T0 + 50_000);
    await data.db.$client.execute({
      sql: 'insert into login_attempts (ip, email, at) values (?, ?, ?), (?, ?, ?)',
      args: ['a', 'old@example.com', T0 - SIGN_IN_WINDOW_MS - 1, 'b', 'new@example.com', T0 - 1000],
    });
    expect(await pruneLimits(data.db, T0 + 60_000, SIGN_IN_WINDOW_MS)).toEqual({
      rateLimits: 1,
      loginAttempts: 1,
    });
    const keys = (await data.db.$client.execute('select key from rate_limits order by key')).rows;
    expect(keys.map((r) => r.key)).toEqual(['contact:new', 'links:hourly']);
    const emails = (await data.db.$client.execute('select email from login_attempts')).rows;
    expect(emails.map((r) => r.email)).toEqual(['new@example.com']);
    // A pruned address starts a fresh window.
    expect(await countHit(data.db, 'contact:old', 60_000, T0 + 60_000)).toMatchObject({ count: 1 });
  });

  it('prunes now and then as hits arrive (here every 3rd hit of this process)', async () => {
    const store = new DatabaseLimitStore(() => data.db, new OccasionalPrune(3));
    for (let i = 0; i < 5; i++) await checkLimit(store, LIMIT, `old-${i}`, 1, T0);
    const rows = async () =>
      Number((await data.db.$client.execute('select count(*) n from rate_limits')).rows[0]!.n);
    expect(await rows()).toBe(5);
    // The 6th hit, a minute later: every earlier window has ended and goes.
    await checkLimit(store, LIMIT, 'new', 1, T0 + 60_000);
    expect(await rows()).toBe(1);
  });

  it('still answers when a prune fails', async () => {
    const store = new DatabaseLimitStore(() => data.db, new OccasionalPrune(1));
    await data.db.$client.execute('drop index login_attempts_at_idx');
    await data.db.$client.execute('drop table login_attempts');
    expect((await attempt(store, T0)).status).toBe(200);
  });
});
