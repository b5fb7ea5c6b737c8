/**
 * Date ranges of the analytics dashboard and the arithmetic around them. Days are
 * UTC calendar days written 'YYYY-MM-DD', the form reader_engagement.date uses, so
 * ranges compare as strings and group without date maths in SQL.
 */

/** The ranges SPEC.md §2 offers, shortest first. */
export const RANGES = ['7d', '30d', '90d', '1y'] as const;
export type Range = (typeof RANGES)[number];

/** The range shown when none is asked for (SPEC.md §9). */
export const DEFAULT_RANGE: Range = '30d';

/** Days each range covers, today included. */
export const RANGE_DAYS: Record<Range, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** Days counted by "monthly active users". */
export const MONTH_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC calendar day of an instant. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  if (!DAY.test(day)) throw new RangeError(`Not a day: ${day}`);
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The days of one range ending on `end`, with the previous period of the same length. */
export interface RangeWindow {
  range: Range;
  days: number;
  /** First and last day of the range (inclusive). */
  start: string;
  end: string;
  /** The period of the same length just before it (inclusive). */
  previousStart: string;
  previousEnd: string;
  /** First day of the 30 days ending on `end`, for monthly active users. */
  monthStart: string;
}

/** The window of `range` ending on (and including) `end`. */
export function rangeWindow(range: Range, end: string): RangeWindow {
  const days = RANGE_DAYS[range];
  const start = addDays(end, -(days - 1));
  return {
    range,
    days,
    start,
    end,
    previousStart: addDays(start, -days),
    previousEnd: addDays(start, -1),
    monthStart: addDays(end, -(MONTH_DAYS - 1)),
  };
}

/**
 * Percent change from `previous` to `current`, one decimal. With no readers in the
 * previous period there is no baseline to compare with, so the answer is null
 * (shown as "no earlier data") rather than an invented +100% or infinity.
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Every day from `start` to `end` inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) out.push(day);
  return out;
}

/**
 * One entry per day from `start` to `end`: the aggregated row of that day, or
 * `empty(day)` for a day nobody visited, so charts show quiet days as zero.
 */
export function fillDays<T extends { date: string }>(
  start: string,
  end: string,
  rows: readonly T[],
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return daysBetween(start, end).map((day) => byDay.get(day) ?? empty(day));
}
