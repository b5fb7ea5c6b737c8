/**
 * The site's small key/value facts (site_state): the content generation, publish
 * attempts and their results, and the last book-data sync. Shared by the site
 * (./publish.ts, ./publish-decisions.ts), the build (scripts/build-info.ts) and the
 * start supervisor (scripts/publisher.ts).
 *
 * Publishing tells the truth by numbers (CONTRACT.md §15): every content write raises
 * `content:generation` in the same batch as the write; every build records the
 * generation it read at its start and serves it at /build.json; a change is live once
 * the live build's generation reaches the database's.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '~db/client';
import { siteState } from '~db/schema';

/** Keys this module reads and writes. */
export const STATE = {
  /** How many content writes the database has seen (an integer, only ever raised). */
  contentGeneration: 'content:generation',
  /** ISO time of the latest content write (raised with the generation). */
  publishRequestedAt: 'publish:requestedAt',
  /** ISO time the latest publish attempt started: a local build, or a deploy hook call on Vercel. */
  publishStartedAt: 'publish:startedAt',
  /** ISO time the latest local build was swapped in (npm start). */
  publishFinishedAt: 'publish:finishedAt',
  /** Why the latest attempt failed, or '' when it did not. */
  publishError: 'publish:error',
  /** The content generation the latest attempt covers. */
  publishAttemptGeneration: 'publish:attemptGeneration',
  /** Vercel: '1' from a deploy hook call until a production build starts reading, else '0'. */
  hookPending: 'publish:hookPending',
  /** Vercel: the generation the latest production build read at its start, and when. */
  buildGeneration: 'publish:buildGeneration',
  buildStartedAt: 'publish:buildStartedAt',
  /** ISO time the book data sync last ran, and its summary (JSON). */
  syncLastRunAt: 'sync:lastRunAt',
  syncSummary: 'sync:summary',
} as const;

/** A publish still not live this long after it was requested is requested again. */
export const REPUBLISH_AFTER_MS = 10 * 60_000;

/** The upsert that sets `key`; usable inside a `db.batch([...])`. */
export function setStateQuery(db: Database, key: string, value: string) {
  return db
    .insert(siteState)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteState.key, set: { value, updatedAt: sql`excluded.updated_at` } });
}

/**
 * An upsert of `key` to the SQL expression `value`, only when `when` holds (SQL). With
 * `changes() > 0` it runs only if the statement just before it in the batch changed a
 * row: that is how a batch makes one statement depend on the previous one.
 */
function upsertWhen(db: Database, key: string, value: SQL, when: SQL, now: Date) {
  return db.run(sql`INSERT INTO site_state (key, value, updated_at)
    SELECT ${key}, ${value}, ${now.getTime()} WHERE ${when}
    ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`);
}

const CHANGED = sql`changes() > 0`;
const ALWAYS = sql`1`;
const CURRENT_GENERATION = sql`COALESCE((SELECT CAST(value AS INTEGER) FROM site_state WHERE key = ${STATE.contentGeneration}), 0)`;

/**
 * The statements that record a content write: put them in the same `db.batch([...])`
 * as the write itself, right after it. They raise the content generation and note the
 * time. With `onlyIfChanged`, they do so only when the statement just before them
 * changed a row (an UPDATE or DELETE that matched nothing is no content change).
 */
export function contentChangedQueries(
  db: Database,
  { now = new Date(), onlyIfChanged = false }: { now?: Date; onlyIfChanged?: boolean } = {},
) {
  return [
    db.run(sql`INSERT INTO site_state (key, value, updated_at)
      SELECT ${STATE.contentGeneration}, 1, ${now.getTime()} WHERE ${onlyIfChanged ? CHANGED : ALWAYS}
      ON CONFLICT(key) DO UPDATE SET value = CAST(site_state.value AS INTEGER) + 1, updated_at = excluded.updated_at`),
    // Runs exactly when the generation was raised: changes() now counts that statement.
    upsertWhen(db, STATE.publishRequestedAt, sql`${now.toISOString()}`, CHANGED, now),
  ] as const;
}

/** The database's content generation (0 before the first content write). */
export async function readGeneration(db: Database): Promise<number> {
  const s = await getState(db, [STATE.contentGeneration]);
  return Number(s[STATE.contentGeneration] ?? 0);
}

/**
 * A production build on Vercel starting: in one batch it reads the generation it will
 * build and records that a build has started reading (so a deploy hook call is no
 * longer pending, and a later write knows this build does not include it).
 */
export async function recordBuildStart(db: Database, now = new Date()): Promise<number> {
  const [, , , , rows] = await db.batch([
    upsertWhen(db, STATE.buildGeneration, CURRENT_GENERATION, ALWAYS, now),
    upsertWhen(db, STATE.buildStartedAt, sql`${now.toISOString()}`, ALWAYS, now),
    upsertWhen(db, STATE.hookPending, sql`'0'`, ALWAYS, now),
    // A build now reads the content: an earlier failure no longer describes the latest attempt.
    upsertWhen(db, STATE.publishError, sql`''`, ALWAYS, now),
    db.run(sql`SELECT ${CURRENT_GENERATION} AS generation`),
  ]);
  return Number((rows.rows[0] as unknown as { generation: number }).generation);
}

