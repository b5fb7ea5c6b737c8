/** The answer of an on-demand page that renders a record the last build did not pre-render. */
import { PUBLIC_READ_CACHE } from './cache';

/** A found record is cached like the public read API until the next build takes over; a miss is a 404 never cached. */
export function answerOnDemand(response: { status?: number; headers: Headers }, found: boolean): void {
  if (found) {
    response.headers.set('cache-control', PUBLIC_READ_CACHE['cache-control']);
  } else {
    response.status = 404;
    response.headers.set('cache-control', 'no-store');
  }
}

/** A read (GET or HEAD): the only request an on-demand page redirects or answers with a file (others get the page, which the middleware answers 405). */
export const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';
