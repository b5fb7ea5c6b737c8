/**
 * The reading progress rules (SPEC.md §4, §9, CONTRACT.md §12, §19): four shelves (want
 * to read, reading, finished, did not finish) a book moves between freely; '+10%' adds 10
 * capped at 100; 'Mark Complete' sets completed, 100 and completedAt; progress by page is
 * computed from the pages, and a page beyond the last is refused. Pure, so the server and
 * the island's optimistic updates follow the same rules.
 */

/** How much '+10%' adds. */
export const PROGRESS_STEP = 10;
/** The most progress a book can have. */
export const MAX_PROGRESS = 100;
/** How many recently completed books the tracker lists. */
export const RECENT_COMPLETED = 3;
/** The most pages a book may have (a bound for input, not a real limit). */
export const MAX_PAGES = 100_000;

/** The shelves, in the order a book usually goes through them. */
export const READING_STATUSES = ['want-to-read', 'reading', 'completed', 'dnf'] as const;

export type ReadingStatus = (typeof READING_STATUSES)[number];

/** Each shelf's name as the tracker shows it. */
export const SHELF_LABELS: Record<ReadingStatus, string> = {
  'want-to-read': 'Want to Read',
  reading: 'Reading',
  completed: 'Finished',
  dnf: 'Did Not Finish',
};

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
 * (did not finish), take a stopped book up again, start a finished one again (reread),
 * start reading (from any shelf), or put the book back on the want-to-read shelf.
 */
export type ProgressChange =
  | { kind: 'increment' }
  | { kind: 'complete' }
  | { kind: 'set'; progress: number }
  | { kind: 'pages'; currentPage?: number; totalPages?: number | null }
  | { kind: 'dnf' }
  | { kind: 'resume' }
  | { kind: 'reread' }
  | { kind: 'start' }
  | { kind: 'want' };

/** A PATCH body as the schema reads it. */
export interface ChangeRequest {
  action?: 'increment' | 'complete' | 'dnf' | 'resume' | 'reread';
  status?: ReadingStatus;
  progress?: number;
  currentPage?: number;
  totalPages?: number | null;
}

/**
 * Reads a PATCH body into one change, or null when it changes no progress (only the
 * rating or review). An action wins; then status 'completed', 'dnf' and 'want-to-read';
 * then pages; then a progress value. Status 'reading' alone starts the book from any
 * shelf (a finished book is read again) and changes nothing for a book being read.
 */
export function planChange(body: ChangeRequest): ProgressChange | null {
  if (body.action) return { kind: body.action };
  if (body.status === 'completed') return { kind: 'complete' };
  if (body.status === 'dnf') return { kind: 'dnf' };
  if (body.status === 'want-to-read') return { kind: 'want' };
  if (body.currentPage !== undefined || body.totalPages !== undefined) {
    const change: ProgressChange = { kind: 'pages' };
    if (body.currentPage !== undefined) change.currentPage = body.currentPage;
    if (body.totalPages !== undefined) change.totalPages = body.totalPages;
    return change;
  }
  if (body.progress !== undefined) return { kind: 'set', progress: clampProgress(body.progress) };
  return body.status === 'reading' ? { kind: 'start' } : null;
}

/**
 * Why a change is refused: the book is finished or not being read, pages are set without
 * a page count, or the page is beyond the book's last.
 */
export type Refusal = 'already-completed' | 'not-reading' | 'needs-total-pages' | 'page-beyond-end';

/** The message a page beyond the last is refused with. */
export function pageBeyondEndMessage(page: number, totalPages: number): string {
  return `Page ${page} is beyond the last page of this book (${totalPages})`;
}

/** The result of applying a change: the next state, or why it is refused. */
export type Transition<T> = { ok: true; next: T } | { ok: false; reason: Refusal };

