/**
 * Runs before every on-demand route: refuses cross-site writes (Astro's checkOrigin
 * covers only form posts, so JSON endpoints are checked here) and adds security headers.
 */
import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from './lib/http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a write comes from another site (by Origin, or Sec-Fetch-Site when Origin is absent). */
export function isCrossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin !== url.origin;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { request, url } = context;
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, url)) {
    return errorResponse(403, 'Cross-site requests are not allowed');
  }
  const response = await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
