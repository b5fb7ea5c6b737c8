/** An admin list from useAdminList: its search, how many match, the load's failure, the page of items and the pager. */
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { countOf } from '~/lib/count-text';
import Pager from './Pager';
import TabState from './TabState';
import type { AdminList } from './useAdminList';

interface Props<T> {
  list: AdminList<T>;
  /** False for a list whose API has no search. */
  searchable?: boolean;
  /** The items, shown once the first page is in. */
  children(items: T[]): ReactNode;
}

export default function LazyList<T>({ list, searchable = true, children }: Props<T>) {
  const [typed, setTyped] = useState('');
  const { noun, query, page, pages, loading } = list;

  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    list.search(typed.trim());
  }

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
          : list.error
            ? ''
            : `${countOf(list.total, list.nouns)}${query ? ` matching “${query}”` : ''}${pages > 1 ? ` · page ${page} of ${pages}` : ''}`}
      </p>
      <TabState error={list.error} onRetry={list.reload} />
      {list.items && <div aria-busy={loading}>{children(list.items)}</div>}
      <Pager label={`Pages of ${noun}`} page={page} pages={pages} disabled={loading} onPage={list.setPage} />
    </div>
  );
}
