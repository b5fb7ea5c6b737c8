/**
 * Input schemas of the admin's Books tab (books, preview chapters, the Markdown preview),
 * shared by its forms and its endpoints (CONTRACT.md §10). zod/mini, like every schema an island imports.
 */
import * as z from 'zod/mini';
import { bookFormatTypes } from '~db/enums';
import { imageRef } from '~/features/media/image-ref';
import { priceToCents } from '~/features/shop/money';
import { normalizeIsbn } from '../formats';

/** A full http(s) link. */
const httpUrl = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(2000),
      z.regex(/^https?:\/\/\S+$/i, 'Enter a full URL (https://...)'),
    );

/** A shop that sells the book. */
export const retailerSchema = z.object({
  /** What the link says: 'Bookshop', 'Apple Books', ... */
  label: z.string().check(z.trim(), z.minLength(1, 'Enter the shop name'), z.maxLength(60)),
  url: httpUrl('Enter the link'),
});

/** One format of the book: its ISBN and price (both optional) and the shops that sell it. */
export const formatSchema = z.object({
  format: z.enum(bookFormatTypes),
  /** ISBN-10 or -13, hyphens and spaces allowed; '' or null for none. Stored as digits. */
  isbn: z._default(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(40)),
        z.transform((v, ctx) => {
          if (v === '') return null;
          const isbn = normalizeIsbn(v);
          if (isbn) return isbn;
          ctx.issues.push({ code: 'custom', input: v, message: 'Enter a valid ISBN-10 or ISBN-13' });
          return z.NEVER;
        }),
      ),
    ),
    null,
  ),
  /** The list price as '$4.99'; '' or null for none. Stored in cents. */
  price: z._default(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(20)),
        z.transform((v, ctx) => {
          const cents = priceToCents(v);
          if (!Number.isNaN(cents)) return cents;
          ctx.issues.push({ code: 'custom', input: v, message: 'Enter a price such as $4.99' });
          return z.NEVER;
        }),
      ),
    ),
    null,
  ),
  retailers: z._default(z.array(retailerSchema).check(z.maxLength(10, 'At most 10 shops')), []),
});

/** A line of praise and who said it. */
export const praiseSchema = z.object({
  quote: z.string().check(z.trim(), z.minLength(1, 'Enter the quote'), z.maxLength(1000)),
  source: z.string().check(z.trim(), z.minLength(1, 'Say who said it'), z.maxLength(200)),
});

/** A calendar day, 'YYYY-MM-DD', that exists. */
const day = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date such as 2025-09-16'),
  z.refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Enter a real date',
  ),
);

/** 4.5 or '4.5': the average rating, 0 to 5 (stored as text). */
const rating = z
  .pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'Enter a rating such as 4.5'))]),
    z.transform((v) => Number(v)),
  )
  .check(z.refine((n) => Number.isFinite(n) && n >= 0 && n <= 5, 'The rating is 0 to 5'));

/** Optional text: '' and null both clear it. */
const optionalText = (max: number) =>
  z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v) => v || null),
    ),
  );

/** A book's fields, without defaults (so an edit never resets a field it does not send). */
const bookFields = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  description: z.string().check(z.trim(), z.minLength(1, 'Description is required'), z.maxLength(5000)),
  /** Cover by URL, site path or upload (/media/...). */
  coverImage: imageRef.check(z.refine((v) => v !== '', 'A cover is required')),
  /** Average rating, 0 to 5 (stored as text such as '4.5'). */
  rating,
  reviewCount: z.int('Enter a whole number').check(z.gte(0, 'Enter 0 or more'), z.lte(100_000_000)),
  featured: z.boolean(),
  seriesName: optionalText(200),
  /** Place in the series, from 1. */
  seriesOrder: z.nullish(z.int('Enter a whole number').check(z.gte(1, 'Enter 1 or more'), z.lte(999))),
  /** The Amazon product page; '' when the book is not on Amazon. */
  amazonUrl: z.union([z.literal(''), httpUrl('Enter a URL')]),
  /** Shops beside Amazon, in the order shown. */
  retailers: z.array(retailerSchema).check(z.maxLength(10, 'At most 10 shops')),
  /** Publication date; '' or null when unknown. */
  publishedOn: z.nullish(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      day,
    ]),
  ),
  pageCount: z.nullish(z.int('Enter a whole number').check(z.gte(1, 'Enter 1 or more'), z.lte(100_000))),
  /** The formats it comes in, each with its shops. */
  formats: z.array(formatSchema).check(
    z.maxLength(8, 'At most 8 formats'),
    z.refine((list) => new Set(list.map((f) => f.format)).size === list.length, 'List each format once'),
  ),
  praise: z.array(praiseSchema).check(z.maxLength(12, 'At most 12 quotes')),
});

/** POST /api/admin/books: everything but the title, description and cover is optional. */
export const bookSchema = z.extend(bookFields, {
  rating: z._default(bookFields.shape.rating, 0),
  reviewCount: z._default(bookFields.shape.reviewCount, 0),
  featured: z._default(bookFields.shape.featured, false),
  amazonUrl: z.optional(bookFields.shape.amazonUrl),
  retailers: z._default(bookFields.shape.retailers, []),
  formats: z._default(bookFields.shape.formats, []),
  praise: z._default(bookFields.shape.praise, []),
});
export type BookInput = z.input<typeof bookSchema>;

/** PATCH /api/admin/books/{id}: any subset of the fields. */
export const bookPatchSchema = z.partial(bookFields);

/** POST /api/admin/books/{id}/move: one place up or down the catalogue. */
export const bookMoveSchema = z.object({ direction: z.enum(['up', 'down']) });

/** A preview chapter's fields. */
const chapterFields = z.object({
  chapterTitle: z.string().check(z.trim(), z.minLength(1, 'Chapter title is required'), z.maxLength(200)),
  /** Markdown. */
  content: z.string().check(z.trim(), z.minLength(1, 'Content is required'), z.maxLength(60_000)),
  /** Orders the chapters; one chapter per number within a book. */
  chapterNumber: z.int('Enter a whole number').check(z.gte(1, 'Enter 1 or more'), z.lte(9999)),
  /** Shown on the book's preview page (the lowest-numbered preview chapter is). */
  isPreview: z.boolean(),
});

/** POST /api/admin/books/{id}/previews. */
export const chapterSchema = z.extend(chapterFields, {
  isPreview: z._default(chapterFields.shape.isPreview, true),
});
export type ChapterInput = z.input<typeof chapterSchema>;

/**
 * PATCH /api/admin/books/{id}/previews/{previewId}: any subset; with `swap`, a chapter
 * number another chapter holds is exchanged with it (Move up/down) instead of a 409.
 */
export const chapterPatchSchema = z.extend(z.partial(chapterFields), { swap: z.optional(z.boolean()) });

/** POST /api/admin/markdown: the editors' live preview. */
export const markdownPreviewSchema = z.object({
  content: z.string().check(z.maxLength(60_000)),
  /** Where the text goes: a post (headings under the title) or a chapter (under its heading). */
  kind: z._default(z.enum(['post', 'chapter']), 'post'),
});

/** PATCH /api/books/{id}. */
export const bookUrlSchema = z.object({
  /** The retailer's product page for the book. */
  amazonUrl: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a URL'),
      z.maxLength(2000),
      z.regex(/^https?:\/\/\S+$/i, 'Enter a full URL (https://...)'),
    ),
});
