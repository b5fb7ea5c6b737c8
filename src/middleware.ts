/**
 * Runs before every on-demand route: refuses cross-site writes (Astro's checkOrigin
 * covers only form posts, so JSON endpoints are checked here), reads the admin
 * session, guards the admin area (pages redirect to /admin/login, APIs answer 401),
 * asks again for a publish that is due on an admin's request, and adds security headers.
 */
import { defineMiddleware } from 'astro:middleware';
import { isAdmin, isAdminApi, isAdminPage } from './lib/auth';
import { getDb } from './lib/db';
import { errorResponse } from './lib/http';
import { republishIfDue } from './lib/publish';
import { SECURITY_HEADERS } from './lib/security-headers';
import { SESSION_COOKIE, sessionUser } from './lib/session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a write comes from another site (by Origin, or Sec-Fetch-Site when Origin is absent). */
export function isCrossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin !== url.origin;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { request, url, cookies, locals } = context;
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, url)) {
    return errorResponse(403, 'Cross-site requests are not allowed');
  }
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token) locals.user = await sessionUser(getDb(), token);
  const admin = isAdmin(locals.user);
  if (!admin && isAdminApi(request.method, url.pathname)) {
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
  try {
    // Signed-in pages must never be kept by a shared cache.
    if (url.pathname.startsWith('/admin') || isAdminPage(url.pathname))
      response.headers.set('cache-control', 'no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
  } catch {
    // Responses with immutable headers (e.g. Response.redirect) are sent as they are.
  }
  return response;
});
