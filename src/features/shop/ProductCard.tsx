/**
 * One product of the shop grid: image, name, colour, price and the marketing lines. A
 * product without stock keeps SPEC.md's fixed texts; one with stock shows the real
 * 'Only N left' at 5 or fewer and 'Sold out' (ordering disabled) at 0.
 */
import { formatPrice, DEFAULT_PRICE_CENTS } from './money';
import { BESTSELLER_NAME, type PublicProduct } from './product';
import { productStock, stockText } from './stock';

interface Props {
  product: PublicProduct;
  /** Opens the Order Now dialog for this product. */
  onOrder: (product: PublicProduct) => void;
  /** Starts loading the dialog's code before the click (hover or focus). */
  onIntent: () => void;
}

/** The fixed marketing figures SPEC.md §2 puts on every card. */
export const REVIEW_COUNT = 47;

export default function ProductCard({ product, onOrder, onIntent }: Props) {
  const bestseller = product.name === BESTSELLER_NAME;
  const headingId = `product-${product.id}-name`;
  const stock = productStock(product.stock);
  const soldOut = stock.kind === 'sold-out';
  // SPEC.md's fixed figure for products whose stock is not tracked; the real one otherwise.
  const stockLine = stock.kind === 'untracked' ? 'Only 3 left' : stockText(stock);
  return (
    <article
      aria-labelledby={headingId}
      className="ring-plum/10 bg-surface flex w-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1"
    >
      <div className="relative">
        <img
          src={product.imageUrl}
          alt={product.imageAlt || `${product.name} in ${product.color}`}
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {bestseller && (
            <span className="bg-gold text-plum-dark rounded-full px-3 py-1 text-xs font-bold">
              Bestseller
            </span>
          )}
          {soldOut ? (
            <span className="bg-ink rounded-full px-3 py-1 text-xs font-bold text-white">Sold out</span>
          ) : (
            (stock.kind === 'untracked' || stock.kind === 'low') && (
              <span className="bg-accent rounded-full px-3 py-1 text-xs font-bold text-white">
                Limited stock
              </span>
            )
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-plum text-xl font-bold">
          {product.name}
        </h3>
        <p className="text-muted text-sm">
          Colour: <span className="text-ink font-medium">{product.color}</span>
        </p>
        {product.description && <p className="text-ink/80 text-sm">{product.description}</p>}
        <p className="flex items-center gap-2 text-sm">
          <span aria-hidden="true" className="text-gold">
            ★★★★★
          </span>
          <span className="text-muted">{REVIEW_COUNT} reviews</span>
        </p>
        {stockLine && (
          <p className="text-magenta text-sm font-semibold" data-testid="stock-line">
            {stockLine}
          </p>
        )}
        <p className="text-muted text-sm">12 people viewed</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-ink text-2xl font-bold">{product.price ?? formatPrice(DEFAULT_PRICE_CENTS)}</p>
          {soldOut ? (
            <button
              type="button"
              className="btn cursor-not-allowed bg-gray-200 text-gray-800"
              disabled
              aria-label={`Sold out: ${product.name}`}
            >
              Sold out
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary"
              data-needs-js
              aria-label={`Order Now: ${product.name}`}
              onClick={() => onOrder(product)}
              onPointerEnter={onIntent}
              onFocus={onIntent}
            >
              Order Now
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
