/**
 * The no-JavaScript path of the public forms: a plain HTML form post gets a 303 to a
 * page that shows the outcome, instead of JSON (CONTRACT.md's rules still apply to JSON).
 */
import { HttpError } from '~/lib/http/api';

/** A 303 See Other to `location` (the browser then GETs the result page). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** Why a form post failed, as the result page's `reason`. */
export type FailureReason = 'invalid' | 'busy' | 'error';

/** Why a form post failed, as the result page's `reason`: invalid input, too many tries, or our fault. */
export function failureReason(error: unknown): FailureReason {
  if (error instanceof HttpError) {
    if (error.status === 429) return 'busy';
    if (error.status === 400 || error.status === 413) return 'invalid';
  }
  return 'error';
}
