/** The library's search, shelves, years and sorts (table-driven), and its speed at 5,000 entries. */
import { describe, expect, it } from 'vitest';
import {
  filterLibrary,
  finishYears,
  foldText,
  indexLibrary,
  pageCount,
  shelfCounts,
  sortLibrary,
  type LibrarySort,
} from './library';
import type { Entry } from './types';

let nextId = 1;
const entry = (over: Partial<Entry>): Entry => ({
  id: nextId++,
  bookId: null,
  challengeId: null,
  status: 'completed',
  progress: 100,
  currentPage: null,
  totalPages: null,
  title: 'Untitled',
  author: null,
  additionalAuthors: null,
  isbn: null,
  isbn13: null,
  rating: null,
  review: null,
  tags: [],
  startedAt: '2024-01-01T12:00:00.000Z',
  addedAt: '2024-01-01T12:00:00.000Z',
  completedAt: null,
  undatedReads: 0,
  book: null,
  reads: [],
  ...over,
});
const read = (day: string) => ({ startedAt: null, finishedAt: `${day}T12:00:00.000Z` });

const shelf = [
  entry({
    title: 'Dune (Dune, #1)',
    author: 'Frank Herbert',
    rating: 5,
    reads: [read('2024-08-01'), read('2025-09-14')],
    addedAt: '2023-05-02T12:00:00.000Z',
  }),
  entry({
    title: 'Cien años de soledad',
    author: 'Gabriel García Márquez',
    rating: 4.5,
    reads: [read('2023-03-03')],
    addedAt: '2023-01-01T12:00:00.000Z',
  }),
  entry({
    title: 'The Bold Year',
    author: 'Kendra Lane',
    status: 'reading',
    progress: 40,
    addedAt: '2026-01-05T12:00:00.000Z',
  }),
  entry({
    title: 'Assassin’s Apprentice',
    author: 'Robin Hobb',
    status: 'want-to-read',
    addedAt: '2025-12-01T12:00:00.000Z',
  }),
  entry({
    title: 'Ulysses',
    author: 'James Joyce',
    status: 'dnf',
    rating: 1,
    addedAt: '2024-05-01T12:00:00.000Z',
  }),
  entry({
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    additionalAuthors: 'Charles Vess',
    reads: [read('2025-02-02')],
    addedAt: '2024-12-24T12:00:00.000Z',
  }),
];
const index = indexLibrary(shelf);
const titles = (list: Entry[]) => list.map((e) => e.title);
const find = (query: Partial<Parameters<typeof filterLibrary>[1]> & { sort?: LibrarySort }) =>
  titles(
    filterLibrary(sortLibrary(index, query.sort ?? 'added'), {
      search: '',
      shelf: 'all',
      year: null,
      ...query,
    }),
  );

describe('searching the library', () => {
  it.each([
    ['dune', ['Dune (Dune, #1)']],
    ['HERBERT', ['Dune (Dune, #1)']],
    ['cien anos', ['Cien años de soledad']],
    ['garcia marquez', ['Cien años de soledad']],
    ['le guin earthsea', ['A Wizard of Earthsea']],
    ['vess', ['A Wizard of Earthsea']],
    [
      '  ',
      [
        'The Bold Year',
        'Assassin’s Apprentice',
        'A Wizard of Earthsea',
        'Ulysses',
        'Dune (Dune, #1)',
        'Cien años de soledad',
      ],
    ],
    ['nothing like it', []],
  ])('%j finds %j', (search, expected) => expect(find({ search })).toEqual(expected));
});

