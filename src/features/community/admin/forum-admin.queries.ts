/** The forum's activity as the admin reads it: topics and replies together, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { forumCategories, forumPosts, forumTopics } from '~db/schema';

/** One line of forum activity: a topic or a reply, with where it belongs. */
export interface ForumItem {
  kind: 'topic' | 'post';
  id: number;
  title: string;
  content: string;
  category: string;
  userId: string;
  createdAt: Date;
}

/** Forum topics and replies merged, newest first. */
export async function listForumActivity(db: Database, limit = 200): Promise<ForumItem[]> {
  const [topics, posts] = await db.batch([
    db
      .select({
        id: forumTopics.id,
        title: forumTopics.title,
        content: forumTopics.content,
        category: forumCategories.name,
        userId: forumTopics.userId,
        createdAt: forumTopics.createdAt,
      })
      .from(forumTopics)
      .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
      .orderBy(desc(forumTopics.createdAt))
      .limit(limit),
    db
      .select({
        id: forumPosts.id,
        title: forumTopics.title,
        content: forumPosts.content,
        category: forumCategories.name,
        userId: forumPosts.userId,
        createdAt: forumPosts.createdAt,
      })
      .from(forumPosts)
      .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
      .innerJoin(forumCategories, eq(forumCategories.id, forumTopics.categoryId))
      .orderBy(desc(forumPosts.createdAt))
      .limit(limit),
  ]);
  return [
    ...topics.map((t) => ({ kind: 'topic' as const, ...t })),
    ...posts.map((p) => ({ kind: 'post' as const, ...p })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit);
}
