/** Reader stories in the admin: the moderation queue, a page at a time, and the owner's decision on each. */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { books, readerImpactStories } from '~db/schema';
import { contains, EVERY_ROW, readPage, type ListQuery } from '~/lib/http/list-page.queries';
import { contentChangedQueries } from '~/features/publishing/publish.queries';

/** Sets a story's approval and visibility; undefined when no story has that id. */
export async function moderateStory(
  db: Database,
  id: number,
  fields: { isApproved?: boolean; isPublic?: boolean },
) {
  if (fields.isApproved === undefined && fields.isPublic === undefined) {
    const [row] = await db.select().from(readerImpactStories).where(eq(readerImpactStories.id, id));
    return row;
  }
  // Approved public stories may appear on pre-rendered pages: a content write.
  const [[row]] = await db.batch([
    db.update(readerImpactStories).set(fields).where(eq(readerImpactStories.id, id)).returning(),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  return row;
}

/** Reader stories with their book's title, newest first (the moderation queue), searched in reader, story and book title. */
export async function listStories(db: Database, page: ListQuery = EVERY_ROW) {
  const where = contains(page.q, [readerImpactStories.readerName, readerImpactStories.story, books.title]);
  const { rows, total } = await readPage(
    db,
    db
      .select({ story: readerImpactStories, bookTitle: books.title })
      .from(readerImpactStories)
      .innerJoin(books, eq(books.id, readerImpactStories.bookId))
      .where(where)
      .orderBy(desc(readerImpactStories.submittedAt), desc(readerImpactStories.id)),
    db
      .select({ n: count() })
      .from(readerImpactStories)
      .innerJoin(books, eq(books.id, readerImpactStories.bookId))
      .where(where),
    page,
  );
  return { rows: rows.map((r) => ({ ...r.story, bookTitle: r.bookTitle })), total };
}
