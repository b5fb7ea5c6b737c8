/**
 * Fixed-window rate limits per key (usually the client address), kept in the database
 * so every server instance shares them (CONTRACT.md §15); RATE_LIMIT_STORE=memory keeps
 * them in this process instead (the benchmark's comparison). Limits are scaled by
 * RATE_LIMIT_MULTIPLIER so a benchmark can raise them.
 */
import { RATE_LIMIT_MULTIPLIER, RATE_LIMIT_STORE } from 'astro:env/server';
import { getDb } from '~/lib/db';
import {
  checkLimit,
  DatabaseLimitStore,
  MemoryLimitStore,
  OccasionalPrune,
  type Limit,
  type LimitStore,
} from './rate-limit-store';

export type { Limit } from './rate-limit-store';

/** The limit every public write endpoint uses: 30 a minute per address (CONTRACT.md §4). */
export const PUBLIC_WRITE_LIMIT: Limit = { name: 'public-write', max: 30, windowMs: 60_000 };

/** This process's pruning of old counters and sign-in failures (shared with sign-in, src/lib/auth/sign-in.ts). */
export const occasionalPrune = new OccasionalPrune();

let store: LimitStore | undefined;

function limitStore(): LimitStore {
  store ??=
    RATE_LIMIT_STORE === 'memory' ? new MemoryLimitStore() : new DatabaseLimitStore(getDb, occasionalPrune);
  return store;
}

/** Counts one hit and throws 429 (with Retry-After) past the limit. */
export function hit(limit: Limit, key: string, now = Date.now()): Promise<void> {
  return checkLimit(limitStore(), limit, key, RATE_LIMIT_MULTIPLIER ?? 1, now);
}

/**
 * The client's address as the adapter reports it (on Vercel the adapter derives it
 * from Vercel's own forwarding header; a client-sent x-forwarded-for is not trusted).
 */
export function clientAddress(context: { clientAddress: string }): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}
