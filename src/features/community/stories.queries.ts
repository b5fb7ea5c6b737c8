/** Reader impact stories: submitted unapproved and not public; listed once approved and public. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { books, readerImpactStories, type ImpactStory } from '~db/schema';

/** A public story as the site shows it (no visitor id). */
export interface PublicStory {
  id: number;
  readerName: string;
  readerLocation: string | null;
  bookId: number;
  bookTitle: string;
  story: string;
  category: ImpactStory['category'];
  submittedAt: Date;
}

/** Stories both approved and public, newest first (only `bookId`'s when given). */
export function listPublicStories(db: Database, limit = 50, bookId?: number): Promise<PublicStory[]> {
  return db
    .select({
      id: readerImpactStories.id,
      readerName: readerImpactStories.readerName,
      readerLocation: readerImpactStories.readerLocation,
      bookId: readerImpactStories.bookId,
      bookTitle: books.title,
      story: readerImpactStories.story,
      category: readerImpactStories.category,
      submittedAt: readerImpactStories.submittedAt,
    })
    .from(readerImpactStories)
    .innerJoin(books, eq(books.id, readerImpactStories.bookId))
    .where(
      and(
        eq(readerImpactStories.isApproved, true),
        eq(readerImpactStories.isPublic, true),
        bookId === undefined ? undefined : eq(readerImpactStories.bookId, bookId),
      ),
    )
    .orderBy(desc(readerImpactStories.submittedAt), desc(readerImpactStories.id))
    .limit(limit);
}

/** The fields a reader sends; approval and publication are never theirs to set. */
export type NewStory = Pick<
  ImpactStory,
  'readerName' | 'readerLocation' | 'bookId' | 'story' | 'category' | 'userId'
>;

/** Stores a story unapproved and not public. */
export async function createStory(db: Database, input: NewStory): Promise<ImpactStory> {
  const [row] = await db
    .insert(readerImpactStories)
    .values({ ...input, isApproved: false, isPublic: false })
    .returning();
  return row!;
}
