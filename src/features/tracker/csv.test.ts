/** CSV mapping: Goodreads and StoryGraph exports (their real header rows) in, Goodreads out, each book once. */
import { describe, expect, it } from 'vitest';
import type { ProgressEntry } from './progress.queries';
import {
  detectFormat,
  GOODREADS_COLUMNS,
  mapRow,
  parseExportDate,
  STORYGRAPH_COLUMNS,
  storygraphReads,
} from './csv-formats';
import { goodreadsCsv, goodreadsRow, lastFirst } from './csv-export';
import { parseExport } from './csv-import';
import { ALREADY_ON_SHELF, planImport, type ShelfIndex } from './import-plan';

/** The first line of a Goodreads "Export Library" file, exactly. */
const GOODREADS_HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
/** The first line of a StoryGraph "Export StoryGraph Library" file, exactly. */
const STORYGRAPH_HEADER =
  'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?';

const goodreads = [
  GOODREADS_HEADER,
  '63273108,"Medusa\'s Sisters",Lauren J.A. Bear,"Bear, Lauren J.A.",,"=""0593547764""","=""9780593547762""",0,4.18,Ace,Hardcover,354,2023,2023,,2025/04/18,to-read,to-read (#105),to-read,,,,0,0',
  '17234658,"A Natural History of Dragons (The Memoirs of Lady Trent, #1)",Marie Brennan,"Brennan, Marie",,"=""0765331969""","=""9780765331960""",3,3.83,Tor Books,Hardcover,334,2013,2013,2024/01/09,2023/12/29,,,read,"Loved it,\nespecially the ""dragons""",,,2,0',
  '1,Piranesi,Susanna Clarke,"Clarke, Susanna",,"=""""","=""""",0,4.24,Bloomsbury,Paperback,272,2020,2020,,2025/02/01,currently-reading,currently-reading (#1),currently-reading,,,,0,0',
  '2,The Bold Year,Kendra Lane,"Lane, Kendra",,"=""""","=""""",5,4.6,,Paperback,,2024,2024,2025/03/14,2025/01/02,,,read,,,,1,0',
  '3,Ulysses,James Joyce,"Joyce, James",,"=""""","=""""",0,3.7,,Paperback,730,1922,1922,,2024/05/01,dnf,dnf (#1),dnf,,,,0,0',
  '4,Some Cookbook,Chef Person,"Person, Chef",,"=""""","=""""",0,4,,,200,2020,2020,,2024/05/01,kitchen,kitchen (#1),kitchen,,,,0,0',
].join('\r\n');

const storygraph = [
  STORYGRAPH_HEADER,
  'Red Rising,"Pierce Brown, Someone Else",,9780345539786,paperback,read,2024/12/01,2026/09/12,"2025/03/01-2025/03/14, 2026/09/01-2026/09/12",2,"",,,,,,,4.5,,"",,"",No',
  'Piranesi,Susanna Clarke,,9781635575637,digital,paused,2025/02/01,,,0,,,,,,,,,,,,,No',
  'Dune,Frank Herbert,,9780441013593,paperback,did-not-finish,2024/06/01,2024/06/20,,0,,,,,,,,,,,,,No',
  'Assassin\'s Apprentice,Robin Hobb,"",9780007562251,paperback,to-read,2024/12/01,"","",0,"",,,,,,,,,"",,"",No',
].join('\n');

const catalogue = [
  { id: 8, title: 'The Bold Year' },
  { id: 3, title: 'Sequins on Sunday' },
];

describe('the exports’ header rows', () => {
  it('are the real Goodreads and StoryGraph columns, in order', () => {
    expect(GOODREADS_COLUMNS.join(',')).toBe(GOODREADS_HEADER);
    expect(STORYGRAPH_COLUMNS.join(',')).toBe(STORYGRAPH_HEADER);
  });

  it.each([
    [GOODREADS_HEADER, 'goodreads'],
    [STORYGRAPH_HEADER, 'storygraph'],
    // Older Goodreads exports had more columns; what the import reads is there.
    [`${GOODREADS_HEADER},Recommended For,Recommended By`, 'goodreads'],
    ['Title,Author,Rating', null],
    ['', null],
  ])('%s is %s', (header, format) => expect(detectFormat(header.split(','))).toBe(format));
});

