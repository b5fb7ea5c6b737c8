/**
 * Which routes belong to the admin (CONTRACT.md §3, §4): the middleware redirects
 * these pages to /admin/login and answers these API calls with 401. Pure, so unit
 * tests and the route-enumerating test use it directly.
 */

/** A path with percent-escapes decoded, repeated slashes collapsed and no trailing slash. */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: guard the raw path.
  }
  path = path.replace(/[\\/]+/g, '/').toLowerCase();
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * Pages anyone may open under /admin: the sign-in page, and the page a mailed sign-in
 * link opens (which signs in only by its own button).
 */
const SIGN_IN_PAGES = new Set(['/admin/login', '/admin/sign-in-link']);

/** Pages only an admin may open: every /admin page but the sign-in pages, and /blog/create. */
export function isAdminPage(pathname: string): boolean {
  const path = normalizePath(pathname);
  if (SIGN_IN_PAGES.has(path)) return false;
  return path === '/admin' || path.startsWith('/admin/') || path === '/blog/create';
}

/** API calls only an admin may make (CONTRACT.md §4): /api/admin/**, PATCH /api/books/{id}, the syncs. */
export function isAdminApi(method: string, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return true;
  if (path === '/api/books/sync' || path.startsWith('/api/books/sync/')) return true;
  return method !== 'GET' && method !== 'HEAD' && /^\/api\/books\/[^/]+$/.test(path);
}

/** A safe place to return to after sign-in: a local path, else /admin. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/')) return '/admin';
  // Resolve it the way a browser would (tabs and newlines are dropped, '\\' is '/'),
  // and keep it only if it stays on this site.
  const base = 'http://same.invalid';
  const url = new URL(next, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/admin';
}
