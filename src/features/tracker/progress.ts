/**
 * The reading progress rules (SPEC.md §4, §9, CONTRACT.md §12): reading, then completed
 * or dnf (did not finish); '+10%' adds 10 capped at 100; 'Mark Complete' sets completed,
 * 100 and completedAt; progress by page is computed from the pages. Pure, so the server
 * and the island's optimistic updates follow the same rules.
 */

/** How much '+10%' adds. */
export const PROGRESS_STEP = 10;
/** The most progress a book can have. */
export const MAX_PROGRESS = 100;
/** How many recently completed books the tracker lists. */
export const RECENT_COMPLETED = 3;
/** The most pages a book may have (a bound for input, not a real limit). */
export const MAX_PAGES = 100_000;

export type ReadingStatus = 'reading' | 'completed' | 'dnf';

/** The fields of an entry the rules look at. */
export interface ProgressState {
  status: ReadingStatus;
  progress: number;
  completedAt: Date | string | null;
  currentPage?: number | null;
  totalPages?: number | null;
}

/** A progress value rounded to a whole number and clamped to 0..100. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_PROGRESS, Math.max(0, Math.round(value)));
}

/** The page reached, as a whole number within 0..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 0;
  return Math.min(totalPages, Math.max(0, Math.round(page)));
}

/** Progress from pages: currentPage of totalPages as a 0..100 percentage (0 without a page count). */
export function pagePercent(currentPage: number, totalPages: number): number {
  if (!Number.isFinite(totalPages) || totalPages <= 0) return 0;
  return clampProgress((clampPage(currentPage, totalPages) / totalPages) * 100);
}

/** The page that matches a percentage of a book, for an entry tracked by page. */
export function pageAt(progress: number, totalPages: number): number {
  return Math.round((clampProgress(progress) / 100) * totalPages);
}

/**
 * What a PATCH asks for, once read: add a step, finish, set a value or pages, stop
 * (did not finish), take a stopped book up again, or start a finished one again (reread).
 */
export type ProgressChange =
  | { kind: 'increment' }
  | { kind: 'complete' }
  | { kind: 'set'; progress: number }
  | { kind: 'pages'; currentPage?: number; totalPages?: number | null }
  | { kind: 'dnf' }
  | { kind: 'resume' }
  | { kind: 'reread' };

/** A PATCH body as the schema reads it. */
export interface ChangeRequest {
  action?: 'increment' | 'complete' | 'dnf' | 'resume' | 'reread';
  status?: ReadingStatus;
  progress?: number;
  currentPage?: number;
  totalPages?: number | null;
}

/**
 * Reads a PATCH body into one change. An action wins; then status 'completed' and
 * 'dnf'; then pages; then a progress value. Status 'reading' alone takes up a book
 * the reader had stopped and changes nothing for a book being read.
 */
export function planChange(body: ChangeRequest): ProgressChange {
  if (body.action) return { kind: body.action };
  if (body.status === 'completed') return { kind: 'complete' };
  if (body.status === 'dnf') return { kind: 'dnf' };
  if (body.currentPage !== undefined || body.totalPages !== undefined) {
    const change: ProgressChange = { kind: 'pages' };
    if (body.currentPage !== undefined) change.currentPage = body.currentPage;
    if (body.totalPages !== undefined) change.totalPages = body.totalPages;
    return change;
  }
  if (body.progress !== undefined) return { kind: 'set', progress: clampProgress(body.progress) };
  return { kind: 'resume' };
}

/** Why a change is refused: the book is finished or stopped, or pages are set without a page count. */
export type Refusal = 'already-completed' | 'not-reading' | 'needs-total-pages';

/** The result of applying a change: the next state, or why it is refused. */
export type Transition<T> = { ok: true; next: T } | { ok: false; reason: Refusal };

/**
 * Applies a change to an entry. A finished book accepts 'complete' again (which keeps it
 * as it is) and 'reread'; a stopped (dnf) book accepts 'resume' and 'complete'; a book
 * being read accepts everything but 'reread'.
 */
export function applyChange<T extends ProgressState>(
  entry: T,
  change: ProgressChange,
  now: Date = new Date(),
): Transition<T> {
  const pages = entry.totalPages ?? null;
  if (entry.status === 'completed') {
    if (change.kind === 'complete') return { ok: true, next: entry };
    if (change.kind === 'reread')
      return {
        ok: true,
        next: {
          ...entry,
          status: 'reading',
          progress: 0,
          completedAt: null,
          ...(pages && { currentPage: 0 }),
        },
      };
    return { ok: false, reason: 'already-completed' };
  }
  if (entry.status === 'dnf' && change.kind === 'dnf') return { ok: true, next: entry };
  if (entry.status === 'dnf' && change.kind !== 'complete' && change.kind !== 'resume')
    return { ok: false, reason: 'not-reading' };
  switch (change.kind) {
    case 'increment':
    case 'set': {
      const progress =
        change.kind === 'increment' ? clampProgress(entry.progress + PROGRESS_STEP) : change.progress;
      return {
        ok: true,
        next: { ...entry, progress, ...(pages && { currentPage: pageAt(progress, pages) }) },
      };
    }
    case 'complete':
      return {
        ok: true,
        next: {
          ...entry,
          status: 'completed',
          progress: MAX_PROGRESS,
          completedAt: now,
          ...(pages && { currentPage: pages }),
        },
      };
    case 'pages': {
      if (change.totalPages === null)
        return { ok: true, next: { ...entry, currentPage: null, totalPages: null } };
      const total = change.totalPages ?? pages;
      if (!total) return { ok: false, reason: 'needs-total-pages' };
      const current = clampPage(change.currentPage ?? entry.currentPage ?? 0, total);
      return {
        ok: true,
        next: { ...entry, totalPages: total, currentPage: current, progress: pagePercent(current, total) },
      };
    }
    case 'dnf':
      return { ok: true, next: { ...entry, status: 'dnf' } };
    case 'resume':
      // Taking up a book already being read changes nothing.
      return { ok: true, next: entry.status === 'reading' ? entry : { ...entry, status: 'reading' } };
    case 'reread':
      return { ok: false, reason: 'not-reading' };
  }
}

/** Challenge progress: completed entries of the challenge over its target, as a 0..100 percentage. */
export function challengePercent(completedBooks: number, targetBooks: number): number {
  if (targetBooks <= 0) return completedBooks > 0 ? MAX_PROGRESS : 0;
  return Math.min(MAX_PROGRESS, Math.round((completedBooks / targetBooks) * 100));
}

/**
 * The tracker's stats: Books Completed, Currently Reading, Average Progress over the
 * books read or being read (a book the reader stopped is in neither).
 */
export function readingStats(entries: readonly ProgressState[]): {
  completed: number;
  reading: number;
  averageProgress: number;
} {
  const counted = entries.filter((e) => e.status !== 'dnf');
  const reading = counted.filter((e) => e.status === 'reading');
  const averageProgress = counted.length
    ? Math.round(counted.reduce((sum, e) => sum + e.progress, 0) / counted.length)
    : 0;
  return { completed: counted.length - reading.length, reading: reading.length, averageProgress };
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
