/**
 * The admin area's reads and writes: overview counts, blog posts, messages,
 * subscribers, forum activity, story moderation, the mail outbox and book links
 * (failed sign-ins are counted in ./limits.ts).
 */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '~db/client';
import { contentChangedQueries } from '~/features/publishing/publish.queries';
import {
  blogPosts,
  books,
  contactMessages,
  forumCategories,
  forumPosts,
  forumTopics,
  mailOutbox,
  newsletterSubscriptions,
  readerImpactStories,
  type BlogPost,
  type Book,
  type NewBlogPost,
} from '~db/schema';

/** The four numbers on the Overview tab. */
export async function overviewCounts(db: Database) {
  const [[posts], [messages], [subscribers], [topics]] = await db.batch([
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(contactMessages),
    db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, 'confirmed')),
    db.select({ n: count() }).from(forumTopics),
  ]);
  return {
    posts: posts?.n ?? 0,
    messages: messages?.n ?? 0,
    subscribers: subscribers?.n ?? 0,
    forumTopics: topics?.n ?? 0,
  };
}

/** Every blog post, newest first. */
export function listAllPosts(db: Database): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

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

/** Contact messages, newest first (all, or the latest `limit`). */
export function listMessages(db: Database, limit = 1000) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Newsletter subscribers, newest first, with whether they unsubscribed. */
export function listSubscribers(db: Database) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
}

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

/** Every reader impact story with its book title, newest first (the moderation queue). */
export function listStories(db: Database) {
  return db
    .select({ story: readerImpactStories, bookTitle: books.title })
    .from(readerImpactStories)
    .innerJoin(books, eq(books.id, readerImpactStories.bookId))
    .orderBy(desc(readerImpactStories.submittedAt), desc(readerImpactStories.id));
}

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

/** The outbox, newest first, without bodies' HTML; an issue's mails are counted on the Newsletter tab instead. */
export function listOutbox(db: Database, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.issueId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** Every book in catalogue order, for the Amazon URLs tab and the sync. */
export function listBooksForAdmin(db: Database): Promise<Book[]> {
  return db.select().from(books).orderBy(asc(books.id));
}

/** Sets a book's retailer link; undefined when no book has that id. */
export async function updateBookUrl(db: Database, id: number, amazonUrl: string): Promise<Book | undefined> {
  const [[row]] = await db.batch([
    db.update(books).set({ amazonUrl }).where(eq(books.id, id)).returning(),
    ...contentChangedQueries(db, { onlyIfChanged: true }),
  ]);
  return row;
}
