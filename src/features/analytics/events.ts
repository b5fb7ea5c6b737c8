/** How a beacon event turns into counters, and which request facts go with it. Pure. */
import type { EngagementDelta } from './engagement.queries';
import type { BeaconEvent } from './schema';

const BOOK_PREVIEW_PATH = /^\/book\/[1-9]\d{0,9}\/preview\/?$/;

/** True for a book's preview page, the page that counts as "a book viewed". */
export function isBookPreviewPath(path: string): boolean {
  return BOOK_PREVIEW_PATH.test(path);
}

/** The counters one beacon event adds. */
export function deltaOf(event: BeaconEvent): EngagementDelta {
  if (event.type === 'time') return { timeSpent: event.seconds };
  return { pageViews: 1, booksViewed: isBookPreviewPath(event.path) ? 1 : 0 };
}

/**
 * The visitor's country from the platform's header (Vercel sets x-vercel-ip-country
 * and overwrites any client copy); null locally or when it is not a 2-letter code.
 */
export function countryOf(headers: Headers): string | null {
  const code = headers.get('x-vercel-ip-country')?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}
