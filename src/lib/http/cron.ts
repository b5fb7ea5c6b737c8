/**
 * The frame of the cron routes (src/pages/api/cron/): Vercel Cron, and `npm start`'s
 * timers, call them with `Authorization: Bearer $CRON_SECRET`. Without that header, or
 * when no secret is set, they answer 401; otherwise the job runs and its result is the JSON answer.
 */
import type { APIRoute } from 'astro';
import { createHash, timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { endpoint, HttpError, json } from './api';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries the cron secret (compared in constant time); never when none is set. */
function isCronRequest(request: Request): boolean {
  const given = request.headers.get('authorization') ?? '';
  return Boolean(CRON_SECRET) && timingSafeEqual(digest(given), digest(`Bearer ${CRON_SECRET}`));
}

/** A cron route: 401 (with `unauthorised` as the message) without the secret, else `job`'s result as JSON. */
export function cronRoute(job: () => Promise<unknown>, unauthorised = 'Unauthorized'): APIRoute {
  return endpoint(async ({ request }) => {
    if (!isCronRequest(request)) throw new HttpError(401, unauthorised);
    return json(await job());
  });
}
