/**
 * The whole library: every entry, searched by title or author, filtered by shelf and by
 * the year it was finished, sorted, and shown a page at a time, so 5,000 books render
 * as fast as 25. Each book can be edited (shelf, rating, review) or removed.
 */
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import {
  filterLibrary,
  finishYears,
  indexLibrary,
  LIBRARY_SORTS,
  PAGE_SIZE,
  pageCount,
  shelfCounts,
  sortLibrary,
  type LibrarySort,
} from './library';
import LibraryRow, { type EntryChanges } from './LibraryRow';
import { READING_STATUSES, SHELF_LABELS, type ReadingStatus } from './progress';
import { countText } from './shelf-format';
import type { Entry } from './types';

interface Props {
  entries: Entry[];
  onSave(entry: Entry, changes: EntryChanges): Promise<boolean>;
  onRemove(entry: Entry): void;
}

const control = 'border-plum/30 bg-surface min-h-11 w-full rounded-lg border px-3 py-2';

export default function Library({ entries, onSave, onRemove }: Props) {
  const [search, setSearch] = useState('');
  const [shelf, setShelf] = useState<ReadingStatus | 'all'>('all');
  const [year, setYear] = useState<number | null>(null);
  const [sort, setSort] = useState<LibrarySort>('added');
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  // Typing stays instant; the list follows as soon as the browser has a moment.
  const query = useDeferredValue(search);
  const index = useMemo(() => indexLibrary(entries), [entries]);
  const sorted = useMemo(() => sortLibrary(index, sort), [index, sort]);
  const found = useMemo(
    () => filterLibrary(sorted, { search: query, shelf, year }),
    [sorted, query, shelf, year],
  );
  const counts = useMemo(() => shelfCounts(entries), [entries]);
  const years = useMemo(() => finishYears(index), [index]);
  const pages = pageCount(found.length);
  const current = Math.min(page, pages);
  const first = (current - 1) * PAGE_SIZE;
  const shown = found.slice(first, first + PAGE_SIZE);
  const narrowed = query.trim() !== '' || shelf !== 'all' || year !== null;
  const reset = () => setPage(1);
  const turn = (to: number) => {
    setPage(to);
    heading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="library-title">
      <h2 id="library-title" ref={heading} tabIndex={-1} className="text-plum text-2xl font-bold">
        Your Library
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label="Your library">
        <label className="grid gap-1 text-sm font-semibold sm:col-span-2 lg:col-span-1">
          Search by title or author
          <input
            type="search"
            value={search}
            onChange={(e) => (setSearch(e.target.value), reset())}
            className={control}
            autoComplete="off"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Shelf
          <select
            value={shelf}
            onChange={(e) => (setShelf(e.target.value as ReadingStatus | 'all'), reset())}
            className={control}
          >
            <option value="all">All books ({countText(counts.all)})</option>
            {READING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SHELF_LABELS[status]} ({countText(counts[status])})
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Year finished
          <select
            value={year ?? ''}
            onChange={(e) => (setYear(e.target.value ? Number(e.target.value) : null), reset())}
            className={control}
          >
            <option value="">Any year</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Sort by
          <select
            value={sort}
            onChange={(e) => (setSort(e.target.value as LibrarySort), reset())}
            className={control}
          >
            {Object.entries(LIBRARY_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <p className="text-muted mt-3 text-sm" role="status">
        {found.length === 0
          ? entries.length === 0
            ? ''
            : 'No books match your search.'
          : `Showing ${countText(first + 1)}–${countText(first + shown.length)} of ${countText(found.length)} ${found.length === 1 ? 'book' : 'books'}${narrowed ? ` (of ${countText(entries.length)} in your library)` : ''}`}
      </p>

      {entries.length === 0 ? (
        <div className="border-plum/25 mt-2 rounded-2xl border-2 border-dashed p-8 text-center">
          <p className="text-plum font-serif text-xl font-bold">Your Library Is Empty</p>
          <p className="text-muted mt-1">
            Add a book above, or bring your whole library from Goodreads or StoryGraph below.
          </p>
        </div>
      ) : (
        <ul className="mt-2 grid gap-3 lg:grid-cols-2" aria-label="Books in your library">
          {shown.map((entry) => (
            <LibraryRow key={entry.id} entry={entry} onSave={onSave} onRemove={onRemove} />
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Library pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className="btn-outline"
            disabled={current === 1}
            onClick={() => turn(current - 1)}
          >
            <span aria-hidden="true">←</span> Previous
          </button>
          <p className="text-sm font-semibold">
            Page {countText(current)} of {countText(pages)}
          </p>
          <button
            type="button"
            className="btn-outline"
            disabled={current === pages}
            onClick={() => turn(current + 1)}
          >
            Next <span aria-hidden="true">→</span>
          </button>
        </nav>
      )}
    </section>
  );
}
