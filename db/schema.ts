/**
 * Every table of the site, defined once. Types used elsewhere are inferred from here.
 * Money is stored as integer cents; timestamps as epoch milliseconds (Date in code).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { orderStatuses, pageViewDimensions, productCategories } from './enums';

export { orderStatuses, pageViewDimensions, productCategories };

/** Epoch-millisecond timestamp column that defaults to the insert time. */
const createdAt = (name = 'created_at') =>
  integer(name, { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

const bool = (name: string) => integer(name, { mode: 'boolean' });

/** A labelled link to a shop that sells a book ('Bookshop', 'Apple Books', ...). */
export interface Retailer {
  label: string;
  url: string;
}

/** Books of the catalogue; `rating` is a decimal kept as text ('4.5'). */
export const books = sqliteTable('books', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  coverImage: text('cover_image').notNull(),
  /** The Amazon product page ('' when the book is not on Amazon); other shops are in `retailers`. */
  amazonUrl: text('amazon_url').notNull(),
  rating: text('rating').notNull(),
  reviewCount: integer('review_count').notNull().default(0),
  featured: bool('featured').notNull().default(false),
  /** The series the book belongs to, and its place in it; null for a standalone. */
  seriesName: text('series_name'),
  seriesOrder: integer('series_order'),
  /** Further shops beside Amazon, in the order the owner listed them. */
  retailers: text('retailers', { mode: 'json' })
    .$type<Retailer[]>()
    .notNull()
    .default(sql`'[]'`),
});

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
    /** When the owner marked it handled (answered or dealt with); null while open. */
    handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
    /** When the owner archived it: out of the open and handled lists, kept for the record. */
    archivedAt: integer('archived_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The Messages tab's filters and the Overview's count of open messages.
    index('contact_messages_state_idx').on(t.archivedAt, t.handledAt),
  ],
);

export const subscriptionStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored lower-cased and trimmed, so the unique index catches case variants. */
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
    /** Set when the subscriber used the one-click unsubscribe link. */
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    /**
     * Double opt-in: 'pending' until the mailed link is opened, then 'confirmed' (only
     * confirmed addresses get issues). Rows from before double opt-in were subscribed by
     * the old single opt-in, so the default is 'confirmed'.
     */
    status: text('status', { enum: subscriptionStatuses }).notNull().default('confirmed'),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** When the last confirmation link was queued, and how many while pending (spaces re-sends). */
    confirmSentAt: integer('confirm_sent_at', { mode: 'timestamp_ms' }),
    confirmSends: integer('confirm_sends').notNull().default(0),
  },
  (t) => [index('newsletter_subscriptions_status_idx').on(t.status)],
);

export const issueStatuses = ['draft', 'sent'] as const;

/** Newsletter issues: Markdown written in the admin; 'sent' once queued for every confirmed subscriber. */
export const newsletterIssues = sqliteTable(
  'newsletter_issues',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subject: text('subject').notNull(),
    /** Markdown (CommonMark + GitHub tables and autolinks), rendered to sanitized HTML. */
    content: text('content').notNull(),
    status: text('status', { enum: issueStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: createdAt('updated_at'),
    /** When it was sent (queued for every confirmed subscriber); null while a draft. */
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** How many mails the send queued. */
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [index('newsletter_issues_status_sent_idx').on(t.status, t.sentAt)],
);

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

/** The states of a reading entry: being read, finished, or given up on (did not finish). */
export const readingStatuses = ['reading', 'completed', 'dnf'] as const;

/**
 * A reader's progress on one book; `userId` is the visitor id from the signed cookie.
 * The book is a catalogue book (`bookId`) or any book the reader names (`title`,
 * `author`); `title` also keeps what a catalogue entry showed. One entry per book per
 * visitor: `shelfKey` ('book:8', or the normalised title and author) is unique per visitor.
 */
export const userReadingProgress = sqliteTable(
  'user_reading_progress',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    /** Null for a book the reader named, and once a catalogue book is removed (`title` keeps it). */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    challengeId: integer('challenge_id').references(() => readingChallenges.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: readingStatuses }).notNull().default('reading'),
    progress: integer('progress').notNull().default(0),
    startedAt: createdAt('started_at'),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** The book's title: the reader's own book, or the catalogue title when the entry was made. */
    title: text('title'),
    /** The reader's own book's author (null for catalogue books). */
    author: text('author'),
    /** Progress by page: when both are set, `progress` is computed from them. */
    currentPage: integer('current_page'),
    totalPages: integer('total_pages'),
    /** Identifies the book on the visitor's shelf, so it is never there twice (import, device join). */
    shelfKey: text('shelf_key'),
  },
  (t) => [
    index('reading_progress_user_idx').on(t.userId),
    index('reading_progress_challenge_idx').on(t.challengeId, t.status),
    uniqueIndex('reading_progress_user_shelf_key_uq').on(t.userId, t.shelfKey),
  ],
);

