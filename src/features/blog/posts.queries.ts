/**
 * Read queries for blog posts. The public ones return only posts that are live: status
 * `published` and `publishedAt` reached (CONTRACT.md §10); drafts and scheduled posts
 * are the admin's (src/features/blog/admin/posts-admin.queries.ts).
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '~db/client';
import { blogPosts, type BlogPost } from '~db/schema';

/** The condition for a post the public may see at `now`. */
export const isLive = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));

/** Every live post, newest first (ties broken by the newer id). */
export function listPosts(db: Database, now = new Date()): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(isLive(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

/** The `limit` newest live posts. */
export function listLatestPosts(db: Database, limit: number, now = new Date()): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(isLive(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/** One live post, or undefined when no live post has that id (drafts and scheduled posts included). */
export async function getPost(db: Database, id: number, now = new Date()): Promise<BlogPost | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isLive(now)))
    .limit(1);
  return row;
}

/** Any post, live or not, for the admin's preview. */
export async function getAnyPost(db: Database, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

/** True when a published post's time came in (since, until]: the site needs a publish to show it. */
export async function postsCameDue(db: Database, since: Date, until: Date): Promise<boolean> {
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.status, 'published'),
        gt(blogPosts.publishedAt, since),
        lte(blogPosts.publishedAt, until),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
