/**
 * Paging for the admin lists (?page=, ?pageSize=, ?q=) and the page headers the API
 * answers with (X-Total-Count, X-Page, X-Page-Size). A request without any of them keeps
 * the list's old, unpaged answer, so older clients keep working.
 */
import { HttpError, json } from './api';
import { EVERY_ROW, type ListQuery } from './list-page.queries';

/** Items per page on the /admin tabs, and the most one page may hold. */
export const ADMIN_LIST_PAGE_SIZE = 20;
export const MAX_LIST_PAGE_SIZE = 100;

/** A page of a list. */
export interface ListPageQuery {
  q: string;
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** The paging of a request, or null when it asks for none; 400 for unreadable values. */
export function readListQuery(url: URL): ListPageQuery | null {
  const params = url.searchParams;
  if (!params.has('page') && !params.has('pageSize') && !params.has('q')) return null;
  const number = (name: string, fallback: number, max: number) => {
    const text = params.get(name);
    if (text === null || text === '') return fallback;
    const n = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    if (!(n >= 1 && n <= max))
      throw new HttpError(400, 'Invalid query', { [name]: [`A whole number from 1 to ${max}`] });
    return n;
  };
  const page = number('page', 1, 1_000_000);
  const pageSize = number('pageSize', ADMIN_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE);
  const q = (params.get('q') ?? '').trim();
  if (q.length > 200) throw new HttpError(400, 'Invalid query', { q: ['Search for at most 200 characters'] });
  return { q, page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page of items as JSON, with where it sits in the headers. */
export function pageJson(items: unknown[], total: number, query: ListPageQuery): Response {
  return json(items, 200, {
    'x-total-count': String(total),
    'x-page': String(query.page),
    'x-page-size': String(query.pageSize),
  });
}

/** A list's rows and how many match in all. */
export interface ListRows<T> {
  rows: T[];
  total: number;
}

/**
 * An admin list's GET answer: the page the request asks for, with its headers, or the
 * list the older, unpaged clients get (`unpaged`: every row unless a list says otherwise).
 */
export async function listResponse<T>(
  url: URL,
  list: (query: ListQuery) => Promise<ListRows<T>>,
  unpaged: ListQuery = EVERY_ROW,
): Promise<Response> {
  const paging = readListQuery(url);
  if (!paging) return json((await list(unpaged)).rows);
  const { rows, total } = await list(paging);
  return pageJson(rows, total, paging);
}
