/**
 * One product of the shop grid: image, name (a link to the product's own page), colour,
 * price and its badges (ProductBadges: what the owner set on the product, and its real stock
 * when tracked, with 'Sold out' disabling the order).
 */
import { formatPrice, DEFAULT_PRICE_CENTS } from './money';
import type { PublicProduct } from './product';
import { productBadges } from './badges';
import { ProductFacts, ProductPills } from './ProductBadges';
import { productPath } from './product-slug';

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
  const badges = productBadges(product);
  const soldOut = badges.soldOut;
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
        <ProductPills badges={badges} />
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
        <ProductFacts badges={badges} />
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
