/**
 * The admin order list's query string: search, status, dates, page. One reader for the
 * API, the /admin/orders page (its first page is rendered on the server) and the island,
 * so a shared or reloaded link shows the same orders. No server imports.
 */
import { ORDER_STATUSES, type AdminOrderStatus } from './order-status-schema';

/** Orders per page on /admin/orders. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** Orders per API page when the client does not say; and the most it may ask for. */
export const API_ORDERS_PAGE_SIZE = 50;
export const MAX_ORDERS_PAGE_SIZE = 200;

/** The list's query as the owner set it. */
export interface OrderQuery {
  /** Part of a name or email, or an order number. */
  q: string;
  status: AdminOrderStatus | '';
  /** First and last day placed ('YYYY-MM-DD', both included), or exact ISO instants. */
  from: string;
  to: string;
  /**
   * The owner's time zone offset in minutes (Date#getTimezoneOffset), so days are her
   * days; 0 (UTC) when absent.
   */
  tz: number;
  page: number;
  pageSize: number;
}

/** What the database is asked for. */
export interface OrderFilterValues {
  q?: string;
  status?: AdminOrderStatus;
  from?: Date;
  to?: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The instant the day `text` ('YYYY-MM-DD') starts in the owner's zone, `plusDays` later;
 * or `text` itself when it is an ISO instant; null when it is neither (or no such day).
 */
function instant(text: string, tz: number, plusDays: number): Date | null {
  const day = DAY.exec(text);
  if (day) {
    const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
    return new Date(ms + plusDays * DAY_MS + tz * 60_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function integer(text: string | null, fallback: number, min: number, max: number): number | null {
  if (text === null || text === '') return fallback;
  if (!/^-?\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** Reads a query string; field errors for what cannot be read (the API answers them with 400). */
export function readOrderQuery(
  params: URLSearchParams,
  pageSize = API_ORDERS_PAGE_SIZE,
): { query: OrderQuery; errors?: undefined } | { query?: undefined; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const q = (params.get('q') ?? '').trim();
  if (q.length > 200) errors.q = ['Search for at most 200 characters'];
  const status = params.get('status') ?? '';
  if (status && !ORDER_STATUSES.includes(status as AdminOrderStatus)) errors.status = ['Unknown status'];
  const tz = integer(params.get('tz'), 0, -900, 900);
  if (tz === null) errors.tz = ['A time zone offset is minutes from -900 to 900'];
  const page = integer(params.get('page'), 1, 1, 1_000_000);
  if (page === null) errors.page = ['A page is a whole number from 1'];
  const size = integer(params.get('pageSize'), pageSize, 1, MAX_ORDERS_PAGE_SIZE);
  if (size === null) errors.pageSize = [`A page size is a whole number from 1 to ${MAX_ORDERS_PAGE_SIZE}`];
  const from = (params.get('from') ?? '').trim();
  const to = (params.get('to') ?? '').trim();
  if (from && !instant(from, 0, 0)) errors.from = ['Enter a date such as 2026-11-22'];
  if (to && !instant(to, 0, 0)) errors.to = ['Enter a date such as 2026-11-22'];
  if (Object.keys(errors).length > 0) return { errors };
  return {
    query: {
      q,
      status: status as OrderQuery['status'],
      from,
      to,
      tz: tz!,
      page: page!,
      pageSize: size!,
    },
  };
}

/** The database filter of a query: days become instants in the owner's zone, `to` includes its whole day. */
export function orderFilterOf(query: OrderQuery): OrderFilterValues {
  const filter: OrderFilterValues = {};
  if (query.q) filter.q = query.q;
  if (query.status) filter.status = query.status;
  if (query.from) filter.from = instant(query.from, query.tz, 0) ?? undefined;
  if (query.to) filter.to = instant(query.to, query.tz, DAY.test(query.to) ? 1 : 0) ?? undefined;
  return filter;
}

/** The query string of a query, leaving out what is at its default. */
export function orderQueryString(
  query: Partial<OrderQuery>,
  { pageSize = ADMIN_ORDERS_PAGE_SIZE, withTz = true } = {},
): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (withTz && query.tz) params.set('tz', String(query.tz));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== pageSize) params.set('pageSize', String(query.pageSize));
  return params.toString();
}
