/** A product as the public API and the shop page show it: price formatted, cents hidden. */
import type { AbfProduct, ProductPhoto } from '~db/schema';
import { formatPrice } from './money';
import { productSlug } from './product-slug';
import { publicStock, type PublicStock } from './stock';

/** A product on the public side; `price` is '$25.99', or null for the default price. */
export interface PublicProduct {
  id: number;
  name: string;
  description: string | null;
  category: string;
  color: string;
  imageUrl: string;
  /** What the image shows, as the owner described it when she uploaded it; '' when she did not. */
  imageAlt: string;
  price: string | null;
  isActive: boolean;
  /** Items left per size, capped above 5; null when the product's stock is not tracked. */
  stock: PublicStock;
  /** Its page is /always-be-fabulous/{slug}. */
  slug: string;
  /** Photos beside `imageUrl`. */
  photos: ProductPhoto[];
  createdAt: string;
  updatedAt: string;
  /** The badges the owner sets (CONTRACT.md §16): rating 0-5, counts, flags; null or false shows nothing. */
  rating: number | null;
  reviewCount: number | null;
  viewedCount: number | null;
  limitedStock: boolean;
  bestseller: boolean;
  /** Seeded demo content, which the owner can remove in one step. */
  demo: boolean;
}

/** The public shape of a product row (with its stock levels when they are tracked). */
export function toPublicProduct(
  row: AbfProduct & { stock?: Record<string, number> | null; imageAlt?: string | null },
): PublicProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    color: row.color,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt ?? '',
    price: row.priceCents === null ? null : formatPrice(row.priceCents),
    isActive: row.isActive,
    stock: publicStock(row.category, row.stock ?? undefined),
    slug: productSlug(row),
    photos: row.photos,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rating: row.rating,
    reviewCount: row.reviewCount,
    viewedCount: row.viewedCount,
    limitedStock: row.limitedStock,
    bestseller: row.bestseller,
    demo: row.demo,
  };
}
