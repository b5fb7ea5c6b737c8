/**
 * One product of the shop grid: image, name (a link to the product's own page), colour,
 * price and the marketing lines (ProductCardParts). A product without stock keeps SPEC.md's
 * fixed texts; one with stock shows the real 'Only N left' at 5 or fewer and 'Sold out'
 * (ordering disabled) at 0.
 */
import { formatPrice, DEFAULT_PRICE_CENTS } from './money';
import type { PublicProduct } from './product';
import { BestsellerBadge, ReviewsLine, StockBadge, ViewedLine } from './ProductCardParts';
import { productPath } from './product-slug';
import { productStock, stockLine } from './stock';

interface Props {
  product: PublicProduct;
  /** Opens the Order Now dialog for this product. */
  onOrder: (product: PublicProduct) => void;
  /** Starts loading the dialog's code before the click (hover or focus). */
  onIntent: () => void;
}

export default function ProductCard({ product, onOrder, onIntent }: Props) {
  const headingId = `product-${product.id}-name`;
  const href = productPath(product);
  const soldOut = productStock(product.stock).kind === 'sold-out';
  const line = stockLine(product.stock);
  return (
    <article
      aria-labelledby={headingId}
      className="ring-plum/10 bg-surface flex w-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1"
    >
      <div className="relative">
        <img
          src={product.imageUrl}
          alt={`${product.name} in ${product.color}`}
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <BestsellerBadge product={product} />
          <StockBadge product={product} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-plum text-xl font-bold">
          <a href={href} className="hover:underline">
            {product.name}
          </a>
        </h3>
        <p className="text-muted text-sm">
          Colour: <span className="text-ink font-medium">{product.color}</span>
        </p>
        {product.description && <p className="text-ink/80 text-sm">{product.description}</p>}
        <ReviewsLine />
        {line && (
          <p className="text-magenta text-sm font-semibold" data-testid="stock-line">
            {line}
          </p>
        )}
        <ViewedLine />
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
