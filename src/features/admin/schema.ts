/**
 * The admin's input schemas, shared by its islands' forms and its endpoints.
 * No server imports here, so islands can import it. zod/mini, like the public forms'
 * schemas: one flavour of zod in the browser keeps zod's shared core small on the
 * public pages too (classic zod anywhere in the client build makes every page that
 * validates load all of the core).
 */
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import {
  messageActions as MESSAGE_ACTIONS,
  messageFilters as MESSAGE_FILTERS,
  orderStatuses,
  productCategories,
  type MessageAction,
  type MessageFilter,
} from '~db/enums';
import { cleanTags, MAX_TAG_LENGTH, MAX_TAGS, tagSlug } from '~/features/blog/tags';
import { emailField } from '~/features/newsletter/schema';

// The admin forms show zod's English texts for the rules that carry no message of their own.
z.config(en());

/** Order statuses in their usual sequence (db/enums.ts). */
export const ORDER_STATUSES = orderStatuses;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

/** Product categories (db/enums.ts); the first is the default. */
export const PRODUCT_CATEGORIES = productCategories;

/** A link or a site-relative path (covers and product images live under /images or /media). */
export const imageRef = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\/\S+$/i.test(v),
    'Enter a URL (https://...) or a path starting with /',
  ),
);

/** Sign-in form. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email'), z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(1024)),
});

/** POST /api/auth/sign-in-link: the admin address to mail a one-time sign-in link to. */
export const signInLinkSchema = z.object({ email: emailField });

/** POST /api/auth/sign-in-link/use: the token of a mailed sign-in link (the link page's hidden field). */
export const useSignInLinkSchema = z.object({ token: z.string().check(z.maxLength(200)) });

/** A blog post's fields, without defaults (so an edit never resets a field it does not send). */
const blogPostFields = z.object({
  /** Headline shown on cards and the post page. */
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  /** One or two sentences for cards and meta descriptions. */
  excerpt: z.string().check(z.trim(), z.minLength(1, 'Excerpt is required'), z.maxLength(1000)),
  /** The body in Markdown; single line breaks are kept when shown. */
  content: z.string().check(z.trim(), z.minLength(1, 'Content is required'), z.maxLength(60_000)),
  /** Cover image URL or site path; empty for none. */
  coverImage: imageRef,
  /** ISO 8601 date-time (with Z or an offset), stored as a date; a future one schedules the post. */
  publishedAt: z.pipe(
    z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }),
    z.transform((v) => new Date(v)),
  ),
  /** 'draft' keeps the post off the public site; 'published' shows it once publishedAt has come. */
  status: z.enum(['draft', 'published'], 'Choose draft or published'),
  /** Tags; each gets its page at /blog/tag/{slug}. Repeats are dropped. */
  tags: z.pipe(
    z
      .array(
        z.string().check(
          z.trim(),
          z.maxLength(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters`),
          z.refine((t) => tagSlug(t) !== '', 'A tag needs a letter or a digit'),
        ),
      )
      .check(z.maxLength(MAX_TAGS, `At most ${MAX_TAGS} tags`)),
    z.transform((tags: string[]) => cleanTags(tags)),
  ),
});

/**
 * A blog post as the New Post dialog and /blog/create send it; publishedAt is an ISO
 * date-time. An older client that sends neither status nor tags publishes an untagged post.
 */
export const blogPostSchema = z.extend(blogPostFields, {
  coverImage: z._default(imageRef, ''),
  status: z._default(blogPostFields.shape.status, 'published'),
  tags: z._default(blogPostFields.shape.tags, []),
});
export type BlogPostInput = z.input<typeof blogPostSchema>;

/** An edit: any subset of the post's fields. */
export const blogPostPatchSchema = z.partial(blogPostFields);

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

/** '$25.99', '25.99' or '25' to integer cents; null for an empty price. */
export function priceToCents(price: string): number | null {
  const text = price.trim().replace(/^\$/, '');
  if (text === '') return null;
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents to '$25.99'. */
export function centsToPrice(cents: number | null): string | null {
  return cents === null ? null : `$${(cents / 100).toFixed(2)}`;
}

/** The most items of one size the admin can stock. */
export const MAX_STOCK = 1_000_000;

/** A product's fields, without defaults (so an edit never resets a field it does not send). */
const productFields = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
  description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  category: z.enum(PRODUCT_CATEGORIES),
  color: z.string().check(z.trim(), z.minLength(1, 'Color is required'), z.maxLength(100)),
  imageUrl: imageRef.check(z.refine((v) => v !== '', 'Image URL is required')),
  /** Optional price text such as '$25.99'; empty or absent means the shop's default price. */
  price: z
    .nullish(z.string().check(z.maxLength(20)))
    .check(z.refine((v) => v == null || !Number.isNaN(priceToCents(v)), 'Enter a price such as $25.99')),
  isActive: z.boolean(),
  /**
   * Items left per size ('' for a product without sizes), every size of the category
   * given; null stops tracking stock (the shop then shows its fixed marketing texts).
   */
  stock: z.nullable(
    z.record(
      z.string().check(z.maxLength(10)),
      z
        .number('Enter a whole number of items')
        .check(
          z.int('Enter a whole number of items'),
          z.minimum(0, 'Stock cannot be negative'),
          z.maximum(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`),
        ),
    ),
  ),
});

