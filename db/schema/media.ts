/** Uploaded images. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

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
  /** What the image shows, for readers who cannot see it; asked for at upload, never the file name. */
  alt: text('alt').notNull().default(''),
  createdAt: createdAt(),
});

export type MediaAsset = typeof mediaAssets.$inferSelect;
