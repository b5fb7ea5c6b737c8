/**
 * What the site keeps about people, column by column, and the words of the privacy
 * policy's seeded template that tell of it. personal-data.test.ts walks every column of
 * the schema: one whose name looks personal must be listed here (or under NOT_PERSONAL,
 * with the reason), and every phrase must be in the template. So a new table or column of
 * personal data fails the test until the template says what it is.
 */

/** Column names that usually hold something about a person. */
export const PERSONAL_COLUMN =
  /(^|_)(email|e_?mail|name|address|user_id|visitor|ip|session_id|phone|location|story|message|review|notes?|country)($|_)/;

/** One kind of personal data: where it is kept and what the template calls it. */
export interface PersonalData {
  /** `table.column` of every column that holds it. */
  columns: string[];
  /** Phrases of the privacy template (case-insensitive) that tell visitors about it. */
  template: string[];
}

/** Every kind of personal data the site keeps. */
export const PERSONAL_DATA: Record<string, PersonalData> = {
  subscribers: {
    columns: ['newsletter_subscriptions.email'],
    template: ['Newsletter subscribers', 'email address', 'pending', 'confirmed', 'unsubscribed'],
  },
  orders: {
    columns: [
      'abf_orders.customer_name',
      'abf_orders.customer_email',
      'abf_orders.customer_address',
      'abf_orders.notes',
    ],
    template: ['Orders from the shop', 'postal address', 'note you add', 'kept for bookkeeping'],
  },
  messages: {
    columns: ['contact_messages.name', 'contact_messages.email', 'contact_messages.message'],
    template: ['Contact messages', 'name, email address, subject and message'],
  },
  stories: {
    columns: [
      'reader_impact_stories.user_id',
      'reader_impact_stories.reader_name',
      'reader_impact_stories.reader_location',
      'reader_impact_stories.story',
    ],
    template: ['Reader stories', 'name and location you give'],
  },
  shelf: {
    columns: [
      'user_reading_progress.user_id',
      'user_reading_progress.review',
      'reading_goals.user_id',
      'reading_removed.user_id',
    ],
    template: [
      'Your reading shelf',
      'ratings and notes',
      'reading goal',
      'download it',
      'erase it',
      'kept for one day',
    ],
  },
  shelfLinks: {
    columns: ['reading_links.user_id', 'reading_links.email_hash'],
    template: ['Shelf links to another device', 'fingerprint'],
  },
  mail: {
    columns: ['mail_outbox.to_address'],
    template: ['Mail the site sends', 'mail log'],
  },
  pageViews: {
    columns: [
      'reader_engagement.user_id',
      'reader_engagement.session_id',
      'reader_engagement.country',
      'page_view_visitors.visitor',
    ],
    template: [
      'Page views',
      'country',
      'Global Privacy Control',
      'Do Not Track',
      'kept as long as the site runs',
    ],
  },
  abuseProtection: {
    columns: ['login_attempts.ip', 'login_attempts.email', 'rate_limits.key'],
    template: ['IP address', 'sign-in attempts'],
  },
  erasureLog: {
    columns: ['erasures.by_user_id'],
    template: ['Each erasure is recorded'],
  },
  ownerAccount: {
    columns: ['users.email', 'sessions.user_id', 'sign_in_links.user_id'],
    template: ["The site owner's account", 'sign-in sessions'],
  },
};

/** Columns whose names look personal but hold nothing about a person, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  'abf_products.name': "a product's name",
  'books.series_name': "a book series' name",
  'books.review_count': 'how many reviews a book has at its shops',
  'abf_products.review_count': "the review count the owner shows on a product's card",
  'forum_categories.name': "a forum category's name",
  'forum_topics.user_id': 'the seeded demo forum: no page lets a visitor post',
  'forum_posts.user_id': 'the seeded demo forum: no page lets a visitor post',
  'book_recommendations.user_id': 'a table of the first sketch that nothing writes',
  'user_book_ratings.user_id': 'a table of the first sketch that nothing writes',
  'user_book_ratings.review': 'a table of the first sketch that nothing writes',
};
