/**
 * The site's small key/value facts (site_state): publish requests and results, and
 * the last book-data sync. Shared by the site (src/lib/publish.ts) and the start
 * supervisor (scripts/publisher.ts).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { siteState } from '../schema';

/** Keys this module reads and writes. */
export const STATE = {
  /** ISO time of the latest content write that needs a new build. */
  publishRequestedAt: 'publish:requestedAt',
  /** ISO time the latest build started (locally) or the deploy hook was called (Vercel). */
  publishStartedAt: 'publish:startedAt',
  /** ISO time the latest publish finished successfully. */
  publishFinishedAt: 'publish:finishedAt',
  /** The error of the latest publish, or '' when it succeeded. */
  publishError: 'publish:error',
  /** ISO time the book data sync last ran, and its summary (JSON). */
  syncLastRunAt: 'sync:lastRunAt',
  syncSummary: 'sync:summary',
} as const;

/** The upsert that sets `key`; usable inside a `db.batch([...])`. */
export function setStateQuery(db: Database, key: string, value: string) {
  return db
    .insert(siteState)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteState.key, set: { value, updatedAt: sql`excluded.updated_at` } });
}

/** Sets several keys at once (atomically). */
export async function setState(db: Database, values: Record<string, string>): Promise<void> {
  const queries = Object.entries(values).map(([key, value]) => setStateQuery(db, key, value));
  const [first, ...rest] = queries;
  if (first) await db.batch([first, ...rest]);
}

/** The values of `keys` (missing keys are absent from the result). */
export async function getState(db: Database, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await db
    .select()
    .from(siteState)
    .where(inArray(siteState.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** What the admin shows about publishing. */
export interface PublishStatus {
  requestedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  /** True while a requested publish has not finished yet. */
  pending: boolean;
}

/** Reads the publish state. */
export async function getPublishStatus(db: Database): Promise<PublishStatus> {
  const s = await getState(db, [
    STATE.publishRequestedAt,
    STATE.publishStartedAt,
    STATE.publishFinishedAt,
    STATE.publishError,
  ]);
  const requestedAt = s[STATE.publishRequestedAt] ?? null;
  const finishedAt = s[STATE.publishFinishedAt] ?? null;
  const error = s[STATE.publishError] || null;
  const startedAt = s[STATE.publishStartedAt] ?? null;
  const done = (at: string | null) => Boolean(at && requestedAt && at >= requestedAt);
  return {
    requestedAt,
    startedAt,
    finishedAt,
    error,
    pending: Boolean(requestedAt) && !done(finishedAt) && !(error && done(startedAt)),
  };
}
