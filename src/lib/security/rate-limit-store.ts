/**
 * Fixed-window rate limits (CONTRACT.md §4) over a store: the database by default, so
 * every server instance counts together (§15), or process memory (RATE_LIMIT_STORE=memory,
 * kept for the benchmark's comparison and a single-process site). No astro:env here:
 * src/lib/security/rate-limit.ts wires the configuration in, and tests build stores directly.
 */
import type { Database } from '~db/client';
import { countHit, pruneLimits, type CounterState } from './limits.queries';
import { HttpError } from '~/lib/http/api';

/** A limit: at most `max` hits per `windowMs` for one key. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** Where the counters live. */
export interface LimitStore {
  /** Counts one hit on `id` and returns its window (this hit included). */
  count(id: string, windowMs: number, now: number): Promise<CounterState>;
}

/** Failed sign-ins allowed per address and per account within SIGN_IN_WINDOW_MS (CONTRACT.md §4). */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** How often (in hits, per process) old counters and sign-in failures are pruned. */
export const PRUNE_EVERY = 500;

/**
 * Prunes ended windows and old sign-in failures once every `every` calls. Awaited by
 * the caller (a function instance may be frozen after it answers), but a failed prune
 * never fails the request: the daily cron prunes too.
 */
export class OccasionalPrune {
  private calls = 0;
  constructor(private readonly every = PRUNE_EVERY) {}

  async tick(db: Database, now: number): Promise<void> {
    this.calls += 1;
    if (this.calls % this.every !== 0) return;
    try {
      await pruneLimits(db, now, SIGN_IN_WINDOW_MS);
    } catch {
      // next time, or the daily cron
    }
  }
}

/** Counters in the database: one atomic upsert per hit, shared by every instance. */
export class DatabaseLimitStore implements LimitStore {
  constructor(
    private readonly db: () => Database,
    private readonly prune = new OccasionalPrune(),
  ) {}

  async count(id: string, windowMs: number, now: number): Promise<CounterState> {
    const db = this.db();
    const state = await countHit(db, id, windowMs, now);
    await this.prune.tick(db, now);
    return state;
  }
}

/** Counters in this process's memory: each instance counts alone. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { start: number; resetAt: number; count: number }>();

  async count(id: string, windowMs: number, now: number): Promise<CounterState> {
    let window = this.windows.get(id);
    if (!window || now >= window.resetAt) {
      window = { start: now, resetAt: now + windowMs, count: 0 };
      this.windows.set(id, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (now >= window.resetAt) this.windows.delete(id);
  }
}

/** The 429 every limit answers, with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/** `limit.max` scaled by RATE_LIMIT_MULTIPLIER (benchmarks raise it), never below 1. */
export function scaledMax(max: number, multiplier = 1): number {
  return Math.max(1, Math.floor(max * multiplier));
}

/** Counts one hit of `key` against `limit` and throws 429 (with Retry-After) past it. */
export async function checkLimit(
  store: LimitStore,
  limit: Limit,
  key: string,
  multiplier = 1,
  now = Date.now(),
): Promise<void> {
  const { count, resetAt } = await store.count(`${limit.name}:${key}`, limit.windowMs, now);
  if (count > scaledMax(limit.max, multiplier)) {
    throw tooManyRequests('Too many requests. Please wait a moment and try again.', resetAt - now);
  }
}
