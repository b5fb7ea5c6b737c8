/** The owner's blog posts in the admin: every post (drafts and scheduled too), a page at a time, and their writes. */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { blogPosts, type BlogPost, type NewBlogPost } from '~db/schema';
import { contains, EVERY_ROW, readPage, type ListQuery } from '~/lib/http/list-page.queries';
import { contentChangedQueries } from '~/features/publishing/publish.queries';

/** Stores a new post and returns it; raises the content generation in the same batch. */
export async function insertPost(db: Database, post: Omit<NewBlogPost, 'id'>): Promise<BlogPost> {
  const [[row]] = await db.batch([
    db.insert(blogPosts).values(post).returning(),
    ...contentChangedQueries(db),
  ]);
  return row!;
}

/** Changes the given fields of a post; undefined when no post has that id. */
export async function updatePost(
  db: Database,
  id: number,
  fields: Partial<Omit<NewBlogPost, 'id'>>,
): Promise<BlogPost | undefined> {
  if (Object.keys(fields).length === 0) {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  }
  const [[row]] = await db.batch([
    db.update(blogPosts).set(fields).where(eq(blogPosts.id, id)).returning(),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  return row;
}

/** Deletes a post; false when no post had that id. */
export async function deletePost(db: Database, id: number): Promise<boolean> {
  const [rows] = await db.batch([
    db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  return rows.length > 0;
}

/** Blog posts, newest first, searched in title and excerpt (every post when no page is given). */
export async function listAllPosts(db: Database, page: ListQuery = EVERY_ROW) {
  const where = contains(page.q, [blogPosts.title, blogPosts.excerpt]);
  return readPage(
    db,
    db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db.select({ n: count() }).from(blogPosts).where(where),
    page,
  );
}
