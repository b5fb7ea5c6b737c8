/**
 * Catalogue search: a book matches when its title or description contains the
 * query, ignoring case and surrounding spaces. Shared by the page's script and tests.
 */

/** Longest query the no-JavaScript search (/catalog/search) reads; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200;

/** The text a search looks at. */
export interface Searchable {
  title: string;
  description: string;
}

/** The query as compared: trimmed and lower-cased. */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

/** True when the book matches the query; an empty query matches every book. */
export function matchesQuery(book: Searchable, query: string | null | undefined): boolean {
  const q = normalizeQuery(query);
  return q === '' || book.title.toLowerCase().includes(q) || book.description.toLowerCase().includes(q);
}
