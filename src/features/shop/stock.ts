/**
 * What the shop says about stock (CONTRACT.md §13). A product without stock keeps
 * SPEC.md's fixed marketing texts; a tracked one shows the real count when 5 or fewer
 * are left and 'Sold out' at 0. No server imports: the grid and the dialog use it.
 */
import { sizesFor } from './sizes';

/** At or below this many items left, the shop shows the real count. */
export const LOW_STOCK = 5;

/**
 * Stock as the public API shows it: items left per size ('' for a product without
 * sizes), or null when the product is not tracked. Counts above LOW_STOCK are shown as
 * LOW_STOCK + 1: the shop never needs more, and the owner's real figures stay private.
 */
export type PublicStock = Record<string, number> | null;

/** The stock keys of a category: its sizes, or '' alone for one that has none. */
export function stockSizes(category: string): readonly string[] {
  const sizes = sizesFor(category);
  return sizes.length > 0 ? sizes : [''];
}

/** The public view of a product's stock levels; every size of its category is present. */
export function publicStock(category: string, levels: Record<string, number> | undefined): PublicStock {
  if (!levels) return null;
  const keys = stockSizes(category);
  return Object.fromEntries(keys.map((size) => [size, Math.min(levels[size] ?? 0, LOW_STOCK + 1)]));
}

/** The 409 message for an order of more than is left. */
export function onlyLeftMessage(left: number): string {
  return left > 0 ? `Only ${left} left` : 'Only 0 left: sold out';
}

/** What a card or a size says about stock. */
export type StockLine =
  { kind: 'untracked' } | { kind: 'sold-out' } | { kind: 'low'; left: number } | { kind: 'in-stock' };

function line(left: number): StockLine {
  if (left <= 0) return { kind: 'sold-out' };
  return left <= LOW_STOCK ? { kind: 'low', left } : { kind: 'in-stock' };
}

/** The product as a whole: sold out when no size has any left, low when all sizes together have 5 or fewer. */
export function productStock(stock: PublicStock): StockLine {
  if (!stock) return { kind: 'untracked' };
  return line(Object.values(stock).reduce((sum, n) => sum + n, 0));
}

/** One size (null for a product without sizes). */
export function sizeStock(stock: PublicStock, size: string | null): StockLine {
  if (!stock) return { kind: 'untracked' };
  return line(stock[size ?? ''] ?? 0);
}

/** The text of a low or sold-out line; empty for the others. */
export function stockText(state: StockLine): string {
  if (state.kind === 'sold-out') return 'Sold out';
  if (state.kind === 'low') return `Only ${state.left} left`;
  return '';
}

/** What a size says on a product's page: 'Sold out', 'Only N left', 'In stock', or '' untracked. */
export function sizeAvailability(stock: PublicStock, size: string | null): string {
  const state = sizeStock(stock, size);
  if (state.kind === 'untracked') return '';
  return stockText(state) || 'In stock';
}

/** The event a product page's stock listens for: its StockView as the API answers it now. */
export const STOCK_EVENT = 'shop:stock';
