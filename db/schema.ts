/**
 * Every table of the site, defined once. Types used elsewhere are inferred from here.
 * Money is stored as integer cents; timestamps as epoch milliseconds (Date in code).
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { orderStatuses, pageViewDimensions, productCategories } from './enums';

export { orderStatuses, pageViewDimensions, productCategories };

/** Epoch-millisecond timestamp column that defaults to the insert time. */
const createdAt = (name = 'created_at') =>
  integer(name, { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

const bool = (name: string) => integer(name, { mode: 'boolean' });

/** Books of the catalogue; `rating` is a decimal kept as text ('4.5'). */
export const books = sqliteTable('books', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  coverImage: text('cover_image').notNull(),
  amazonUrl: text('amazon_url').notNull(),
  rating: text('rating').notNull(),
  reviewCount: integer('review_count').notNull().default(0),
  featured: bool('featured').notNull().default(false),
});

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const newsletterSubscriptions = sqliteTable('newsletter_subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Stored lower-cased and trimmed, so the unique index catches case variants. */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
  /** Set when the subscriber used the one-click unsubscribe link. */
  unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
});

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  /** A password hash (argon2id / scrypt string), never the password itself. */
  password: text('password').notNull(),
  role: text('role').notNull().default('user'),
  createdAt: createdAt(),
});

/** Server-side admin sessions; the cookie holds a random token whose SHA-256 is `id`. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const bookPreviews = sqliteTable(
  'book_previews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterTitle: text('chapter_title').notNull(),
    content: text('content').notNull(),
    chapterNumber: integer('chapter_number').notNull(),
    isPreview: bool('is_preview').notNull().default(true),
  },
  (t) => [uniqueIndex('book_previews_book_chapter_uq').on(t.bookId, t.chapterNumber)],
);

export const readingChallenges = sqliteTable('reading_challenges', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  targetBooks: integer('target_books').notNull(),
  startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
  endDate: integer('end_date', { mode: 'timestamp_ms' }).notNull(),
  isActive: bool('is_active').notNull().default(true),
});

/** A reader's progress on one book; `userId` is the visitor id from the signed cookie. */
export const userReadingProgress = sqliteTable(
  'user_reading_progress',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id').references(() => readingChallenges.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['reading', 'completed'] })
      .notNull()
      .default('reading'),
    progress: integer('progress').notNull().default(0),
    startedAt: createdAt('started_at'),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('reading_progress_user_idx').on(t.userId),
    index('reading_progress_challenge_idx').on(t.challengeId, t.status),
  ],
);

export const bookRecommendations = sqliteTable('book_recommendations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: text('user_id'),
  bookId: integer('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  similarBookId: integer('similar_book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  similarity: integer('similarity').notNull(),
  reason: text('reason'),
});

export const userBookRatings = sqliteTable(
  'user_book_ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_book_ratings_user_book_uq').on(t.userId, t.bookId)],
);

export const forumCategories = sqliteTable('forum_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  description: text('description'),
  bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
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
  },
  (t) => [index('impact_stories_visible_idx').on(t.isApproved, t.isPublic)],
);

/** One row per visitor session per day, updated in place by the engagement beacon. */
export const readerEngagement = sqliteTable(
  'reader_engagement',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id'),
    sessionId: text('session_id').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    timeSpent: integer('time_spent').notNull().default(0),
    booksViewed: integer('books_viewed').notNull().default(0),
    discussionsParticipated: integer('discussions_participated').notNull().default(0),
    challengesJoined: integer('challenges_joined').notNull().default(0),
    /** Calendar day in UTC, 'YYYY-MM-DD', so a day's rows group without date maths. */
    date: text('date').notNull(),
    /** ISO 3166 country code from the platform's header, when there is one. */
    country: text('country'),
  },
  (t) => [
    uniqueIndex('reader_engagement_session_day_uq').on(t.sessionId, t.date),
    index('reader_engagement_date_idx').on(t.date),
    // Covers the metrics' distinct-visitor and distinct-country counts per range.
    index('reader_engagement_user_date_idx').on(t.userId, t.date, t.country),
  ],
);

/**
 * The owner's analytics (/admin/analytics) as daily rollups: each page view the beacon
 * reports adds 1 to its day's row for its page, its referrer (entries from other sites and
 * direct visits), its country and its device class. A year of traffic is a few hundred
 * thousand rows however many views it had, and every report reads a range of the primary
 * key, so a 90-day report over 1,000,000 views stays far under 200 ms.
 */
export const pageViewCounts = sqliteTable(
  'page_view_counts',
  {
    dimension: text('dimension', { enum: pageViewDimensions }).notNull(),
    /** Calendar day in UTC, 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    /** A path, a referring host, a country code ('' unknown) or a device class. */
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/**
 * One row per visitor per day, for daily and per-range visitor counts. The visitor is a
 * hash of the visitor cookie's id, never the id itself.
 */
export const pageViewVisitors = sqliteTable(
  'page_view_visitors',
  {
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
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
});

/** ABF clothing products; `priceCents` null means the default price applies. */
export const abfProducts = sqliteTable('abf_products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category', { enum: productCategories }).notNull().default('hat'),
  color: text('color').notNull(),
  imageUrl: text('image_url').notNull(),
  priceCents: integer('price_cents'),
  isActive: bool('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: createdAt('updated_at'),
});

/** Shop orders; the total is computed by the server from the product price. */
export const abfOrders = sqliteTable(
  'abf_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => abfProducts.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull(),
    size: text('size'),
    quantity: integer('quantity').notNull().default(1),
    totalCents: integer('total_cents').notNull(),
    paypalOrderId: text('paypal_order_id').unique(),
    paypalPaymentId: text('paypal_payment_id'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [index('abf_orders_status_idx').on(t.status), index('abf_orders_created_idx').on(t.createdAt)],
);

/** Webhook and capture events already applied, so a replay changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id').references(() => abfOrders.id, { onDelete: 'set null' }),
  receivedAt: createdAt('received_at'),
});

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/** Outgoing mail, written in the same transaction as the record that caused it. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers as JSON, e.g. List-Unsubscribe. */
    headers: text('headers'),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    lastError: text('last_error'),
    /** Set while a sender holds the row, so two senders never send it twice. */
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Small key/value facts the site keeps about itself: last sync, last publish, etc. */
export const siteState = sqliteTable('site_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: createdAt('updated_at'),
});

/** Failed sign-in attempts, counted per address and per account within a window. */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    at: createdAt('at'),
  },
  (t) => [index('login_attempts_ip_idx').on(t.ip, t.at), index('login_attempts_email_idx').on(t.email, t.at)],
);

export type Book = typeof books.$inferSelect;
export type BookPreview = typeof bookPreviews.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type User = typeof users.$inferSelect;
export type ReadingChallenge = typeof readingChallenges.$inferSelect;
export type ReadingProgress = typeof userReadingProgress.$inferSelect;
export type ImpactStory = typeof readerImpactStories.$inferSelect;
export type Milestone = typeof communityMilestones.$inferSelect;
export type AbfProduct = typeof abfProducts.$inferSelect;
export type AbfOrder = typeof abfOrders.$inferSelect;
export type ProductCategory = (typeof productCategories)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type MailMessage = typeof mailOutbox.$inferSelect;
