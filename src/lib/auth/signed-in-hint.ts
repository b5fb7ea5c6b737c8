/**
 * A readable cookie set beside the admin session, holding no secret: it only tells the
 * public islands that asking GET /api/auth/me is worth a request, so anonymous
 * visitors never make one (nor see its 401 in their console). The server decides.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** True when this browser carries the hint (browser only). */
export function hasSignedInHint(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}
