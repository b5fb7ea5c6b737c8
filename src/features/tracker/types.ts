/** The shapes the tracker islands receive from the API (dates arrive as ISO strings). */
import type { ReadingStatus } from './progress';

/** A catalogue book as the picker lists it. */
export interface BookOption {
  id: number;
  title: string;
  coverImage: string;
}

/** One of the visitor's entries (GET /api/reading-progress). */
export interface Entry {
  id: number;
  bookId: number;
  challengeId: number | null;
  status: ReadingStatus;
  progress: number;
  startedAt: string;
  completedAt: string | null;
  book: BookOption;
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
