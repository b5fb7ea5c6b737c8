/** Read queries for blog posts. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { blogPosts, type BlogPost } from '../schema';

/** Every post, newest first (ties broken by the newer id). */
export function listPosts(db: Database): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

/** The `limit` newest posts. */
export function listLatestPosts(db: Database, limit: number): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
}

/** One post, or undefined when no post has that id. */
export async function getPost(db: Database, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}
