/** The reader community: forum, insights, impact stories and milestones. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, demo } from './columns';
import { books } from './books';

export const forumCategories = sqliteTable('forum_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  description: text('description'),
  bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
  demo: demo(),
});

export const forumTopics = sqliteTable(
  'forum_topics',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isSticky: bool('is_sticky').notNull().default(false),
    createdAt: createdAt(),
    demo: demo(),
  },
  (t) => [index('forum_topics_created_idx').on(t.createdAt)],
);

export const forumPosts = sqliteTable(
  'forum_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    content: text('content').notNull(),
    aiInsight: text('ai_insight'),
    createdAt: createdAt(),
    demo: demo(),
  },
  (t) => [index('forum_posts_topic_idx').on(t.topicId), index('forum_posts_created_idx').on(t.createdAt)],
);

export const communityInsights = sqliteTable('community_insights', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  bookId: integer('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  insight: text('insight').notNull(),
  confidence: integer('confidence').notNull(),
  generatedAt: createdAt('generated_at'),
  demo: demo(),
});

export const readerImpactStories = sqliteTable(
  'reader_impact_stories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id'),
    readerName: text('reader_name').notNull(),
    readerLocation: text('reader_location'),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    story: text('story').notNull(),
    category: text('category', {
      enum: ['life_change', 'inspiration', 'healing', 'growth'],
    }).notNull(),
    isPublic: bool('is_public').notNull().default(false),
    isApproved: bool('is_approved').notNull().default(false),
    submittedAt: createdAt('submitted_at'),
    demo: demo(),
  },
  (t) => [index('impact_stories_visible_idx').on(t.isApproved, t.isPublic)],
);

export const communityMilestones = sqliteTable('community_milestones', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  targetValue: integer('target_value').notNull(),
  currentValue: integer('current_value').notNull().default(0),
  unit: text('unit').notNull(),
  isAchieved: bool('is_achieved').notNull().default(false),
  achievedAt: integer('achieved_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  demo: demo(),
});

export type ImpactStory = typeof readerImpactStories.$inferSelect;

export type Milestone = typeof communityMilestones.$inferSelect;