/**
 * Every time a reader finished a book: a reread adds a row and keeps the earlier
 * ones. The yearly goal counts these.
 */
export const readingFinishes = sqliteTable(
  'reading_finishes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    progressId: integer('progress_id')
      .notNull()
      .references(() => userReadingProgress.id, { onDelete: 'cascade' }),
    /** When this read began, when known. */
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('reading_finishes_progress_finished_uq').on(t.progressId, t.finishedAt)],
);

/** A visitor's reading goal for a year: how many books they mean to finish. */
export const readingGoals = sqliteTable(
  'reading_goals',
  {
    userId: text('user_id').notNull(),
    year: integer('year').notNull(),
    target: integer('target').notNull(),
    updatedAt: createdAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);

/**
 * Sign-in links that join another device to a visitor's shelf. `id` is the SHA-256 of
 * the random part of the emailed token (the token itself is never stored); a link
 * works once, until `expiresAt`.
 */
export const readingLinks = sqliteTable(
  'reading_links',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('reading_links_expires_idx').on(t.expiresAt)],
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
    /**
     * A row of the seeded demo history, not a real visit. The metrics count demo rows only
     * while no real visit exists (and then say so); from the first real visit on, only real ones.
     */
    demo: bool('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('reader_engagement_session_day_uq').on(t.sessionId, t.date),
    index('reader_engagement_date_idx').on(t.date),
    // Covers the metrics' distinct-visitor and distinct-country counts per range (demo rows included or not).
    index('reader_engagement_user_date_idx').on(t.userId, t.date, t.country, t.demo),
    // Finds the first real visit at once, however much demo history there is.
    index('reader_engagement_demo_idx').on(t.demo),
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

/**
 * Stock per product and size. A product with no rows here is not tracked (the shop
 * shows SPEC.md's fixed marketing texts and never refuses an order for stock); a
 * tracked product counts a size without a row as sold out. `size` is '' for a
 * product that comes in one size. Taken by a conditional UPDATE when an order is
 * created, given back when the order is cancelled (db/queries/stock.ts).
 */
export const abfStock = sqliteTable(
  'abf_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => abfProducts.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    /** Items left to sell; never below 0. */
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('abf_stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

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
    /** Items this order holds from stock (0 when the product is not tracked or the stock was given back). */
    stockHeld: integer('stock_held').notNull().default(0),
    /** Shipping: the carrier's name (USPS, UPS, FedEx, DHL or another) and its tracking number. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the order was first marked shipped; the shipping mail goes out only then. */
    shippedAt: integer('shipped_at', { mode: 'timestamp_ms' }),
    /** The PayPal refund of the whole capture, once refunded (from the admin or in PayPal). */
    refundId: text('refund_id'),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // Status filters and the unpaid sweep read newest or oldest first within a status; the
    // admin's totals per status add up total_cents from the index alone.
    index('abf_orders_status_created_idx').on(t.status, t.createdAt, t.totalCents),
    index('abf_orders_created_idx').on(t.createdAt),
  ],
);

/** Webhook and capture events already applied, so a replay changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id').references(() => abfOrders.id, { onDelete: 'set null' }),
  receivedAt: createdAt('received_at'),
});

/** 'cancelled': not sent because it was no longer wanted at send time (the recipient unsubscribed). */
export const mailStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;

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
    /**
     * A newsletter issue's mail: the body is the issue's, made for this recipient when it
     * is sent (so 50,000 rows do not each hold a copy), and it is not sent to someone
     * who has unsubscribed since.
     */
    issueId: integer('issue_id'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_issue_idx').on(t.issueId, t.status),
    // The send-rate window (MAIL_RATE_PER_MINUTE) counts recent sends.
    index('mail_outbox_sent_idx').on(t.sentAt),
  ],
);

/** Small key/value facts the site keeps about itself: last sync, last publish, etc. */
export const siteState = sqliteTable('site_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: createdAt('updated_at'),
});

