/**
 * Starting and changing reading entries: the endpoint's input becomes a book on the
 * shelf (a catalogue book, or one the reader names), and a change becomes one
 * conditional write that follows the rules of progress.ts, with the rating and review.
 */
import type { z } from 'astro/zod';
import { sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { getBook, listBooks } from '~/features/books/books.queries';
import {
  getProgress,
  incrementSet,
  pagesSet,
  pageWithin,
  percentSet,
  updateEntry,
  type EntryUpdate,
  type NewEntry,
  type ProgressEntry,
} from './progress.queries';
import { userReadingProgress as progress } from '~db/schema';
import { HttpError } from '~/lib/http/api';
import {
  applyChange,
  clampProgress,
  MAX_PROGRESS,
  pageBeyondEndMessage,
  pagePercent,
  PROGRESS_STEP,
  type ProgressChange,
  type ReadingStatus,
} from './progress';
import type { createProgressSchema } from './schema';
import { catalogueMatcher, cleanText, shelfKey } from './shelf-key';

type CreateInput = z.output<typeof createProgressSchema>;

const invalid = (field: string, message: string) =>
  new HttpError(400, 'Invalid input', { [field]: [message] });

/**
 * The entry a POST asks for. A catalogue id must exist; a named book that is one of the
 * catalogue's (same title, the catalogue's author or none) becomes that catalogue book.
 */
export async function newEntryFor(db: Database, input: CreateInput): Promise<Omit<NewEntry, 'challengeId'>> {
  let bookId = input.bookId ?? null;
  let title = cleanText(input.title ?? '');
  let author: string | null = cleanText(input.author ?? '') || null;
  if (bookId !== null) {
    const book = await getBook(db, bookId);
    if (!book) throw invalid('bookId', 'No book has this id');
    [title, author] = [book.title, null];
  } else {
    if (!title) throw invalid('title', 'Give the title of the book');
    const book = catalogueMatcher(await listBooks(db))(title, author);
    if (book) [bookId, title, author] = [book.id, book.title, null];
  }
  const status = input.shelf ?? 'reading';
  const totalPages = input.totalPages ?? null;
  const completed = status === 'completed';
  const currentPage = totalPages ? (completed ? totalPages : (input.currentPage ?? 0)) : null;
  return {
    shelfKey: shelfKey({ bookId, title, author }),
    bookId,
    title,
    author,
    status,
    totalPages,
    currentPage,
    progress: completed
      ? MAX_PROGRESS
      : status === 'want-to-read'
        ? 0
        : totalPages
          ? pagePercent(currentPage ?? 0, totalPages)
          : clampProgress(input.progress ?? 0),
  };
}

/**
 * A page for a catalogue book that has no page count of its own counts against the
 * catalogue's, so a reader can track it by page without typing how long it is.
 */
function withCataloguePages(entry: ProgressEntry, change: ProgressChange | null): ProgressChange | null {
  const pages = entry.book?.pageCount;
  if (change?.kind !== 'pages' || change.totalPages !== undefined || entry.totalPages || !pages)
    return change;
  return { ...change, totalPages: pages };
}

/** A page beyond the book's last page, refused with the page field's message. */
const beyondEnd = (entry: ProgressEntry, change: ProgressChange) => {
  const total = (change.kind === 'pages' && change.totalPages) || entry.totalPages || 0;
  const page = change.kind === 'pages' ? (change.currentPage ?? entry.currentPage ?? 0) : 0;
  return invalid('currentPage', pageBeyondEndMessage(page, total));
};

/**
 * The conditional write of each change from the entry's current shelf (see progress.ts for
 * the rules it mirrors). Progress steps are computed in SQL, so concurrent '+10%' add up.
 */
function updateFor(change: ProgressChange, from: ReadingStatus, now: Date): EntryUpdate {
  const startAgain = {
    progress: 0,
    completedAt: null,
    startedAt: now,
    currentPage: sql`case when ${progress.totalPages} is null then null else 0 end`,
  };
  switch (change.kind) {
    case 'increment':
      return { from: ['reading'], set: incrementSet(PROGRESS_STEP) };
    case 'set':
      return { from: ['reading'], set: percentSet(change.progress) };
    case 'complete':
      return {
        from: [from],
        set: {
          status: 'completed',
          progress: MAX_PROGRESS,
          completedAt: now,
          currentPage: sql`${progress.totalPages}`,
        },
        finishedAt: now,
      };
    case 'dnf':
      return { from: [from], set: { status: 'dnf', completedAt: null } };
    case 'want':
      return { from: [from], set: { ...startAgain, status: 'want-to-read' } };
    case 'reread':
    case 'start':
    case 'resume':
      if (from === 'completed') return { from: [from], set: { ...startAgain, status: 'reading' } };
      // A wanted book starts now; a stopped one is taken up where it was left.
      return {
        from: [from],
        set: from === 'want-to-read' ? { status: 'reading', startedAt: now } : { status: 'reading' },
      };
    case 'pages':
      if (change.totalPages === null)
        return { from: ['reading'], set: { currentPage: null, totalPages: null } };
      return {
        from: ['reading'],
        set: pagesSet(change.currentPage, change.totalPages),
        // Never past the last page, even when the page count changed meanwhile.
        where: pageWithin(change.currentPage, change.totalPages),
      };
  }
}

/** The reader's own words about the book: rating and private review, as the PATCH sends them. */
export interface EntryDetails {
  rating?: number | null;
  review?: string | null;
}

/**
 * Applies a change (and the rating or review sent with it) to the visitor's entry: the
 * updated entry, or the entry unchanged when the change asks for what already holds
 * (completing a finished book). Another visitor's entry is 404; a change the rules
 * refuse is 409, or 400 for pages without a page count or beyond the last page.
 */
export async function changeEntry(
  db: Database,
  visitor: string,
  id: number,
  requested: ProgressChange | null,
  details: EntryDetails = {},
  now = new Date(),
): Promise<ProgressEntry> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const entry = await getProgress(db, visitor, id);
    if (!entry) throw new HttpError(404, 'Not found');
    const change = withCataloguePages(entry, requested);
    const result = change ? applyChange(entry, change, now) : { ok: true as const, next: entry };
    if (!result.ok) {
      if (result.reason === 'needs-total-pages')
        throw invalid('totalPages', 'Give the number of pages in the book to track it by page');
      if (result.reason === 'page-beyond-end') throw beyondEnd(entry, change!);
      throw new HttpError(
        409,
        result.reason === 'already-completed'
          ? 'This book is already completed'
          : 'This book is not being read',
      );
    }
    const unchanged = result.next === entry;
    if (unchanged && details.rating === undefined && details.review === undefined) return entry;
    const update: EntryUpdate =
      change && !unchanged ? updateFor(change, entry.status, now) : { from: [entry.status], set: {} };
    const updated = await updateEntry(db, visitor, id, { ...update, set: { ...update.set, ...details } });
    if (updated) return updated;
    // The entry changed under us (another tab, another device): read it again and retry.
  }
  throw new HttpError(409, 'This book changed at the same time; please try again');
}
