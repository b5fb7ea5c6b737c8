/** The shapes the tracker islands receive from the API (dates arrive as ISO strings). */
import type { ReadingStatus } from './progress';

/** A catalogue book as the picker lists it. */
export interface BookOption {
  id: number;
  title: string;
  coverImage: string;
  /** The catalogue's page count, which tracking by page counts against until the reader gives one. */
  pageCount?: number | null;
}

/** A book outside the catalogue, as the reader names it. */
export interface OwnBook {
  title: string;
  author: string;
  totalPages?: number;
}

/** One finished read of a book. */
export interface Read {
  startedAt: string | null;
  finishedAt: string;
}

/** One of the visitor's entries (GET /api/reading-progress). */
export interface Entry {
  id: number;
  /** The catalogue book, or null for a book the reader named. */
  bookId: number | null;
  challengeId: number | null;
  status: ReadingStatus;
  progress: number;
  currentPage: number | null;
  totalPages: number | null;
  title: string;
  /** The author (the site's author for catalogue books). */
  author: string | null;
  additionalAuthors: string | null;
  isbn: string | null;
  isbn13: string | null;
  /** 0.5 to 5 in halves, or null. */
  rating: number | null;
  /** The reader's private review. */
  review: string | null;
  /** The reader's own shelves or tags. */
  tags: string[];
  startedAt: string;
  /** When the book came onto the shelf. */
  addedAt: string;
  completedAt: string | null;
  /** Reads known without a date (an import's read count beyond its dates). */
  undatedReads: number;
  book: BookOption | null;
  /** Every finished read, newest first (a reread adds one). */
  reads: Read[];
}

/** What every visitor sees of the active challenge; known when the page is built. */
export type ChallengeSummary = Pick<Challenge, 'id' | 'title' | 'description' | 'targetBooks'>;

/** A challenge with the visitor's standing (GET /api/reading-challenges). */
export interface Challenge {
  id: number;
  title: string;
  description: string;
  targetBooks: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
  joined: boolean;
  completedBooks: number;
  /** completedBooks / targetBooks as a 0..100 percentage. */
  progress: number;
}

/** The yearly goal (GET /api/reading-goal). */
export interface Goal {
  year: number;
  target: number | null;
  finishedCount: number;
  /** Books finished in each month, January first. */
  byMonth: number[];
  pace: { status: 'ahead' | 'on-track' | 'behind'; books: number; expected: number; text: string } | null;
}

/** What an import answers (POST /api/reading-progress/import). */
export interface ImportSummary {
  format: 'goodreads' | 'storygraph';
  /** Undoes the import (DELETE /api/reading-progress/import/{importId}); null when it changed nothing. */
  importId: string | null;
  rows: number;
  added: number;
  updated: number;
  skipped: number;
  reasons: { reason: string; count: number; lines: number[] }[];
}
