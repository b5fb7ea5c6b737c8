/**
 * In-memory fixed-window rate limits per key (usually the client address). Limits
 * are scaled by RATE_LIMIT_MULTIPLIER so a benchmark can raise them.
 */
import { RATE_LIMIT_MULTIPLIER } from 'astro:env/server';
import { HttpError } from './http';

interface Window {
  start: number;
  count: number;
}

const buckets = new Map<string, Window>();

/** A limit: at most `max` hits per `windowMs` for one key. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** The limit every public write endpoint uses: 30 a minute per address (CONTRACT.md §4). */
export const PUBLIC_WRITE_LIMIT: Limit = { name: 'public-write', max: 30, windowMs: 60_000 };

/** Counts one hit and throws 429 (with Retry-After) past the limit. */
export function hit(limit: Limit, key: string, now = Date.now()): void {
  const max = Math.max(1, Math.floor(limit.max * (RATE_LIMIT_MULTIPLIER ?? 1)));
  const id = `${limit.name}:${key}`;
  let window = buckets.get(id);
  if (!window || now - window.start >= limit.windowMs) {
    window = { start: now, count: 0 };
    buckets.set(id, window);
    if (buckets.size > 50_000) sweep(now);
  }
  window.count += 1;
  if (window.count > max) {
    const retry = Math.ceil((window.start + limit.windowMs - now) / 1000);
    throw new HttpError(429, 'Too many requests. Please wait a moment and try again.', undefined, {
      'retry-after': String(Math.max(1, retry)),
    });
  }
}

function sweep(now: number): void {
  for (const [id, window] of buckets) if (now - window.start > 3_600_000) buckets.delete(id);
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
