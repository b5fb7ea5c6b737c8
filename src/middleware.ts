/**
 * Runs before every on-demand route: refuses cross-site writes (Astro's checkOrigin
 * covers only form posts, so JSON endpoints are checked here), reads the admin
 * session, guards the admin area (pages redirect to /admin/login, APIs answer 401),
 * asks again for a publish that is due on an admin's request, answers 405 to pages asked
 * with a method other than GET or HEAD, and gives every answer, early ones included, the
 * security headers (src/lib/security/headers.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { isAdmin, isAdminApi, isAdminPage } from './lib/auth/sign-in';
import { getDb } from './lib/db';
import { errorResponse } from './lib/http/api';
import { republishIfDue } from './features/publishing/publish';
import { HASHLESS_PAGE_CSP, isHtml, NON_PAGE_CSP, SECURITY_HEADERS } from './lib/security/headers';
import { SESSION_COOKIE, sessionUser } from './lib/auth/session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Methods some route here handles; any other (OPTIONS, PROPFIND, TRACE...) only ever gets a 405. */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** What a page (an HTML answer) supports; endpoints say their own in their 405s. */
const PAGE_METHODS = 'GET, HEAD';

/**
 * True when a write comes from another site (by Origin, or Sec-Fetch-Site when Origin is
 * absent). A page sent with `Referrer-Policy: no-referrer` (the sign-in link pages) makes
 * the browser send `Origin: null` with its own form posts (Fetch, "append a request
 * Origin header"); such a write passes only when the browser says it is same-origin.
 */
export function isCrossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin === 'null') return fetchSite !== 'same-origin';
  if (origin) return origin !== url.origin;
  return fetchSite === 'cross-site';
}

/**
 * `response` with the security headers it lacks (copied first when its headers are
 * immutable); with `policy` false, without a Content-Security-Policy.
 */
export function withSecurityHeaders(response: Response, pathname: string, policy = true): Response {
  const add = (headers: Headers) => {
    // Signed-in pages must never be kept by a shared cache.
    if (pathname.startsWith('/admin') || isAdminPage(pathname)) headers.set('cache-control', 'no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // Astro writes no page policy under `astro dev` (Vite's scripts would break it): none then.
    if (policy && !headers.has('content-security-policy') && !import.meta.env.DEV) {
      headers.set(
        'content-security-policy',
        isHtml(headers.get('content-type')) ? HASHLESS_PAGE_CSP : NON_PAGE_CSP,
      );
    }
  };
  try {
    add(response.headers);
    return response;
  } catch {
    // Immutable headers (e.g. Response.redirect): the same answer with a copy of them.
    const copy = new Response(response.body, response);
    add(copy.headers);
    return copy;
  }
}

async function guarded(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url, cookies, locals } = context;
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, url)) {
    return errorResponse(403, 'Cross-site requests are not allowed');
  }
  const unrouted = !ROUTED_METHODS.has(request.method);
  if (unrouted && isAdminPage(url.pathname)) return pageMethodNotAllowed();
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token) locals.user = await sessionUser(getDb(), token);
  const admin = isAdmin(locals.user);
  // An unrouted method goes on to the endpoint, whose `ALL` answers 405 with its methods
  // (no endpoint handles one: methodNotAllowed, src/lib/http/api.ts).
  if (!admin && !unrouted && isAdminApi(request.method, url.pathname)) {
    return errorResponse(401, 'Sign in as an admin to do this');
  }
  if (!admin && isAdminPage(url.pathname)) {
    const target = `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
    return context.redirect(target, SAFE_METHODS.has(request.method) ? 302 : 303);
  }
  if (admin && (isAdminApi(request.method, url.pathname) || isAdminPage(url.pathname))) {
    // On Vercel the owner's next request asks again for a publish that is due (CONTRACT.md §15).
    await republishIfDue(getDb()).catch((error: unknown) => console.error(error));
  }
  const response = await next();
  // A page rendered for a POST, PUT, OPTIONS...: pages are read, never written to.
  if (request.method !== 'GET' && request.method !== 'HEAD' && isHtml(response.headers.get('content-type'))) {
    await response.body?.cancel();
    return pageMethodNotAllowed();
  }
  return response;
}

const pageMethodNotAllowed = () =>
  errorResponse(405, `This method is not allowed here (allowed: ${PAGE_METHODS})`, undefined, {
    allow: PAGE_METHODS,
  });

/**
 * An empty 404 or 500 from a route is answered by Astro with the site's error page, which
 * keeps the headers given here: it must not get a policy chosen for an empty answer (the
 * API's, which would leave the page unstyled). The page's own policy is added where it is
 * served (the site server gives it the 404 page's).
 */
const becomesErrorPage = (response: Response) =>
  response.body === null && [404, 500].includes(response.status);

/**
 * A pre-rendered page (at build time; the not-found page too) with only the CSS its HTML uses
 * (src/lib/page-css.ts), and a policy with only the hashes of its own inline code
 * (src/lib/security/page-policy.ts).
 */
async function trimmedPage(response: Response): Promise<Response> {
  if (!isHtml(response.headers.get('content-type')) || ![200, 404].includes(response.status)) return response;
  const [{ trimPageCss }, { ownHashesOnly }] = await Promise.all([
    import('./lib/page-css'),
    import('./lib/security/page-policy'),
  ]);
  const headers = new Headers(response.headers);
  const { html, policy } = trimPageCss(await response.text(), headers.get('content-security-policy'));
  if (policy) headers.set('content-security-policy', ownHashesOnly(html, policy));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return trimmedPage(await next());
  const response = await guarded(context, next);
  return withSecurityHeaders(response, context.url.pathname, !becomesErrorPage(response));
});
