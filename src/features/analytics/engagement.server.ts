/**
 * Server side of engagement: recording events (from the beacon endpoint, and from
 * other features when a reader joins a challenge or a discussion) and answering the
 * dashboard's metrics for a range.
 */
import { createHmac } from 'node:crypto';
import type { Database } from '~db/client';
import { addEngagement, engagementAggregates, type EngagementDelta } from './engagement.queries';
import { HttpError, MAX_BODY_BYTES, fieldErrors, readText } from '~/lib/http/api';
import { fillDays, growthPercent, isoDay, rangeWindow, type Range } from './range';
import { beaconSchema, type BeaconEvent, type EngagementMetrics } from './schema';

/** What a page view's visitor of the day is worked out from. */
export interface DailyVisitorFacts {
  /** UTC day, 'YYYY-MM-DD'. */
  day: string;
  /** The site's host name. */
  host: string;
  /** The client's IP address. */
  address: string;
  userAgent: string | null;
}

/**
 * Who a beacon's page view is from, without a cookie (CONTRACT.md §14): a one-way
 * fingerprint of the day, the site, the address and the browser, keyed with the signing
 * secret. It changes every day, so a visitor counts once a day and cannot be followed from
 * one day to the next, and neither the address nor the browser is stored.
 */
export function dailyVisitor(secret: string, facts: DailyVisitorFacts): string {
  return createHmac('sha256', secret)
    .update(['daily-visitor', facts.day, facts.host, facts.address, facts.userAgent ?? ''].join('\n'))
    .digest('base64url')
    .slice(0, 32);
}

export interface RecordEngagementInput {
  /** The visitor id: the visitor cookie's, or the beacon's `dailyVisitor`. */
  userId: string;
  /**
   * The beacon's per-tab session id. Server-side events that have none (a challenge
   * joined through the API) leave it out and count towards the visitor's own
   * server session of the day.
   */
  sessionId?: string;
  /** UTC day; today when omitted. */
  date?: string;
  delta: EngagementDelta;
  country?: string | null;
}

/**
 * Adds counters to the visitor's session row of the day. Other features call this
 * when something happens on the server, e.g. after a challenge join:
 * `recordEngagement(db, { userId, delta: { challengesJoined: 1 } })`.
 */
export function recordEngagement(db: Database, input: RecordEngagementInput): Promise<void> {
  return addEngagement(db, {
    userId: input.userId,
    sessionId: input.sessionId ?? `server-${input.userId}`,
    date: input.date ?? isoDay(new Date()),
    delta: input.delta,
    country: input.country,
  });
}

/**
 * Parses a beacon body. navigator.sendBeacon posts a string as text/plain, so this
 * endpoint alone accepts text/plain as well as application/json; both must hold
 * JSON, and the body limit still applies.
 */
export async function readBeacon(request: Request): Promise<BeaconEvent> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json') && !type.startsWith('text/plain')) {
    throw new HttpError(400, 'Expected a JSON body (application/json or text/plain)');
  }
  // Stops at the limit (413); a visitor leaving mid-request is a 400, not a server fault.
  const text = await readText(request, MAX_BODY_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
  const parsed = beaconSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'Invalid input', fieldErrors(parsed.error));
  return parsed.data;
}

/** The measured figures of `range` ending today (UTC). */
export async function engagementMetrics(
  db: Database,
  range: Range,
  today = isoDay(new Date()),
): Promise<EngagementMetrics> {
  const w = rangeWindow(range, today);
  const { firstDay: dataSince, counts, days, demo } = await engagementAggregates(db, w);
  const totals = {
    pageViews: 0,
    timeSpent: 0,
    booksViewed: 0,
    discussionsParticipated: 0,
    challengesJoined: 0,
  };
  for (const day of days)
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += day[key];
  const daily = fillDays(
    w.start,
    w.end,
    days.map(({ date, readers, pageViews, timeSpent, booksViewed }) => ({
      date,
      readers,
      pageViews,
      timeSpent,
      booksViewed,
    })),
    (date) => ({ date, readers: 0, pageViews: 0, timeSpent: 0, booksViewed: 0 }),
  );
  return {
    range,
    from: w.start,
    to: w.end,
    totalReaders: counts.readers,
    previousReaders: counts.previousReaders,
    communityGrowth: growthPercent(counts.readers, counts.previousReaders),
    monthlyActiveUsers: counts.monthlyActiveUsers,
    globalReach: counts.countries,
    totals,
    daily,
    dataSince,
    demo,
  };
}
