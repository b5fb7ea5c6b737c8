/** The yearly goal as GET and PUT /api/reading-goal answer it: the goal, the books finished that year and the pace. */
import type { Database } from '~db/client';
import { finishedInYear, getGoal, type FinishedBook } from './goals.queries';
import { finishedByMonth, readingPace, type Pace } from './pace';

/** The goal report of a year. */
export interface GoalReport {
  year: number;
  /** Books the reader means to finish, or null with no goal set. */
  target: number | null;
  /** Every book finished that year (a reread counts again), in order. */
  finished: FinishedBook[];
  finishedCount: number;
  /** Books finished in each month, January first. */
  byMonth: number[];
  /** Where the reader stands against the goal; null with no goal. */
  pace: Pace | null;
}

/** The visitor's goal report for `year` as of `now`. */
export async function goalReport(
  db: Database,
  visitor: string | null,
  year: number,
  now = new Date(),
): Promise<GoalReport> {
  // A visitor without a cookie yet has no goal and no books.
  const [target, finished] = visitor
    ? await Promise.all([getGoal(db, visitor, year), finishedInYear(db, visitor, year)])
    : [null, []];
  return {
    year,
    target,
    finished,
    finishedCount: finished.length,
    byMonth: finishedByMonth(
      finished.map((book) => book.finishedAt),
      year,
    ),
    pace: target === null ? null : readingPace({ target, finished: finished.length, year, now }),
  };
}