/** An ABF product as the /admin/abf form sends it: category defaults to hat, isActive to true. */
export const productSchema = z.extend(productFields, {
  category: z._default(productFields.shape.category, 'hat'),
  isActive: z._default(productFields.shape.isActive, true),
  stock: z.optional(productFields.shape.stock),
});
export type ProductInput = z.input<typeof productSchema>;

/** An edit of a product: any subset of its fields (isActive false deactivates it). */
export const productPatchSchema = z.partial(productFields);

/** Optional text that is null when empty. */
const optionalText = (max: number, rule?: [RegExp, string]) =>
  z.optional(
    z.pipe(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(max, `At most ${max} characters`),
            ...(rule ? [z.regex(rule[0], rule[1])] : []),
          ),
      ),
      z.transform((v) => v || null),
    ),
  );

/**
 * PATCH /api/admin/abf/orders/{id}: a status, and with 'shipped' the carrier and the
 * tracking number the buyer's mail and order page link to.
 */
export const orderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, 'Choose a valid status'),
    /** USPS, UPS, FedEx, DHL (linked to their tracking pages) or another carrier's name. */
    carrier: optionalText(40),
    trackingNumber: optionalText(64, [/^[A-Za-z0-9 -]*$/, 'Use letters, digits, spaces and dashes only']),
  })
  .check(
    z.refine((v) => v.status === 'shipped' || (v.carrier == null && v.trackingNumber == null), {
      message: 'A carrier and tracking number go with the status shipped',
      path: ['trackingNumber'],
    }),
  );
export type OrderStatusInput = z.input<typeof orderStatusSchema>;

/** POST /api/admin/abf/orders/{id}/refund: an optional PayPal-Request-Id for this attempt. */
export const refundSchema = z.object({
  requestId: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9-]{8,100}$/, 'A request id is 8 to 100 letters, digits or dashes')),
  ),
});

/** PATCH /api/admin/impact-stories/{id}. */
export const storyModerationSchema = z.object({
  isApproved: z.optional(z.boolean()),
  isPublic: z.optional(z.boolean()),
});

export { MESSAGE_FILTERS, MESSAGE_ACTIONS };
export type { MessageAction, MessageFilter };

/** PATCH /api/admin/contact-messages/{id}. */
export const messageActionSchema = z.object({
  /** handle: mark handled; reopen: back to unhandled; archive / unarchive: out of (or back into) the lists. */
  action: z.enum(MESSAGE_ACTIONS, "Action must be one of 'handle', 'reopen', 'archive', 'unarchive'"),
});

/** The `status` query of GET /api/admin/contact-messages (absent: every message). */
export const messageFilterSchema = z.optional(
  z.enum(MESSAGE_FILTERS, "Status must be one of 'open', 'handled', 'archived'"),
);
