/** An Always Be Fabulous product as the /admin/abf form and the admin product API take it. */
import * as z from 'zod/mini';
import { productCategories } from '~db/enums';
import { imageRef } from '~/features/media/image-ref';
import { priceToCents } from '~/features/shop/money';
import '~/features/admin/zod-texts';

/** Product categories (db/enums.ts); the first is the default. */
export const PRODUCT_CATEGORIES = productCategories;

/** The most items of one size the admin can stock. */
export const MAX_STOCK = 1_000_000;

/** The most reviews or views a badge can claim. */
export const MAX_BADGE_COUNT = 10_000_000;

/** A badge's count: a whole number, or null (or absent) for no badge. */
const badgeCount = z.nullish(
  z
    .number('Enter a whole number, or leave it empty')
    .check(
      z.int('Enter a whole number, or leave it empty'),
      z.minimum(0, 'Cannot be negative'),
      z.maximum(MAX_BADGE_COUNT, `At most ${MAX_BADGE_COUNT}`),
    ),
);
/** The end of a product page's address: lowercase letters, digits and single hyphens. */
const slug = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter the page address'),
    z.maxLength(80),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens, e.g. classic-dad-hat'),
  );

/** A further photo of the product and the words that describe it (shown as its alt text). */
export const photoSchema = z.object({
  url: imageRef.check(z.refine((v) => v !== '', 'Add the photo')),
  alt: z.string().check(z.trim(), z.minLength(1, 'Describe the photo'), z.maxLength(300)),
});

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
  /** Its page is /always-be-fabulous/{slug}; a new product without one is named from its name. */
  slug,
  /** Photos beside the main image, in the order shown. */
  photos: z.array(photoSchema).check(z.maxLength(12, 'At most 12 photos')),
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
  /** The card's stars, 0 to 5 (halves show from .5); null shows none (CONTRACT.md §16). */
  rating: z.nullish(
    z
      .number('Enter a rating from 0 to 5, or leave it empty')
      .check(z.minimum(0, 'A rating is 0 to 5'), z.maximum(5, 'A rating is 0 to 5')),
  ),
  /** '47 reviews' on the card; null or 0 shows nothing. */
  reviewCount: badgeCount,
  /** '12 people viewed' on the card; null or 0 shows nothing. */
  viewedCount: badgeCount,
  /** The 'Limited stock' badge; shown only while the stock is not tracked. */
  limitedStock: z.boolean(),
  /** The 'Bestseller' badge. */
  bestseller: z.boolean(),
});

/**
 * An ABF product as the /admin/abf form sends it: category defaults to hat, isActive to
 * true, the badges to none.
 */
export const productSchema = z.extend(productFields, {
  category: z._default(productFields.shape.category, 'hat'),
  isActive: z._default(productFields.shape.isActive, true),
  stock: z.optional(productFields.shape.stock),
  limitedStock: z._default(productFields.shape.limitedStock, false),
  bestseller: z._default(productFields.shape.bestseller, false),
  slug: z.optional(productFields.shape.slug),
  photos: z._default(productFields.shape.photos, []),
});
export type ProductInput = z.input<typeof productSchema>;

/** An edit of a product: any subset of its fields (isActive false deactivates it). */
export const productPatchSchema = z.partial(productFields);
