/**
 * The admin's input schemas, shared by its islands' forms and its endpoints.
 * No server imports here, so islands can import it.
 */
import { z } from 'astro/zod';
import { orderStatuses, productCategories } from '../../../db/enums';

/** Order statuses in their usual sequence (db/enums.ts). */
export const ORDER_STATUSES = orderStatuses;
export type AdminOrderStatus = (typeof ORDER_STATUSES)[number];

/** Product categories (db/enums.ts); the first is the default. */
export const PRODUCT_CATEGORIES = productCategories;

/** A link or a site-relative path (covers and product images live under /images). */
const imageRef = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\/\S+$/i.test(v),
    'Enter a URL (https://...) or a path starting with /',
  );

/** Sign-in form. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email').max(320),
  password: z.string().min(1, 'Enter your password').max(1024),
});

/** A blog post's fields, without defaults (so an edit never resets a field it does not send). */
const blogPostFields = z.object({
  /** Headline shown on cards and the post page. */
  title: z.string().trim().min(1, 'Title is required').max(200),
  /** One or two sentences for cards and meta descriptions. */
  excerpt: z.string().trim().min(1, 'Excerpt is required').max(1000),
  /** The body; line breaks are kept when shown. */
  content: z.string().trim().min(1, 'Content is required').max(60_000),
  /** Cover image URL or site path; empty for none. */
  coverImage: imageRef,
  /** ISO 8601 date-time (with Z or an offset), stored as a date. */
  publishedAt: z.iso
    .datetime({ offset: true, message: 'Enter a valid date and time' })
    .transform((v) => new Date(v)),
});

/** A blog post as the New Post dialog and /blog/create send it; publishedAt is an ISO date-time. */
export const blogPostSchema = blogPostFields.extend({ coverImage: imageRef.default('') });
export type BlogPostInput = z.input<typeof blogPostSchema>;

/** An edit: any subset of the post's fields. */
export const blogPostPatchSchema = blogPostFields.partial();

/** PATCH /api/books/{id}. */
export const bookUrlSchema = z.object({
  /** The retailer's product page for the book. */
  amazonUrl: z
    .string()
    .trim()
    .min(1, 'Enter a URL')
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, 'Enter a full URL (https://...)'),
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

/** A product's fields, without defaults (so an edit never resets a field it does not send). */
const productFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(2000).nullish(),
  category: z.enum(PRODUCT_CATEGORIES),
  color: z.string().trim().min(1, 'Color is required').max(100),
  imageUrl: imageRef.refine((v) => v !== '', 'Image URL is required'),
  /** Optional price text such as '$25.99'; empty or absent means the shop's default price. */
  price: z
    .string()
    .max(20)
    .nullish()
    .refine((v) => v == null || !Number.isNaN(priceToCents(v)), 'Enter a price such as $25.99'),
  isActive: z.boolean(),
});

/** An ABF product as the /admin/abf form sends it: category defaults to hat, isActive to true. */
export const productSchema = productFields.extend({
  category: productFields.shape.category.default('hat'),
  isActive: productFields.shape.isActive.default(true),
});
export type ProductInput = z.input<typeof productSchema>;

/** An edit of a product: any subset of its fields (isActive false deactivates it). */
export const productPatchSchema = productFields.partial();

/** PATCH /api/admin/abf/orders/{id}. */
export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES, 'Choose a valid status') });

/** PATCH /api/admin/impact-stories/{id}. */
export const storyModerationSchema = z.object({
  isApproved: z.boolean().optional(),
  isPublic: z.boolean().optional(),
});
