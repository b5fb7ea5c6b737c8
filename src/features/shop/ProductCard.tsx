/** One product of the shop grid: image, name, colour, price and the fixed marketing lines. */
import { formatPrice, DEFAULT_PRICE_CENTS } from '../../lib/money';
import { BESTSELLER_NAME, type PublicProduct } from './product';

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
          {bestseller && (
            <span className="bg-gold text-plum-dark rounded-full px-3 py-1 text-xs font-bold">
              Bestseller
            </span>
          )}
          <span className="bg-accent rounded-full px-3 py-1 text-xs font-bold text-white">Limited stock</span>
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
        <p className="text-magenta text-sm font-semibold">Only 3 left</p>
        <p className="text-muted text-sm">12 people viewed</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-ink text-2xl font-bold">{product.price ?? formatPrice(DEFAULT_PRICE_CENTS)}</p>
          <button
            type="button"
            className="btn-primary"
            aria-label={`Order Now: ${product.name}`}
            onClick={() => onOrder(product)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            Order Now
          </button>
        </div>
      </div>
    </article>
  );
}
