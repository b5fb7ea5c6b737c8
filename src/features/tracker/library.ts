/**
 * The whole library as the tracker lists it: search by title or author, a shelf and a
 * year, sorted by date added, date finished, title, author or rating, a page at a time.
 * Each entry's search text and sort keys are worked out once per list, and each sort
 * once, so a keystroke at 5,000 entries is one pass over precomputed strings.
 */
import { READING_STATUSES, type ReadingStatus } from './progress';
import type { Entry } from './types';

/** How the library can be sorted. */
export const LIBRARY_SORTS = {
  added: 'Date added (newest)',
  finished: 'Date finished (newest)',
  title: 'Title (A–Z)',
  author: 'Author (A–Z)',
  rating: 'Rating (highest)',
} as const;

export type LibrarySort = keyof typeof LIBRARY_SORTS;

/** Books per page of the library. */
export const PAGE_SIZE = 25;

/** What the reader asked to see. */
export interface LibraryQuery {
  search: string;
  shelf: ReadingStatus | 'all';
  /** Books finished in this year (any of their reads), or null for any. */
  year: number | null;
  sort: LibrarySort;
}

/** An entry with what searching and sorting need, worked out once. */
export interface IndexedEntry {
  entry: Entry;
  /** Title, series note, author and co-authors, lower case, without accents. */
  text: string;
  title: string;
  author: string;
  added: number;
  /** The latest finish (ms), or 0. */
  finished: number;
  years: Set<number>;
}

/** Lower case without accents ('Cien años' -> 'cien anos'), so a search needs neither. */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A title as sorted: without a leading 'The', 'A' or 'An'. */
const sortTitle = (title: string) => foldText(title).replace(/^(the|a|an)\s+/, '');

/** An author as sorted: by last name ('Frank Herbert' -> 'herbert frank'). */
const sortAuthor = (author: string | null) => {
  const parts = foldText(author ?? '')
    .trim()
    .split(/\s+/);
  return parts.length > 1 ? `${parts.at(-1)} ${parts.slice(0, -1).join(' ')}` : (parts[0] ?? '');
};

/** The library's entries with their search text and sort keys. */
export function indexLibrary(entries: readonly Entry[]): IndexedEntry[] {
  return entries.map((entry) => {
    const finishes = entry.reads.map((r) => Date.parse(r.finishedAt));
    return {
      entry,
      text: foldText(`${entry.title} ${entry.author ?? ''} ${entry.additionalAuthors ?? ''}`),
      title: sortTitle(entry.title),
      author: sortAuthor(entry.author),
      added: Date.parse(entry.addedAt ?? entry.startedAt),
      finished: finishes.length ? Math.max(...finishes) : 0,
      years: new Set(finishes.map((t) => new Date(t).getUTCFullYear())),
    };
  });
}

let collator: Intl.Collator | undefined;
/** Made on first sort, not when the island's code loads (a collator takes milliseconds to make). */
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en', { numeric: true })).compare(a, b);

/** Comparators for each sort; ties fall back to the title, then the id. */
const ORDER: Record<LibrarySort, (a: IndexedEntry, b: IndexedEntry) => number> = {
  added: (a, b) => b.added - a.added,
  finished: (a, b) => b.finished - a.finished,
  title: (a, b) => compareText(a.title, b.title),
  author: (a, b) => compareText(a.author, b.author) || compareText(a.title, b.title),
  rating: (a, b) => (b.entry.rating ?? 0) - (a.entry.rating ?? 0),
};

/** The index sorted one way (done once per list and sort; filtering keeps the order). */
export function sortLibrary(index: readonly IndexedEntry[], sort: LibrarySort): IndexedEntry[] {
  const order = ORDER[sort];
  return [...index].sort((a, b) => order(a, b) || compareText(a.title, b.title) || a.entry.id - b.entry.id);
}

/** The entries of a sorted index that match the query's search, shelf and year, in order. */
export function filterLibrary(sorted: readonly IndexedEntry[], query: Omit<LibraryQuery, 'sort'>): Entry[] {
  const words = foldText(query.search).split(/\s+/).filter(Boolean);
  const out: Entry[] = [];
  for (const item of sorted) {
    if (query.shelf !== 'all' && item.entry.status !== query.shelf) continue;
    if (query.year !== null && !item.years.has(query.year)) continue;
    if (words.length && !words.every((word) => item.text.includes(word))) continue;
    out.push(item.entry);
  }
  return out;
}

/** How many books each shelf holds, and all of them. */
export function shelfCounts(entries: readonly Entry[]): Record<ReadingStatus | 'all', number> {
  const counts = { all: entries.length } as Record<ReadingStatus | 'all', number>;
  for (const status of READING_STATUSES) counts[status] = 0;
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}

/** The years books were finished in, newest first. */
export function finishYears(index: readonly IndexedEntry[]): number[] {
  const years = new Set<number>();
  for (const item of index) for (const year of item.years) years.add(year);
  return [...years].sort((a, b) => b - a);
}

/** The page count for `total` results, at least 1. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
