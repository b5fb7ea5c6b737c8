/**
 * A yearly reading goal's pace (CONTRACT.md §12): by now the reader "should" have
 * finished the whole books that the elapsed share of the year gives of the target;
 * more is ahead of schedule, fewer is behind. Pure, with the date passed in, so the
 * server and the tracker agree and tests can fix the day. Years run in UTC.
 */

export type PaceStatus = 'ahead' | 'on-track' | 'behind';

/** Where the reader stands against the goal. */
export interface Pace {
  status: PaceStatus;
  /** How many books ahead or behind (0 on track). */
  books: number;
  /** Whole books the goal asks for by now. */
  expected: number;
  /** CONTRACT.md §12's texts: '2 books ahead of schedule', 'on track', '3 behind'. */
  text: string;
}

const yearStart = (year: number) => Date.UTC(year, 0, 1);

/** The share of `year` that has passed at `now`, within 0..1. */
export function yearElapsed(year: number, now: Date): number {
  const start = yearStart(year);
  const share = (now.getTime() - start) / (yearStart(year + 1) - start);
  return Math.min(1, Math.max(0, share));
}

const books = (n: number) => `${n} ${n === 1 ? 'book' : 'books'}`;

/** The pace of `finished` books against a goal of `target` in `year`, on `now`. */
export function readingPace({
  target,
  finished,
  year,
  now,
}: {
  target: number;
  finished: number;
  year: number;
  now: Date;
}): Pace {
  // A tiny epsilon keeps 12 x 0.5 from landing just under 6 in floating point.
  const expected = Math.floor(target * yearElapsed(year, now) + 1e-9);
  const diff = finished - expected;
  if (diff > 0) return { status: 'ahead', books: diff, expected, text: `${books(diff)} ahead of schedule` };
  if (diff < 0) return { status: 'behind', books: -diff, expected, text: `${-diff} behind` };
  return { status: 'on-track', books: 0, expected, text: 'on track' };
}

/** How many of `dates` fall in each month of `year` (UTC), January first. */
export function finishedByMonth(dates: readonly (Date | string)[], year: number): number[] {
  const months = Array<number>(12).fill(0);
  for (const value of dates) {
    const date = new Date(value);
    if (date.getUTCFullYear() === year) months[date.getUTCMonth()]! += 1;
  }
  return months;
}
