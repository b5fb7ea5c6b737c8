/** The admin islands' calls, through the site's one fetch helper (src/lib/http/api-client.ts). */
import { ApiError, apiFetch, apiRequest } from '~/lib/http/api-client';

export { ApiError };

/** Calls the site's API; resolves with the JSON answer (or null for 204), rejects with ApiError. */
export function api<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return apiRequest<T>(init.method ?? 'GET', path, init.body);
}

/** The message to show for a failed call: the server's own message when it gave one. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fields = error.errors ? Object.values(error.errors).flat().join(' ') : '';
    return [error.serverMessage, fields].filter(Boolean).join(': ') || fallback;
  }
  return fallback;
}

/** A date shown to the owner: 'Nov 22, 2026, 6:30 AM'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'never';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** One page of an admin list: its items and how many match in all (the X-Total-Count header). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** GETs one page of an admin list; rejects with ApiError like `api`. */
export async function apiPage<T>(path: string): Promise<ListPage<T>> {
  const { response, text } = await apiFetch('GET', path);
  const items = JSON.parse(text) as T[];
  const total = Number(response.headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
