/**
 * One of the /admin tabs' long lists, loaded from its API when the tab opens, a page at a
 * time and searchable, so the dashboard page never carries the whole list. LazyList shows it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Noun } from '~/lib/count-text';
import { apiPage, errorText } from './api-client';

/** A list's page and how to move, search, reload and change it. */
export interface AdminList<T> {
  /** The page shown; null until the first one is in. */
  items: T[] | null;
  /** Items matching in all. */
  total: number;
  page: number;
  pages: number;
  /** The search the page answers ('' for none). */
  query: string;
  loading: boolean;
  error: string;
  /** What the list holds, plural: 'messages'. */
  noun: string;
  /** Its two forms, for counting: ['message', 'messages']. */
  nouns: Noun;
  setPage(page: number): void;
  search(query: string): void;
  reload(): void;
  /** Changes the items shown (after a write). */
  update(change: (items: T[]) => T[]): void;
}

/**
 * The list at `endpoint` (it may carry a query of its own), which pages with ?page=, ?pageSize=
 * and searches with ?q=; `nouns` names what it holds (['mail', 'mails']).
 */
export function useAdminList<T>(endpoint: string, nouns: Noun, pageSize = 20): AdminList<T> {
  const noun = nouns[1];
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const ticket = useRef(0);

  const reload = useCallback(() => {
    const mine = ++ticket.current;
    setLoading(true);
    setError('');
    const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    if (query) params.set('q', query);
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
  }, [endpoint, noun, page, pageSize, query]);

  useEffect(reload, [reload]);

  return {
    items,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    query,
    loading,
    error,
    noun,
    nouns,
    setPage,
    search: (next) => {
      setPage(1);
      setQuery(next);
    },
    reload,
    update: (change) => setItems((current) => change(current ?? [])),
  };
}