describe('shelves and years', () => {
  it.each([
    ['want-to-read', ['Assassin’s Apprentice']],
    ['reading', ['The Bold Year']],
    ['dnf', ['Ulysses']],
    ['completed', ['A Wizard of Earthsea', 'Dune (Dune, #1)', 'Cien años de soledad']],
  ] as const)('shelf %s holds %j', (status, expected) => expect(find({ shelf: status })).toEqual(expected));

  it('a year is the year a book was finished, any of its reads', () => {
    expect(find({ year: 2024 })).toEqual(['Dune (Dune, #1)']);
    expect(find({ year: 2025 })).toEqual(['A Wizard of Earthsea', 'Dune (Dune, #1)']);
    expect(find({ year: 2025, search: 'wizard' })).toEqual(['A Wizard of Earthsea']);
    expect(finishYears(index)).toEqual([2025, 2024, 2023]);
  });

  it('counts each shelf', () => {
    expect(shelfCounts(shelf)).toEqual({ all: 6, 'want-to-read': 1, reading: 1, completed: 3, dnf: 1 });
  });
});

describe('sorting', () => {
  it.each([
    [
      'title',
      [
        'Assassin’s Apprentice',
        'The Bold Year',
        'Cien años de soledad',
        'Dune (Dune, #1)',
        'Ulysses',
        'A Wizard of Earthsea',
      ],
    ],
    // By the last word of the name, as the export's 'Author l-f' writes it.
    [
      'author',
      [
        'A Wizard of Earthsea',
        'Dune (Dune, #1)',
        'Assassin’s Apprentice',
        'Ulysses',
        'The Bold Year',
        'Cien años de soledad',
      ],
    ],
    [
      'rating',
      [
        'Dune (Dune, #1)',
        'Cien años de soledad',
        'Ulysses',
        'Assassin’s Apprentice',
        'The Bold Year',
        'A Wizard of Earthsea',
      ],
    ],
    [
      'finished',
      [
        'Dune (Dune, #1)',
        'A Wizard of Earthsea',
        'Cien años de soledad',
        'Assassin’s Apprentice',
        'The Bold Year',
        'Ulysses',
      ],
    ],
    [
      'added',
      [
        'The Bold Year',
        'Assassin’s Apprentice',
        'A Wizard of Earthsea',
        'Ulysses',
        'Dune (Dune, #1)',
        'Cien años de soledad',
      ],
    ],
  ] as const)('by %s', (sort, expected) => expect(find({ sort })).toEqual(expected));
});

/** Milliseconds of this process's CPU since `since`. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

describe('a library of 5,000 books', () => {
  const big = Array.from({ length: 5000 }, (_, i) =>
    entry({
      title: `${['The Quiet', 'A Bold', 'Salt and'][i % 3]} Book ${i}`,
      author: `Author ${i % 613} Example`,
      status: (['completed', 'reading', 'want-to-read', 'dnf'] as const)[i % 4],
      rating: (i % 10) / 2 || null,
      reads: i % 4 ? [] : [read(`${2015 + (i % 11)}-0${(i % 9) + 1}-1${i % 10}`)],
    }),
  );

  it('is indexed, sorted and searched a keystroke at a time in well under 100 ms', () => {
    // CPU time, not the clock: on a shared machine the clock also counts other processes' turns.
    const started = process.cpuUsage();
    const bigIndex = indexLibrary(big);
    const sorted = sortLibrary(bigIndex, 'title');
    const firstRender = cpuMs(started);
    let slowest = 0;
    let found: Entry[] = [];
    // Each keystroke's search the best of three times: the process's CPU time also counts its
    // collector's and compiler's threads, which a busy machine lets run late.
    for (const search of ['b', 'bo', 'boo', 'book', 'book 4', 'book 42', 'book 421']) {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const t = process.cpuUsage();
        found = filterLibrary(sorted, { search, shelf: 'all', year: null });
        best = Math.min(best, cpuMs(t));
      }
      slowest = Math.max(slowest, best);
    }
    // Every word of the search is in the title or the author.
    expect(titles(found)).toContain('A Bold Book 421');
    expect(found.every((e) => `${e.title} ${e.author}`.includes('421'))).toBe(true);
    expect(firstRender).toBeLessThan(100);
    expect(slowest).toBeLessThan(20);
    expect(pageCount(5000)).toBe(200);
    expect(pageCount(0)).toBe(1);
  });
});

it('folds accents and case', () => {
  expect(foldText('Gabriel García MÁRQUEZ')).toBe('gabriel garcia marquez');
});
