/** Approved public reader stories for the book pages, grouped by book. */
import type { Database } from '~db/client';
import { listPublicStories, type PublicStory } from '~/features/community/stories.queries';

/** How many stories a book's page shows, newest first. */
export const STORIES_PER_BOOK = 6;

/** Every book's approved public stories (at most STORIES_PER_BOOK each), by book id. */
export async function storiesByBook(db: Database): Promise<Map<number, PublicStory[]>> {
  const byBook = new Map<number, PublicStory[]>();
  for (const story of await listPublicStories(db, 100_000)) {
    const list = byBook.get(story.bookId) ?? [];
    if (list.length < STORIES_PER_BOOK) list.push(story);
    byBook.set(story.bookId, list);
  }
  return byBook;
}

/** One book's approved public stories, newest first. */
export function storiesOf(db: Database, bookId: number): Promise<PublicStory[]> {
  return listPublicStories(db, STORIES_PER_BOOK, bookId);
}
