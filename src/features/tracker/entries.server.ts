/**
 * Starting and changing reading entries: the endpoint's input becomes a book on the
 * shelf (a catalogue book, or one the reader names), and a change becomes one
 * conditional write that follows the rules of progress.ts.
 */
import type { z } from 'astro/zod';
import { sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { getBook, listBooks } from '~/features/books/books.queries';
import {
  getProgress,
  incrementSet,
  pagesSet,
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
  pagePercent,
  clampPage,
  PROGRESS_STEP,
  type ProgressChange,
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
  const totalPages = input.totalPages ?? null;
  const currentPage = totalPages ? clampPage(input.currentPage ?? 0, totalPages) : null;
  return {
    shelfKey: shelfKey({ bookId, title, author }),
    bookId,
    title,
    author,
    totalPages,
    currentPage,
    progress: totalPages ? pagePercent(currentPage ?? 0, totalPages) : clampProgress(input.progress ?? 0),
  };
}

/** The conditional write of each change (see progress.ts for the rules it mirrors). */
function updateFor(change: ProgressChange, now: Date): EntryUpdate & { needsPages?: boolean } {
  switch (change.kind) {
    case 'increment':
      return { from: ['reading'], set: incrementSet(PROGRESS_STEP) };
    case 'set':
      return { from: ['reading'], set: percentSet(change.progress) };
    case 'complete':
      return {
        from: ['reading', 'dnf'],
        set: {
          status: 'completed',
          progress: MAX_PROGRESS,
          completedAt: now,
          currentPage: sql`${progress.totalPages}`,
        },
        finishedAt: now,
      };
    case 'dnf':
      return { from: ['reading'], set: { status: 'dnf' } };
    case 'resume':
      return { from: ['dnf'], set: { status: 'reading' } };
    case 'reread':
      return {
        from: ['completed'],
        set: {
          status: 'reading',
          progress: 0,
          completedAt: null,
          startedAt: now,
          currentPage: sql`case when ${progress.totalPages} is null then null else 0 end`,
        },
      };
    case 'pages':
      if (change.totalPages === null)
        return { from: ['reading'], set: { currentPage: null, totalPages: null } };
      return {
        from: ['reading'],
        set: pagesSet(change.currentPage, change.totalPages),
        needsPages: change.totalPages === undefined,
      };
  }
}

/**
 * Applies a change to the visitor's entry: the updated entry, or the entry unchanged
 * when the change asks for what already holds (completing a finished book). Another
 * visitor's entry is 404; a change the rules refuse is 409 (or 400 for pages without
 * a page count).
 */
export async function changeEntry(
  db: Database,
  visitor: string,
  id: number,
  change: ProgressChange,
  now = new Date(),
): Promise<ProgressEntry> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const update = updateFor(change, now);
    const updated = await updateEntry(db, visitor, id, {
      ...update,
      where: update.needsPages ? sql`${progress.totalPages} is not null` : undefined,
    });
    if (updated) return updated;
    const entry = await getProgress(db, visitor, id);
    if (!entry) throw new HttpError(404, 'Not found');
    const result = applyChange(entry, change, now);
    if (!result.ok) {
      if (result.reason === 'needs-total-pages')
        throw invalid('totalPages', 'Give the number of pages in the book to track it by page');
      throw new HttpError(
        409,
        result.reason === 'already-completed'
          ? 'This book is already completed'
          : 'This book is not being read',
      );
    }
    // Asking for what already holds changes nothing; otherwise the entry changed under us: try again.
    if (result.next === entry) return entry;
  }
  throw new HttpError(409, 'This book changed at the same time; please try again');
}