describe('dates', () => {
  it.each([
    ['2024/01/09', '2024-01-09T12:00:00.000Z'],
    ['2024-1-9', '2024-01-09T12:00:00.000Z'],
    [' 2024/12/31 ', '2024-12-31T12:00:00.000Z'],
    ['2024/02/30', null],
    ['01/09/2024', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (text, iso) => expect(parseExportDate(text)?.toISOString() ?? null).toBe(iso));

  it.each([
    [
      '2025/03/01-2025/03/14, 2026/09/01-2026/09/12',
      '',
      [
        ['2025-03-01', '2025-03-14'],
        ['2026-09-01', '2026-09-12'],
      ],
    ],
    ['2025/03/14', '', [[null, '2025-03-14']]],
    ['', '2026/09/12', [[null, '2026-09-12']]],
    ['', '', []],
  ])('StoryGraph dates read %s (last %s)', (dates, last, expected) => {
    const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
    expect(storygraphReads(dates, last).map((r) => [day(r.startedAt), day(r.finishedAt)])).toEqual(expected);
  });
});

describe('rows of a Goodreads export', () => {
  const { format, rows } = parseExport(goodreads);

  it('is read as Goodreads, one row per book, named by the line it starts on', () => {
    expect(format).toBe('goodreads');
    expect(rows.map((r) => r.line)).toEqual([2, 3, 5, 6, 7, 8]);
  });

  it.each([
    [0, { skip: expect.stringContaining('to-read shelf') }],
    [
      1,
      {
        title: 'A Natural History of Dragons (The Memoirs of Lady Trent, #1)',
        author: 'Marie Brennan',
        status: 'completed',
        totalPages: 334,
        reads: [{ startedAt: null, finishedAt: new Date('2024-01-09T12:00:00Z') }],
        addedAt: new Date('2023-12-29T12:00:00Z'),
      },
    ],
    [2, { title: 'Piranesi', status: 'reading', totalPages: 272, reads: [] }],
    [3, { title: 'The Bold Year', author: 'Kendra Lane', status: 'completed', totalPages: null }],
    [4, { title: 'Ulysses', status: 'dnf', reads: [] }],
    [5, { skip: "its shelf 'kitchen' is not read, currently-reading or did-not-finish" }],
  ])('row %i maps to %o', (i, expected) => expect(rows[i]).toMatchObject(expected));
});

describe('rows of a StoryGraph export', () => {
  const { format, rows } = parseExport(storygraph);

  it.each([
    [
      0,
      {
        title: 'Red Rising',
        author: 'Pierce Brown',
        status: 'completed',
        reads: [
          { startedAt: new Date('2025-03-01T12:00:00Z'), finishedAt: new Date('2025-03-14T12:00:00Z') },
          { startedAt: new Date('2026-09-01T12:00:00Z'), finishedAt: new Date('2026-09-12T12:00:00Z') },
        ],
      },
    ],
    [1, { title: 'Piranesi', author: 'Susanna Clarke', status: 'reading', reads: [] }],
    [2, { title: 'Dune', status: 'dnf', reads: [] }],
    [3, { skip: expect.stringContaining('to-read shelf') }],
  ])('row %i maps to %o', (i, expected) => {
    expect(format).toBe('storygraph');
    expect(rows[i]).toMatchObject(expected);
  });

  it('a row without a title is skipped, saying so', () => {
    expect(mapRow('storygraph', { Title: '  ', 'Read Status': 'read' }, 9)).toEqual({
      line: 9,
      title: '',
      skip: 'it has no title',
    });
  });
});

describe('malformed files name the line', () => {
  it.each([
    [`${GOODREADS_HEADER}\n1,Title,Author\n`, /line 2: it has 3 fields where the header has 24/],
    [`Title,Authors\n"Dune,Frank Herbert\nMore,Rows\n`, /line 2: a quoted field is never closed/],
    [`Title,Authors\nDune,"Frank "Herbert"\n`, /line 2: a quote inside a quoted field is not doubled/],
    ['Name,Email\nA,b@example.com\n', /^Line 1 is not the header of a Goodreads or StoryGraph export/],
    ['', /The file is empty/],
  ])('%j', (csv, message) => expect(() => parseExport(csv)).toThrow(message));
});

describe('planning an import', () => {
  const gr = parseExport(goodreads);

  it('adds each book once, maps catalogue titles to catalogue books and says why rows are skipped', () => {
    const plan = planImport('goodreads', gr.rows, new Map(), catalogue, new Date('2026-01-01'));
    expect(plan.entries.map((e) => [e.shelfKey, e.status, e.bookId])).toEqual([
      ['title:a natural history of dragons (the memoirs of lady trent, #1)|marie brennan', 'completed', null],
      ['title:piranesi|susanna clarke', 'reading', null],
      ['book:8', 'completed', 8],
      ['title:ulysses|james joyce', 'dnf', null],
    ]);
    expect(plan.entries[0]).toMatchObject({
      progress: 100,
      currentPage: 334,
      completedAt: new Date('2024-01-09T12:00:00Z'),
    });
    expect(plan.entries[1]).toMatchObject({
      progress: 0,
      currentPage: 0,
      totalPages: 272,
      completedAt: null,
    });
    expect(plan.summary).toEqual({
      format: 'goodreads',
      rows: 6,
      added: 4,
      updated: 0,
      skipped: 2,
      reasons: [
        { reason: expect.stringContaining('to-read shelf'), count: 1, lines: [2] },
        { reason: expect.stringContaining("'kitchen'"), count: 1, lines: [8] },
      ],
    });
  });

  it('a second import of the same file adds nothing', () => {
    const first = planImport('goodreads', gr.rows, new Map(), catalogue);
    const shelf: ShelfIndex = new Map(
      first.entries.map((e, id) => [
        e.shelfKey,
        { id, finishes: new Set(e.reads.map((r) => r.finishedAt.getTime())) },
      ]),
    );
    const again = planImport('goodreads', gr.rows, shelf, catalogue);
    expect(again.entries).toEqual([]);
    expect(again.reads).toEqual([]);
    expect(again.summary).toMatchObject({ added: 0, updated: 0, skipped: 6 });
    expect(again.summary.reasons).toContainEqual({ reason: ALREADY_ON_SHELF, count: 4, lines: [3, 5, 6, 7] });
  });

  it('a book on the shelf gains read dates it did not have (a reread keeps both dates)', () => {
    const shelf: ShelfIndex = new Map([
      ['title:red rising|pierce brown', { id: 41, finishes: new Set([Date.parse('2025-03-14T12:00:00Z')]) }],
    ]);
    const plan = planImport('storygraph', parseExport(storygraph).rows, shelf, catalogue);
    expect(plan.reads).toEqual([
      {
        entryId: 41,
        reads: [
          { startedAt: new Date('2026-09-01T12:00:00Z'), finishedAt: new Date('2026-09-12T12:00:00Z') },
        ],
      },
    ]);
    expect(plan.summary).toMatchObject({ added: 2, updated: 1 });
  });

  it('the same book twice in one file is one entry with both reads', () => {
    const csv = [
      GOODREADS_HEADER,
      ...['2024/01/09', '2025/05/05'].map(
        (d) => `1,Emma,Jane Austen,"Austen, Jane",,,,0,,,,,,,${d},2023/01/01,,,read,,,,1,0`,
      ),
    ].join('\n');
    const plan = planImport('goodreads', parseExport(csv).rows, new Map(), catalogue);
    expect(plan.entries).toHaveLength(1);
    expect(plan.entries[0]!.reads.map((r) => r.finishedAt.toISOString().slice(0, 10))).toEqual([
      '2024-01-09',
      '2025-05-05',
    ]);
    expect(plan.entries[0]!.completedAt).toEqual(new Date('2025-05-05T12:00:00Z'));
    expect(plan.summary.reasons).toEqual([{ reason: 'it is the same book as line 2', count: 1, lines: [3] }]);
  });

  it('titles and authors match without case, extra spaces or look-alike characters', () => {
    const csv = [
      GOODREADS_HEADER,
      `1,"  THE   bold year ",,,,,,0,,,,,,,,2023/01/01,,,currently-reading,,,,0,0`,
      `2,ＥＭＭＡ,jane  austen,,,,,0,,,,,,,,2023/01/01,,,currently-reading,,,,0,0`,
    ].join('\n');
    const shelf: ShelfIndex = new Map([['title:emma|jane austen', { id: 1, finishes: new Set() }]]);
    const plan = planImport('goodreads', parseExport(csv).rows, shelf, catalogue);
    expect(plan.entries.map((e) => [e.bookId, e.title])).toEqual([[8, 'The Bold Year']]);
    expect(plan.summary.reasons).toEqual([{ reason: ALREADY_ON_SHELF, count: 1, lines: [3] }]);
  });
});

describe('the Goodreads export', () => {
  const entry = (over: Partial<ProgressEntry>): ProgressEntry => ({
    id: 1,
    bookId: null,
    challengeId: null,
    status: 'reading',
    progress: 0,
    currentPage: null,
    totalPages: null,
    title: 'Emma',
    author: 'Jane Austen',
    startedAt: new Date('2025-01-02T10:00:00Z'),
    completedAt: null,
    book: null,
    reads: [],
    ...over,
  });

  it.each([
    [
      entry({}),
      {
        Title: 'Emma',
        Author: 'Jane Austen',
        'Author l-f': 'Austen, Jane',
        'Exclusive Shelf': 'currently-reading',
        Bookshelves: 'currently-reading',
        'Date Added': '2025/01/02',
        'Date Read': '',
        'Read Count': '0',
      },
    ],
    [
      entry({
        status: 'completed',
        progress: 100,
        totalPages: 474,
        completedAt: new Date('2026-02-03T09:00:00Z'),
        reads: [
          { startedAt: new Date('2026-01-20T00:00:00Z'), finishedAt: new Date('2026-02-03T09:00:00Z') },
          { startedAt: null, finishedAt: new Date('2024-07-01T12:00:00Z') },
        ],
      }),
      {
        'Exclusive Shelf': 'read',
        Bookshelves: '',
        'Date Read': '2026/02/03',
        'Date Added': '2024/07/01',
        'Read Count': '2',
        'Number of Pages': '474',
      },
    ],
    [entry({ status: 'dnf' }), { 'Exclusive Shelf': 'did-not-finish', Bookshelves: 'did-not-finish' }],
    [
      entry({
        bookId: 8,
        title: 'The Bold Year',
        author: null,
        book: { id: 8, title: 'The Bold Year', coverImage: '' },
      }),
      { Author: 'Kendra Lane', 'Author l-f': 'Lane, Kendra', ISBN: '=""' },
    ],
  ])('%#: %o', (e, expected) => expect(goodreadsRow(e)).toMatchObject(expected));

  it.each([
    ['Kendra Lane', 'Lane, Kendra'],
    ['Lauren J.A. Bear', 'Bear, Lauren J.A.'],
    ['Plato', 'Plato'],
  ])('%s is written %s', (name, lf) => expect(lastFirst(name)).toBe(lf));

  it('starts with Goodreads’ header row, quotes what needs quoting, and reads back as the same books', () => {
    const shelf = [
      entry({ title: 'Dragons, and "Other" Beasts', author: 'Marie Brennan' }),
      entry({
        id: 2,
        title: 'Emma',
        status: 'completed',
        progress: 100,
        completedAt: new Date('2025-03-14T12:00:00Z'),
        reads: [{ startedAt: null, finishedAt: new Date('2025-03-14T12:00:00Z') }],
      }),
    ];
    const csv = goodreadsCsv(shelf);
    expect(csv.split('\r\n')[0]).toBe(GOODREADS_HEADER);
    expect(csv).toContain('"Dragons, and ""Other"" Beasts"');
    const back = parseExport(csv);
    expect(back.format).toBe('goodreads');
    expect(back.rows).toMatchObject([
      { title: 'Dragons, and "Other" Beasts', author: 'Marie Brennan', status: 'reading' },
      { title: 'Emma', status: 'completed', reads: [{ finishedAt: new Date('2025-03-14T12:00:00Z') }] },
    ]);
  });
});
