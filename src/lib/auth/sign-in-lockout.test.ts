/**
 * Sign-in lock-outs (CONTRACT.md §4) kept in the database (§15): failures recorded
 * through one instance (one client connection) lock the account and the address on
 * another; the window slides; a successful sign-in starts the account again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '~db/client';
import { clearSignInFailures } from '~/lib/security/limits.queries';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { HttpError } from '~/lib/http/api';
import { SIGN_IN_WINDOW_MS } from '~/lib/security/rate-limit-store';
import { checkSignInAttempt, LOCKED_MESSAGE } from './sign-in-lockout';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const MINUTE = 60_000;

let data: TestDatabase;
let a: Database;
let b: Database;

beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
  a = data.db;
  b = openDatabase({ url: data.url });
});
afterEach(() => {
  b.$client.close();
  data.cleanup();
});

/** 200 when the attempt may go on to the password check, else the error's status. */
async function check(db: Database, ip: string, email: string, now: Date, multiplier = 1) {
  try {
    await checkSignInAttempt(db, { ip, email }, multiplier, now);
    return 200;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.message).toBe(LOCKED_MESSAGE);
    expect(Number(error.headers?.['retry-after'])).toBe(SIGN_IN_WINDOW_MS / 1000);
    return error.status;
  }
}

describe('sign-in lock-outs', () => {
  it('locks an account after 10 failures through one instance, on the other too, from any address', async () => {
    for (let n = 1; n <= 10; n++) expect(await check(a, `10.0.0.${n}`, 'owner@example.com', at(n))).toBe(200);
    expect(await check(b, '10.0.1.1', 'owner@example.com', at(MINUTE))).toBe(429);
    expect(await check(a, '10.0.1.2', 'owner@example.com', at(MINUTE))).toBe(429);
    // Another account from a fresh address is not affected.
    expect(await check(b, '10.0.1.3', 'other@example.com', at(MINUTE))).toBe(200);
  });

  it('locks an address after 10 failures, whichever accounts they tried, on both instances', async () => {
    for (let n = 1; n <= 10; n++) {
      expect(await check(n % 2 ? a : b, '10.0.2.1', `guess${n}@example.com`, at(n))).toBe(200);
    }
    expect(await check(a, '10.0.2.1', 'owner@example.com', at(MINUTE))).toBe(429);
    expect(await check(b, '10.0.2.1', 'owner@example.com', at(MINUTE))).toBe(429);
    expect(await check(b, '10.0.2.2', 'owner@example.com', at(MINUTE))).toBe(200);
  });

  it('lets at most 10 of 30 simultaneous guesses through two instances reach the password check', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => check(n % 2 ? a : b, `10.0.3.${n}`, 'burst@example.com', at(0))),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('forgets a failure 15 minutes after it happened (a sliding window), whatever clock the database has', async () => {
    for (let n = 0; n < 10; n++) await check(a, '10.0.4.1', 'slide@example.com', at(n * MINUTE));
    // Locked until the first failure (minute 0) is 15 minutes old...
    expect(await check(b, '10.0.4.2', 'slide@example.com', at(14 * MINUTE))).toBe(429);
    // ...and a locked attempt counts too (minute 14), so minute 15 is still refused.
    expect(await check(b, '10.0.4.2', 'slide@example.com', at(15 * MINUTE))).toBe(429);
    // Long enough without attempts: every failure has left the window.
    expect(await check(a, '10.0.4.2', 'slide@example.com', at(30 * MINUTE))).toBe(200);
  });

  it('starts an account again after a successful sign-in, through either instance', async () => {
    for (let n = 1; n <= 9; n++) await check(a, '10.0.5.1', 'owner@example.com', at(n));
    // The 10th attempt is the right password: the account's failures are forgotten.
    expect(await check(b, '10.0.5.1', 'owner@example.com', at(10))).toBe(200);
    await clearSignInFailures(b, 'owner@example.com');
    for (let n = 11; n <= 20; n++) expect(await check(a, '10.0.5.1', 'owner@example.com', at(n))).toBe(200);
    expect(await check(b, '10.0.5.1', 'owner@example.com', at(21))).toBe(429);
  });

  it('scales the limit by RATE_LIMIT_MULTIPLIER', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push(await check(a, '10.0.6.1', 'scaled@example.com', at(n), 0.3));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
