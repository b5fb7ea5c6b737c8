/** The Amazon URLs tab's rules (SPEC.md §2, §5, §9): placeholders, /dp/ codes, when Update acts. */
import { PLACEHOLDER_URL_FRAGMENT } from '~db/seed-data/books';

/** True when the URL is the stand-in search link holding the author-name fragment. */
export function isPlaceholderUrl(url: string): boolean {
  return url.toLowerCase().includes(PLACEHOLDER_URL_FRAGMENT);
}

/** The 10-character product code after /dp/, or null. */
export function productCode(url: string): string | null {
  const match = /\/dp\/([A-Za-z0-9]{10})(?:[/?#]|$)/.exec(url.trim());
  return match ? match[1]!.toUpperCase() : null;
}

/** A product page link: /dp/ plus a 10-character code, and not a placeholder. */
export function isValidProductUrl(url: string): boolean {
  return !isPlaceholderUrl(url) && productCode(url) !== null;
}

/** The canonical form of a valid product link, https://www.amazon.com/dp/CODE; null otherwise. */
export function canonicalProductUrl(url: string): string | null {
  const code = isValidProductUrl(url) ? productCode(url) : null;
  return code ? `https://www.amazon.com/dp/${code}` : null;
}

/** Update does nothing when the trimmed value is empty or unchanged (SPEC.md §5). */
export function shouldUpdateUrl(current: string, edited: string): boolean {
  const value = edited.trim();
  return value !== '' && value !== current.trim();
}