/**
 * Applies a change to an entry. Progress ('+10%', a percentage, pages) moves only a book
 * being read; the shelf moves freely: a finished book is read again ('reread', or status
 * 'reading'), a stopped or wanted one is started, any book can be finished, stopped or put
 * back on the want-to-read shelf. Earlier finished reads always stay. 'resume' takes up a
 * stopped or wanted book and refuses a finished one (that is 'reread').
 */
export function applyChange<T extends ProgressState>(
  entry: T,
  change: ProgressChange,
  now: Date = new Date(),
): Transition<T> {
  const pages = entry.totalPages ?? null;
  const startAgain: T = {
    ...entry,
    status: 'reading',
    progress: 0,
    completedAt: null,
    ...(pages && { currentPage: 0 }),
  };
  switch (change.kind) {
    case 'complete':
      if (entry.status === 'completed') return { ok: true, next: entry };
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
    case 'reread':
      return entry.status === 'completed'
        ? { ok: true, next: startAgain }
        : { ok: false, reason: 'not-reading' };
    case 'start':
      if (entry.status === 'completed') return { ok: true, next: startAgain };
      return { ok: true, next: entry.status === 'reading' ? entry : { ...entry, status: 'reading' } };
    case 'resume':
      if (entry.status === 'completed') return { ok: false, reason: 'already-completed' };
      // Taking up a book already being read changes nothing.
      return { ok: true, next: entry.status === 'reading' ? entry : { ...entry, status: 'reading' } };
    case 'dnf':
      return {
        ok: true,
        next: entry.status === 'dnf' ? entry : { ...entry, status: 'dnf', completedAt: null },
      };
    case 'want':
      if (entry.status === 'want-to-read') return { ok: true, next: entry };
      return { ok: true, next: { ...startAgain, status: 'want-to-read' } };
  }
  if (entry.status !== 'reading')
    return { ok: false, reason: entry.status === 'completed' ? 'already-completed' : 'not-reading' };
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
    case 'pages': {
      if (change.totalPages === null)
        return { ok: true, next: { ...entry, currentPage: null, totalPages: null } };
      const total = change.totalPages ?? pages;
      if (!total) return { ok: false, reason: 'needs-total-pages' };
      const current = Math.max(0, Math.round(change.currentPage ?? entry.currentPage ?? 0));
      if (current > total) return { ok: false, reason: 'page-beyond-end' };
      return {
        ok: true,
        next: { ...entry, totalPages: total, currentPage: current, progress: pagePercent(current, total) },
      };
    }
  }
}

/** Challenge progress: completed entries of the challenge over its target, as a 0..100 percentage. */
export function challengePercent(completedBooks: number, targetBooks: number): number {
  if (targetBooks <= 0) return completedBooks > 0 ? MAX_PROGRESS : 0;
  return Math.min(MAX_PROGRESS, Math.round((completedBooks / targetBooks) * 100));
}

/**
 * The tracker's stats: Books Completed, Currently Reading, Average Progress over the
 * books read or being read (a book the reader stopped, or only wants to read, is in neither).
 */
export function readingStats(entries: readonly ProgressState[]): {
  completed: number;
  reading: number;
  averageProgress: number;
} {
  const counted = entries.filter((e) => e.status === 'reading' || e.status === 'completed');
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
  // One pass keeping the newest few (a 5,000-book shelf is not sorted to show three); on a
  // tie the earlier entry stays first, as a stable sort would keep it.
  const newest: { entry: T; at: number }[] = [];
  if (count <= 0) return [];
  for (const entry of entries) {
    if (entry.status !== 'completed') continue;
    const at = time(entry.completedAt);
    if (newest.length === count && at <= newest[count - 1]!.at) continue;
    let i = newest.length;
    while (i > 0 && newest[i - 1]!.at < at) i--;
    newest.splice(i, 0, { entry, at });
    if (newest.length > count) newest.pop();
  }
  return newest.map((n) => n.entry);
}

function time(value: Date | string | null): number {
  return value ? new Date(value).getTime() : 0;
}
