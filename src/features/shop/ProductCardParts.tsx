/**
 * The marketing pieces of a product's card, shared with its page so both always say the
 * same: the bestseller badge, the stock badge, the reviews line and the viewed line.
 * Rendered by the grid's island and, without hydration, by the product page.
 */
import { BESTSELLER_NAME, type PublicProduct } from './product';
import { stockBadge } from './stock';

/** The fixed marketing figures SPEC.md §2 puts on every card. */
export const REVIEW_COUNT = 47;
export const VIEWED_COUNT = 12;

const pill = 'rounded-full px-3 py-1 text-xs font-bold';

/** 'Bestseller' on the product SPEC.md names. */
export function BestsellerBadge({ product }: { product: Pick<PublicProduct, 'name'> }) {
  return product.name === BESTSELLER_NAME ? (
    <span className={`bg-gold text-plum-dark ${pill}`}>Bestseller</span>
  ) : null;
}

/** 'Sold out' or 'Limited stock' (stock.ts decides which). */
export function StockBadge({ product }: { product: Pick<PublicProduct, 'stock'> }) {
  const badge = stockBadge(product.stock);
  if (!badge) return null;
  return (
    <span className={`${badge === 'Sold out' ? 'bg-ink' : 'bg-accent'} ${pill} text-white`} data-stock-badge>
      {badge}
    </span>
  );
}

/** Five stars and the review count. */
export function ReviewsLine() {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-gold">
        ★★★★★
      </span>
      <span className="text-muted">{REVIEW_COUNT} reviews</span>
    </p>
  );
}

/** How many people viewed it. */
export function ViewedLine() {
  return <p className="text-muted text-sm">{VIEWED_COUNT} people viewed</p>;
}
