/**
 * A product's badges (./badges.ts), in two places: the pills over its photo, and the facts
 * under its name (stars and reviews, the stock line, how many viewed it). The shop's cards
 * and the product's own page both use them.
 */
import type { ProductBadgeView } from './badges';

interface Props {
  badges: ProductBadgeView;
}

const PILL_TONES = {
  gold: 'bg-gold text-plum-dark',
  accent: 'bg-accent text-white',
  ink: 'bg-ink text-white',
} as const;

/** The pills over the photo: Bestseller, Limited stock or Sold out. */
export function ProductPills({ badges }: Props) {
  if (badges.pills.length === 0) return null;
  return (
    <div className="absolute top-3 left-3 flex flex-wrap gap-2">
      {badges.pills.map((pill) => (
        <span key={pill.text} className={`rounded-full px-3 py-1 text-xs font-bold ${PILL_TONES[pill.tone]}`}>
          {pill.text}
        </span>
      ))}
    </div>
  );
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6L2.5 9.4l6.6-.8z';

/** The rating as five stars (a half star from .5), read out as 'Rated 4.5 out of 5'. */
function Stars({ rating }: { rating: NonNullable<ProductBadgeView['rating']> }) {
  const kinds = [
    ...Array<'full'>(rating.full).fill('full'),
    ...Array<'half'>(rating.half).fill('half'),
    ...Array<'empty'>(rating.empty).fill('empty'),
  ];
  return (
    <span role="img" aria-label={rating.label} className="text-gold inline-flex">
      {kinds.map((kind, i) => (
        <svg key={i} aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            d={STAR}
            fill={kind === 'full' ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
          {kind === 'half' && <path d={STAR} fill="currentColor" style={{ clipPath: 'inset(0 50% 0 0)' }} />}
        </svg>
      ))}
    </span>
  );
}

/** The facts under the name: stars and reviews, the stock line, and how many viewed it. */
export function ProductFacts({ badges }: Props) {
  return (
    <>
      {(badges.rating || badges.reviews) && (
        <p className="flex items-center gap-2 text-sm">
          {badges.rating && <Stars rating={badges.rating} />}
          {badges.reviews && <span className="text-muted">{badges.reviews}</span>}
        </p>
      )}
      {badges.stockLine && (
        <p className="text-magenta text-sm font-semibold" data-testid="stock-line">
          {badges.stockLine}
        </p>
      )}
      {badges.viewed && <p className="text-muted text-sm">{badges.viewed}</p>}
    </>
  );
}