/**
 * A production build on Vercel that failed (or its migrations): the admin shows
 * `message` as the reason until the next attempt starts. It covers the content the
 * database holds now: a write after it asks for a deploy of its own anyway.
 */
export async function recordBuildFailure(db: Database, message: string, now = new Date()): Promise<void> {
  await db.batch([
    upsertWhen(db, STATE.publishError, sql`${message.slice(0, 500)}`, ALWAYS, now),
    upsertWhen(db, STATE.publishAttemptGeneration, CURRENT_GENERATION, ALWAYS, now),
  ]);
}

/**
 * Starts a publish attempt unless someone else started one since `previousStartedAt`
 * was read: sets the start time, the generation it covers, `error` ('' or a note), and
 * on Vercel marks the deploy hook call pending. True when this caller won the attempt.
 */
export async function claimPublishAttempt(
  db: Database,
  previousStartedAt: string | null,
  { now = new Date(), error = '', hook = false }: { now?: Date; error?: string; hook?: boolean } = {},
): Promise<boolean> {
  const at = now.toISOString();
  const claim = db.run(sql`INSERT INTO site_state (key, value, updated_at)
    VALUES (${STATE.publishStartedAt}, ${at}, ${now.getTime()})
    ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
    WHERE site_state.value IS ${previousStartedAt}`);
  const [claimed] = await db.batch([
    claim,
    // Each of these runs only if the one before it changed a row, i.e. only if the claim won.
    upsertWhen(db, STATE.publishAttemptGeneration, CURRENT_GENERATION, CHANGED, now),
    upsertWhen(db, STATE.publishError, sql`${error}`, CHANGED, now),
    upsertWhen(db, STATE.hookPending, sql`${hook ? '1' : '0'}`, CHANGED, now),
  ]);
  return claimed.rowsAffected > 0;
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

/** Everything recorded about content and publishing. */
export interface PublishRecord {
  generation: number;
  requestedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  attemptGeneration: number | null;
  hookPending: boolean;
  buildGeneration: number | null;
  buildStartedAt: string | null;
}

const num = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));

/** Reads the publish record. */
export async function readPublishRecord(db: Database): Promise<PublishRecord> {
  const s = await getState(db, [
    STATE.contentGeneration,
    STATE.publishRequestedAt,
    STATE.publishStartedAt,
    STATE.publishFinishedAt,
    STATE.publishError,
    STATE.publishAttemptGeneration,
    STATE.hookPending,
    STATE.buildGeneration,
    STATE.buildStartedAt,
  ]);
  return {
    generation: num(s[STATE.contentGeneration]) ?? 0,
    requestedAt: s[STATE.publishRequestedAt] ?? null,
    startedAt: s[STATE.publishStartedAt] ?? null,
    finishedAt: s[STATE.publishFinishedAt] ?? null,
    error: s[STATE.publishError] || null,
    attemptGeneration: num(s[STATE.publishAttemptGeneration]),
    hookPending: s[STATE.hookPending] === '1',
    buildGeneration: num(s[STATE.buildGeneration]),
    buildStartedAt: s[STATE.buildStartedAt] ?? null,
  };
}

/** What a build serves at /build.json. */
export interface BuildInfo {
  generation: number;
  builtAt: string;
}

/** The live build as far as it could be read: its build.json, or why it could not be read. */
export type LiveBuild = BuildInfo | { error: string };

/** What the admin shows about publishing. */
export interface PublishStatus {
  /** 'live': the public site shows every content write; 'failed': see `error`. */
  state: 'live' | 'publishing' | 'failed';
  /** The database's content generation. */
  generation: number;
  /** The generation of the build visitors get, when it could be read. */
  liveGeneration: number | null;
  /** The latest content write. */
  requestedAt: string | null;
  /** The latest publish attempt. */
  startedAt: string | null;
  /** When the build being served was published (locally: swapped in; on Vercel: built). */
  finishedAt: string | null;
  /** The reason, when `state` is 'failed'. */
  error: string | null;
  /** True while a publish is under way (`state` is 'publishing'). */
  pending: boolean;
}

/** Compares the live build with the database (pure: no clock, no I/O). */
export function publishStatus(record: PublishRecord, live: LiveBuild): PublishStatus {
  const liveInfo = 'error' in live ? null : live;
  const liveError = 'error' in live ? live.error : '';
  const base = {
    generation: record.generation,
    liveGeneration: liveInfo?.generation ?? null,
    requestedAt: record.requestedAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt ?? liveInfo?.builtAt ?? null,
  };
  let state: PublishStatus['state'];
  let error: string | null = null;
  if (!liveInfo) {
    state = 'failed';
    error = liveError;
  } else if (liveInfo.generation >= record.generation) {
    state = 'live';
  } else if (record.error && (record.attemptGeneration ?? -1) >= record.generation) {
    state = 'failed';
    error = record.error;
  } else {
    state = 'publishing';
  }
  return { ...base, state, error, pending: state === 'publishing' };
}

/** Reads the record and compares it with `live` (what the site's checkPublish does, minus re-requests). */
export async function getPublishStatus(db: Database, live: LiveBuild): Promise<PublishStatus> {
  return publishStatus(await readPublishRecord(db), live);
}
