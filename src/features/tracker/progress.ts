/**
 * The reading progress rules (SPEC.md §4, §9): reading then completed; '+10%' adds 10
 * capped at 100; 'Mark Complete' sets completed, 100 and completedAt. Pure, so the
 * server and the island's optimistic updates follow the same rules.
 */

/** How much '+10%' adds. */
export const PROGRESS_STEP = 10;
/** The most progress a book can have. */
export const MAX_PROGRESS = 100;
/** How many recently completed books the tracker lists. */
export const RECENT_COMPLETED = 3;

export type ReadingStatus = 'reading' | 'completed';

/** The fields of an entry the rules look at. */
export interface ProgressState {
  status: ReadingStatus;
  progress: number;
  completedAt: Date | string | null;
}

/** A progress value rounded to a whole number and clamped to 0..100. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_PROGRESS, Math.max(0, Math.round(value)));
}

/** What a PATCH asks for, once read: add a step, finish, or set a value. */
export type ProgressChange = { kind: 'increment' } | { kind: 'complete' } | { kind: 'set'; progress: number };

/** Reads a PATCH body into one change; status 'completed' wins over a progress value. */
export function planChange(body: {
  action?: 'increment' | 'complete';
  status?: ReadingStatus;
  progress?: number;
}): ProgressChange {
  if (body.action === 'increment') return { kind: 'increment' };
  if (body.action === 'complete' || body.status === 'completed') return { kind: 'complete' };
  if (body.progress !== undefined) return { kind: 'set', progress: clampProgress(body.progress) };
  // status 'reading' alone: nothing to change for a book being read.
  return { kind: 'set', progress: Number.NaN };
}

/** The result of applying a change: the next state, or why it is refused. */
export type Transition<T> = { ok: true; next: T } | { ok: false; reason: 'already-completed' };

/** Applies a change to an entry; completed books only accept 'complete' again (which keeps them as they are). */
export function applyChange<T extends ProgressState>(
  entry: T,
  change: ProgressChange,
  now: Date = new Date(),
): Transition<T> {
  if (entry.status === 'completed') {
    return change.kind === 'complete'
      ? { ok: true, next: entry }
      : { ok: false, reason: 'already-completed' };
  }
  switch (change.kind) {
    case 'increment':
      return { ok: true, next: { ...entry, progress: clampProgress(entry.progress + PROGRESS_STEP) } };
    case 'complete':
      return { ok: true, next: { ...entry, status: 'completed', progress: MAX_PROGRESS, completedAt: now } };
    case 'set':
      return {
        ok: true,
        next: { ...entry, progress: Number.isNaN(change.progress) ? entry.progress : change.progress },
      };
  }
}

/** Challenge progress: completed entries of the challenge over its target, as a 0..100 percentage. */
export function challengePercent(completedBooks: number, targetBooks: number): number {
  if (targetBooks <= 0) return completedBooks > 0 ? MAX_PROGRESS : 0;
  return Math.min(MAX_PROGRESS, Math.round((completedBooks / targetBooks) * 100));
}

/** The tracker's stats: Books Completed, Currently Reading, Average Progress over every tracked book. */
export function readingStats(entries: readonly ProgressState[]): {
  completed: number;
  reading: number;
  averageProgress: number;
} {
  const reading = entries.filter((e) => e.status === 'reading');
  const completed = entries.length - reading.length;
  const averageProgress = entries.length
    ? Math.round(entries.reduce((sum, e) => sum + e.progress, 0) / entries.length)
    : 0;
  return { completed, reading: reading.length, averageProgress };
}

/** The most recently completed entries, newest first. */
export function recentlyCompleted<T extends ProgressState>(
  entries: readonly T[],
  count = RECENT_COMPLETED,
): T[] {
  return entries
    .filter((e) => e.status === 'completed')
    .sort((a, b) => time(b.completedAt) - time(a.completedAt))
    .slice(0, count);
}

function time(value: Date | string | null): number {
  return value ? new Date(value).getTime() : 0;
}
