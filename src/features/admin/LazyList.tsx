/**
 * One of the /admin tabs' long lists, loaded from its API when the tab opens, a page at
 * a time and searchable, so the dashboard page never carries the whole list.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { apiPage, errorText } from './api-client';

interface Props<T> {
  /** The list's API (it may carry a query of its own), which pages with ?page=, ?pageSize= and searches with ?q=. */
  endpoint: string;
  /** What the list holds, plural: 'messages'. */
  noun: string;
  pageSize?: number;
  /** False for a list whose API has no search. */
  searchable?: boolean;
  /** Renders the page; `update` changes an item shown (after a write), `reload` fetches the page again. */
  children(
    items: T[],
    update: (change: (items: T[]) => T[]) => void,
    total: number,
    reload: () => void,
  ): ReactNode;
}

export default function LazyList<T>({
  endpoint,
  noun,
  pageSize = 20,
  searchable = true,
  children,
}: Props<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const ticket = useRef(0);

  const load = useCallback(() => {
    const mine = ++ticket.current;
    setLoading(true);
    setError('');
    const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (q) params.set('q', q);
    apiPage<T>(`${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`).then(
      (result) => {
        if (mine !== ticket.current) return;
        setItems(result.items);
        setTotal(result.total);
        setLoading(false);
      },
      (err: unknown) => {
        if (mine !== ticket.current) return;
        setError(errorText(err, `Failed to load ${noun}`));
        setLoading(false);
      },
    );
  }, [endpoint, noun, page, pageSize, q]);

  useEffect(load, [load]);

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPage(1);
    setQ(typed.trim());
  }

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const id = `search-${noun.replace(/\W+/g, '-')}`;
  return (
    <div className="grid gap-3">
      {searchable && (
        <form role="search" aria-label={noun} onSubmit={search} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <label htmlFor={id} className="text-sm font-semibold">
              Search {noun}
            </label>
            <input
              id={id}
              type="search"
              value={typed}
              maxLength={200}
              onChange={(e) => setTyped(e.target.value)}
              className="border-muted/50 bg-surface min-h-11 w-full rounded-lg border px-3"
            />
          </div>
          <button type="submit" className="btn-outline">
            Search
          </button>
        </form>
      )}
      <p role="status" className="text-muted text-sm">
        {loading
          ? `Loading ${noun}…`
          : error
            ? ''
            : `${total} ${noun}${q ? ` matching “${q}”` : ''}${pages > 1 ? ` · page ${page} of ${pages}` : ''}`}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}{' '}
          <button type="button" className="underline" onClick={load}>
            Try again
          </button>
        </p>
      )}
      {items && (
        <div aria-busy={loading}>
          {children(items, (change) => setItems((current) => change(current ?? [])), total, load)}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            className="btn-outline"
            disabled={page <= 1 || loading}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous page
          </button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn-outline"
            disabled={page >= pages || loading}
            onClick={() => setPage((p) => p + 1)}
          >
            Next page
          </button>
        </nav>
      )}
    </div>
  );
}
