/** Reading a book or post id from a route parameter. */

/**
 * The route id as a positive integer, or 0 when it is missing or not a plain
 * positive whole number (SPEC.md: "the route id is read as an integer, 0 if
 * missing"). No record has id 0, so 0 always ends in a not-found page.
 */
export function routeId(value: string | undefined | null): number {
  if (!value || !/^\d{1,16}$/.test(value)) return 0;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : 0;
}

/**
 * `path` with its ids in their one form ('01' -> '1'), so a page can answer 308 to its one
 * URL (CONTRACT.md §20) rather than a second copy of itself. `ids` are the positions of the
 * path's segments that are ids (a tag or a slug is left as it is, digits or not).
 */
export function canonicalIds(path: string, ids: readonly number[]): string {
  return path
    .split('/')
    .map((segment, i) =>
      ids.includes(i) && /^0+\d/.test(segment) && routeId(segment) ? String(routeId(segment)) : segment,
    )
    .join('/');
}
