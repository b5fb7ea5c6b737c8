/**
 * GET /api/cron/unpaid-orders: the unpaid-order sweep Vercel Cron calls with
 * `Authorization: Bearer CRON_SECRET`: orders unpaid 24 hours after they were placed are
 * cancelled and their stock given back (npm start runs the same sweep on a timer).
 */
import { cancelUnpaidOrders } from '~/features/shop/orders.queries';
import { getDb } from '~/lib/db';
import { methodNotAllowed } from '~/lib/http/api';
import { cronRoute } from '~/lib/http/cron';

export const prerender = false;

export const GET = cronRoute(async () => ({ cancelled: await cancelUnpaidOrders(getDb(), new Date()) }));

export const ALL = methodNotAllowed;
