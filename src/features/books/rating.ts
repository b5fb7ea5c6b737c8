/** Star ratings out of 5: whole stars, a half star when the fraction is at least .5, and a spoken label. */

/** Stars shown for a rating, always adding up to five. */
export interface StarRating {
  /** The rating clamped to 0..5 (0 when it is not a number). */
  value: number;
  full: number;
  half: 0 | 1;
  empty: number;
  /** Accessible text, e.g. 'Rated 4.5 out of 5'. */
  label: string;
}

/** The highest rating a book can have. */
export const MAX_STARS = 5;

/** Turns a stored rating ('4.7', 4.5, '') into the stars to draw. */
export function starRating(rating: string | number): StarRating {
  const parsed = typeof rating === 'number' ? rating : Number.parseFloat(rating);
  const value = Number.isFinite(parsed) ? Math.min(MAX_STARS, Math.max(0, parsed)) : 0;
  const full = Math.floor(value);
  const half: 0 | 1 = value - full >= 0.5 ? 1 : 0;
  return { value, full, half, empty: MAX_STARS - full - half, label: `Rated ${value} out of ${MAX_STARS}` };
}
