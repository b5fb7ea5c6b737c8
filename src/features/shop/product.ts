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
}

/** The public shape of a product row (with its stock levels when they are tracked). */
export function toPublicProduct(row: AbfProduct & { stock?: Record<string, number> | null }): PublicProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    color: row.color,
    imageUrl: row.imageUrl,
    price: row.priceCents === null ? null : formatPrice(row.priceCents),
    isActive: row.isActive,
    stock: publicStock(row.category, row.stock ?? undefined),
    slug: productSlug(row),
    photos: row.photos,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The product SPEC.md §2 gives the bestseller badge. */
export const BESTSELLER_NAME = 'Classic Dad Hat';
