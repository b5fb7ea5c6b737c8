/** The order of the site search's results: books and posts before listing pages, each page once. */
import type { SearchType } from './types';

/** Which kinds of page come first; anything unknown comes last. */
export const TYPE_ORDER: readonly SearchType[] = ['Book', 'Post', 'Product', 'Venture', 'Page'];

/**
 * `results` (in relevance order) grouped by their type in TYPE_ORDER, relevance kept within a
 * group, and each page (by `path`) only once, where it first appears.
 */
export function rankResults<T>(
  results: readonly T[],
  path: (result: T) => string,
  type: (result: T) => string | undefined,
): T[] {
  const seen = new Set<string>();
  const unique = results.filter((result) => {
    const key = path(result);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (result: T) => {
    const at = TYPE_ORDER.indexOf(type(result) as SearchType);
    return at === -1 ? TYPE_ORDER.length : at;
  };
  // Array.prototype.sort is stable: relevance order stays within each type.
  return unique.sort((a, b) => rank(a) - rank(b));
}
