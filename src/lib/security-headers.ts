/**
 * Headers every response carries: on-demand ones from the middleware, pre-rendered
 * ones from the site server (scripts/static-files.ts) and, on Vercel, from vercel.json
 * (kept equal by security-headers.test.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