/**
 * The owner's site texts (issue 18): services and prices, FAQ, testimonials, social
 * links, venture cards and the About page, one JSON value per key, checked with
 * src/features/site-texts/schema.ts. Seeded from content/; a key with no row reads its seed.
 */
export const siteTexts = sqliteTable('site_texts', {
  key: text('key').primaryKey(),
  /** JSON text. */
  value: text('value').notNull(),
  updatedAt: createdAt('updated_at'),
});

/**
 * Uploaded images (CONTRACT.md §10): each upload is stored once, in responsive widths,
 * as WebP and in its own format; pages look an image's variants up by its `url`.
 */
export const mediaAssets = sqliteTable('media_assets', {
  /** SHA-256 of the uploaded bytes (hex, 32 characters): the same file uploaded twice is one asset. */
  id: text('id').primaryKey(),
  /** The largest variant in the original format: what image fields store. */
  url: text('url').notNull().unique(),
  /** Where the variants live: `{base}/{width}.{ext}`. */
  base: text('base').notNull(),
  /** The original format's extension: jpg, png, webp, avif or gif. */
  format: text('format').notNull(),
  /** Size of the largest variant (the image as the site shows it, EXIF orientation applied). */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Every width that was generated, ascending. */
  widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-in attempts, counted per address and per account within a sliding window
 * (CONTRACT.md §4). In the database, so every server instance sees the same lock-outs
 * (§15); rows older than the window are pruned.
 */
export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    at: createdAt('at'),
  },
  (t) => [
    index('login_attempts_ip_idx').on(t.ip, t.at),
    index('login_attempts_email_idx').on(t.email, t.at),
    // Pruning deletes by age alone.
    index('login_attempts_at_idx').on(t.at),
  ],
);

/**
 * Fixed-window rate-limit counters (src/lib/rate-limit.ts), one row per limit and key,
 * shared by every server instance (CONTRACT.md §15). A hit is one upsert; rows whose
 * window has ended are pruned.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    /** `{limit name}:{key}`, e.g. `contact:203.0.113.7`. */
    key: text('key').primaryKey(),
    /** Epoch ms of the window's first hit. */
    windowStart: integer('window_start').notNull(),
    /** Epoch ms when the window ends (windowStart + the limit's window). */
    expiresAt: integer('expires_at').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export type Book = typeof books.$inferSelect;
export type BookPreview = typeof bookPreviews.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type NewsletterIssue = typeof newsletterIssues.$inferSelect;
export type User = typeof users.$inferSelect;
export type ReadingChallenge = typeof readingChallenges.$inferSelect;
export type ReadingProgress = typeof userReadingProgress.$inferSelect;
export type ReadingStatus = (typeof readingStatuses)[number];
export type ReadingFinish = typeof readingFinishes.$inferSelect;
export type ReadingGoal = typeof readingGoals.$inferSelect;
export type ImpactStory = typeof readerImpactStories.$inferSelect;
export type Milestone = typeof communityMilestones.$inferSelect;
export type AbfProduct = typeof abfProducts.$inferSelect;
export type AbfOrder = typeof abfOrders.$inferSelect;
export type AbfStock = typeof abfStock.$inferSelect;
export type ProductCategory = (typeof productCategories)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type MailMessage = typeof mailOutbox.$inferSelect;
export type PostStatus = (typeof postStatuses)[number];
export type MediaAsset = typeof mediaAssets.$inferSelect;
