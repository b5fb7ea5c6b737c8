/** The site's own facts (publishing state) and the owner's site texts. */
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** Small key/value facts the site keeps about itself: last sync, last publish, etc. */
export const siteState = sqliteTable('site_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: createdAt('updated_at'),
});

/**
 * The owner's site texts: services and prices, FAQ, testimonials, social
 * links, venture cards, the About page and the terms pages, one JSON value per key, checked with
 * src/features/site-texts/schema.ts. Seeded from content/; a key with no row reads its seed.
 */
export const siteTexts = sqliteTable('site_texts', {
  key: text('key').primaryKey(),
  /** JSON text. */
  value: text('value').notNull(),
  updatedAt: createdAt('updated_at'),
});
