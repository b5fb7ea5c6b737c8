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
    <article aria-labelledby={headingId} className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-plum/10">
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
          {bestseller && <span className="rounded-full bg-gold px-3 py-1 text-xs font-bold text-ink">Bestseller</span>}
          <span className="rounded-full bg-magenta px-3 py-1 text-xs font-bold text-white">Limited stock</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-xl font-bold text-plum">
          {product.name}
        </h3>
        <p className="text-sm text-muted">
          Colour: <span className="font-medium text-ink">{product.color}</span>
        </p>
        {product.description && <p className="text-sm text-ink/80">{product.description}</p>}
        <p className="flex items-center gap-2 text-sm">
          <span aria-hidden="true" className="text-gold">
            ★★★★★
          </span>
          <span className="text-muted">{REVIEW_COUNT} reviews</span>
        </p>
        <p className="text-sm font-semibold text-magenta">Only 3 left</p>
        <p className="text-sm text-muted">12 people viewed</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-2xl font-bold text-ink">{product.price ?? formatPrice(DEFAULT_PRICE_CENTS)}</p>
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
