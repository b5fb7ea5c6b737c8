/**
 * What a product's card (and its own page) says about it besides its name and price
 * (CONTRACT.md §16): the badges the owner sets on the product, null or false showing
 * nothing, and its stock. Tracked stock speaks for itself (the real 'Only N left' at 5 or
 * fewer, 'Sold out' at 0) and never sits beside 'Limited stock'. No server imports.
 */
import { starRating, type StarRating } from '~/features/books/rating';
import { sizesFor } from './sizes';
import { productStock, sizeAvailability, stockText, type PublicStock } from './stock';

/** The product fields the badges read. */
export interface BadgeFacts {
  rating: number | null;
  reviewCount: number | null;
  viewedCount: number | null;
  limitedStock: boolean;
  bestseller: boolean;
  /** Seeded demo content. */
  demo: boolean;
  stock: PublicStock;
}

/** A badge over the product's photo. */
export interface Pill {
  text: 'Bestseller' | 'Limited stock' | 'Sold out';
  tone: 'gold' | 'accent' | 'ink';
}

/** Everything the badges show; an empty or null part shows nothing. */
export interface ProductBadgeView {
  pills: Pill[];
  rating: StarRating | null;
  /** '47 reviews'. */
  reviews: string | null;
  /** The real 'Only 2 left' or 'Sold out' of tracked stock, or the demo's fixed line. */
  stockLine: string;
  /** '12 people viewed'. */
  viewed: string | null;
  soldOut: boolean;
}

/**
 * SPEC.md §2's fixed scarcity line. Only a seeded demo product marked limited stock shows
 * it: on the owner's own products a count is only ever the real one, from tracked stock.
 */
export const DEMO_STOCK_LINE = 'Only 3 left';

const count = (n: number | null, one: string, many: string) =>
  n && n > 0 ? `${n.toLocaleString('en-US')} ${n === 1 ? one : many}` : null;

/** The badges of a product. */
export function productBadges(product: BadgeFacts): ProductBadgeView {
  const stock = productStock(product.stock);
  const tracked = stock.kind !== 'untracked';
  const soldOut = stock.kind === 'sold-out';
  const pills: Pill[] = [];
  if (product.bestseller) pills.push({ text: 'Bestseller', tone: 'gold' });
  if (soldOut) pills.push({ text: 'Sold out', tone: 'ink' });
  else if (!tracked && product.limitedStock) pills.push({ text: 'Limited stock', tone: 'accent' });
  return {
    pills,
    rating: product.rating === null ? null : starRating(product.rating),
    reviews: count(product.reviewCount, 'review', 'reviews'),
    stockLine: tracked ? stockText(stock) : product.limitedStock && product.demo ? DEMO_STOCK_LINE : '',
    viewed: count(product.viewedCount, 'person viewed', 'people viewed'),
    soldOut,
  };
}

/**
 * The schema.org availability of an offer, as honest as the card: from tracked stock when
 * there is some (sold out, 5 or fewer, or more), else limited only when the owner says so.
 */
export function schemaAvailability(product: Pick<BadgeFacts, 'limitedStock' | 'stock'>): string {
  const stock = productStock(product.stock);
  const limited = stock.kind === 'low' || (stock.kind === 'untracked' && product.limitedStock);
  const state = stock.kind === 'sold-out' ? 'OutOfStock' : limited ? 'LimitedAvailability' : 'InStock';
  return `https://schema.org/${state}`;
}

/** What a product's page says about its stock: computed here, shown by the page as it is. */
export interface StockView {
  soldOut: boolean;
  /** The stock pill: 'Sold out', the owner's 'Limited stock', or none. */
  badge: 'Sold out' | 'Limited stock' | null;
  /** The card's stock line (productBadges). */
  line: string;
  /** Each size's availability ('Only 2 left', 'In stock', ...); '' untracked. */
  sizes: Record<string, string>;
}

/** The stock view of a product's page (GET /api/abf/products/{id}/stock answers it), as honest as its card. */
export function stockView(product: BadgeFacts & { category: string }): StockView {
  const badges = productBadges(product);
  const pill = badges.pills.find((p) => p.text !== 'Bestseller');
  return {
    soldOut: badges.soldOut,
    badge: (pill?.text as StockView['badge'] | undefined) ?? null,
    line: badges.stockLine,
    sizes: Object.fromEntries(
      sizesFor(product.category).map((size) => [size, sizeAvailability(product.stock, size)]),
    ),
  };
}
