/** Blog posts. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { demo } from './columns';

export const postStatuses = ['draft', 'published'] as const;

/**
 * Blog posts; `content` is Markdown. A post is public once it is `published` and its
 * `publishedAt` has come (a later one is scheduled).
 */
export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: postStatuses }).notNull().default('published'),
    /** Tags as the owner wrote them; `/blog/tag/{slug}` lists each one's posts. */
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    demo: demo(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

export type BlogPost = typeof blogPosts.$inferSelect;

export type NewBlogPost = typeof blogPosts.$inferInsert;

export type PostStatus = (typeof postStatuses)[number];
