/**
 * Starting a book on a visitor's shelf (POST /api/reading-progress, from the tracker or
 * the community's challenge join panel), and the look-alike a honeypot-filled post gets.
 */
import type { z } from 'astro/zod';
import type { Database } from '~db/client';
import { userReadingProgress } from '~db/schema';
import { recordEngagement } from '~/features/analytics/engagement.server';
import { AUTHOR } from '~/features/books/author';
import { getBook } from '~/features/books/books.queries';
import { likelyNextId } from '~/lib/forms/honeypot.queries';
import { HttpError } from '~/lib/http/api';
import { newEntryFor } from './entries.server';
import { getActiveChallenge, startProgress, type ProgressEntry } from './progress.queries';
import type { createProgressSchema } from './schema';

type StartInput = Omit<z.output<typeof createProgressSchema>, 'website'>;

/** A new entry and whether it is new (false when the book was already on the shelf). */
export interface Started {
  entry: ProgressEntry;
  created: boolean;
}

/** The entry the input asks for: its book, and a challenge that must be active. */
async function plannedEntry(db: Database, input: StartInput) {
  const book = await newEntryFor(db, input);
  const challengeId = input.challengeId ?? null;
  if (challengeId !== null && !(await getActiveChallenge(db, challengeId))) {
    throw new HttpError(400, 'Invalid input', { challengeId: ['No active challenge has this id'] });
  }
  return { book, challengeId };
}

/**
 * Starts the entry, once per book, on the shelf of `visitor()` (asked only once the input
 * is valid: it may set the visitor cookie). Joining a challenge counts toward the
 * community analytics (reader_engagement).
 */
export async function startEntry(db: Database, input: StartInput, visitor: () => string): Promise<Started> {
  const { book, challengeId } = await plannedEntry(db, input);
  const userId = visitor();
  const started = await startProgress(db, userId, { ...book, challengeId });
  if (started.created && challengeId !== null) {
    await recordEngagement(db, { userId, delta: { challengesJoined: 1 } });
  }
  return started;
}

/** What a honeypot-filled post is shown: checked as `startEntry` checks, stored and counted nowhere. */
export async function lookAlikeEntry(
  db: Database,
  input: StartInput,
  visitor: () => string,
): Promise<Started> {
  const { book, challengeId } = await plannedEntry(db, input);
  visitor();
  const { shelfKey: _key, ...shown } = book;
  const catalogued = book.bookId === null ? undefined : await getBook(db, book.bookId);
  const now = new Date();
  const status = shown.status ?? 'reading';
  const entry: ProgressEntry = {
    ...shown,
    author: shown.author ?? (catalogued ? AUTHOR : null),
    currentPage: shown.currentPage ?? null,
    totalPages: shown.totalPages ?? null,
    id: await likelyNextId(db, userReadingProgress, userReadingProgress.id),
    challengeId,
    status,
    startedAt: now,
    addedAt: now,
    completedAt: status === 'completed' ? now : null,
    rating: null,
    review: null,
    additionalAuthors: null,
    isbn: null,
    isbn13: null,
    tags: [],
    undatedReads: 0,
    book: catalogued
      ? {
          id: catalogued.id,
          title: catalogued.title,
          coverImage: catalogued.coverImage,
          pageCount: catalogued.pageCount,
        }
      : null,
    reads: status === 'completed' ? [{ startedAt: null, finishedAt: now }] : [],
  };
  return { entry, created: true };
}
