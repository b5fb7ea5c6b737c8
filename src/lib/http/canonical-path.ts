/**
 * One URL per page (CONTRACT.md §20): a path is written without a trailing slash, and the
 * other form is redirected (308, so even a POST keeps its method) to it.
 */

/**
 * Where a request for `url` (a request target: path and query) should go instead: the same
 * path without its trailing slashes, query kept; null when it is already canonical. Leading
 * slashes are collapsed to one, so '//host/' can never become a redirect to another site.
 */
export function canonicalRedirect(url: string): string | null {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (path.length <= 1 || !path.endsWith('/')) return null;
  const bare = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return bare + (end === -1 ? '' : url.slice(end));
}
