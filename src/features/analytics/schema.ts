/**
 * Inputs and outputs of the analytics endpoints, shared by the beacon endpoint, the
 * metrics endpoint and the dashboard island (no server imports here).
 */
import { z } from 'astro/zod';
import { DEFAULT_RANGE, RANGES } from './range';

/** Most seconds one beacon may report: longer stretches are clamped by the beacon. */
export const MAX_BEACON_SECONDS = 3600;

/** The per-tab session id the beacon keeps in sessionStorage (a UUID or a random token). */
export const sessionIdSchema = z
  .string('Session id is required')
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'Session id must be 8 to 64 letters, digits or dashes');

/** What the beacon sends: a page view on load, time spent when the page is hidden. */
export const beaconSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('view'),
      sessionId: sessionIdSchema,
      /** The page's path; the server counts a book viewed for /book/{id}/preview. */
      path: z
        .string('Path is required')
        .startsWith('/', 'Path must start with /')
        .max(512, 'Path is too long'),
      /** document.referrer: where the visitor came from (only its host is kept). */
      referrer: z.string('Referrer must be text').max(2048, 'Referrer is too long').optional(),
    }),
    z.object({
      type: z.literal('time'),
      sessionId: sessionIdSchema,
      /** Whole seconds the page was visible since the last report. */
      seconds: z
        .number('Seconds must be a number')
        .int('Seconds must be whole')
        .min(1, 'Seconds must be at least 1')
        .max(MAX_BEACON_SECONDS, `Seconds must be at most ${MAX_BEACON_SECONDS}`),
    }),
  ],
  { error: "Type must be 'view' or 'time'" },
);
export type BeaconEvent = z.infer<typeof beaconSchema>;

/** The `range` query parameter: absent means 30d, anything but the four ranges is refused. */
export const rangeQuerySchema = z
  .enum(RANGES, { error: 'Range must be one of 7d, 30d, 90d, 1y' })
  .default(DEFAULT_RANGE);

/** One day of the metrics series. */
export interface DailyEngagement {
  date: string;
  /** Distinct visitors that day. */
  readers: number;
  pageViews: number;
  /** Seconds spent on pages. */
  timeSpent: number;
  booksViewed: number;
}

/** GET /api/engagement-metrics: measured figures for one range. */
export interface EngagementMetrics {
  range: (typeof RANGES)[number];
  /** First and last day of the range (UTC, inclusive). */
  from: string;
  to: string;
  /** Distinct visitors in the range. */
  totalReaders: number;
  /** Distinct visitors in the previous period of the same length. */
  previousReaders: number;
  /** Percent change against the previous period; null when that period had nobody. */
  communityGrowth: number | null;
  /** Distinct visitors in the 30 days ending on the range's last day. */
  monthlyActiveUsers: number;
  /** Distinct countries visitors came from in the range. */
  globalReach: number;
  /** Sums over the range. */
  totals: {
    pageViews: number;
    timeSpent: number;
    booksViewed: number;
    discussionsParticipated: number;
    challengesJoined: number;
  };
  /** One entry per day of the range, quiet days included as zeros. */
  daily: DailyEngagement[];
  /** The first day anything was measured, or null when nothing was. */
  dataSince: string | null;
  /**
   * True while no real visit exists and the figures are the seeded demo history (shown
   * labelled 'Demo'); from the first real visit on, demo rows are left out and this is false.
   */
  demo: boolean;
}
