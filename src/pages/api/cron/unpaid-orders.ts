/**
 * GET /api/cron/unpaid-orders: the unpaid-order sweep Vercel Cron calls with
 * `Authorization: Bearer CRON_SECRET`: orders unpaid 24 hours after they were placed are
 * cancelled and their stock given back (npm start runs the same sweep on a timer).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CRON_SECRET } from 'astro:env/server';
import { cancelUnpaidOrders } from '~/features/shop/orders.queries';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

export const GET = endpoint(async ({ request }) => {
  const given = request.headers.get('authorization') ?? '';
  if (!CRON_SECRET || !timingSafeEqual(digest(given), digest(`Bearer ${CRON_SECRET}`))) {
    throw new HttpError(401, 'Unauthorized');
  }
  const cancelled = await cancelUnpaidOrders(getDb(), new Date());
  return json({ cancelled });
});

export const ALL = methodNotAllowed;
