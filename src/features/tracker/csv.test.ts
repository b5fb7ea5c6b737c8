/**
 * CSV mapping: Goodreads and StoryGraph exports (their real header rows, written the way
 * those services write them) in, Goodreads out, each book once, nothing lost.
 */
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
import { EXPORT_COLUMNS, goodreadsCsv, goodreadsRow, lastFirst } from './csv-export';
import { decodeExport, parseExport } from './csv-import';
import { ALREADY_ON_SHELF, planImport, type ShelfBook } from './import-plan';
import { TimeSlicer } from './time-slicer';

/** The first line of a Goodreads "Export Library" file, exactly. */
const GOODREADS_HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
/** The first line of a StoryGraph "Export StoryGraph Library" file, exactly. */
const STORYGRAPH_HEADER =
  'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?';

const goodreads = [
  GOODREADS_HEADER,
  '63273108,"Medusa\'s Sisters",Lauren J.A. Bear,"Bear, Lauren J.A.",,"=""0593547764""","=""9780593547762""",0,4.18,Ace,Hardcover,354,2023,2023,,2025/04/18,"to-read, myths","to-read (#105), myths (#3)",to-read,,,,0,0',
  '17234658,"A Natural History of Dragons (The Memoirs of Lady Trent, #1)",Marie Brennan,"Brennan, Marie",Todd Lockwood,"=""0765331969""","=""9780765331960""",3,3.83,Tor Books,Hardcover,334,2013,2013,2024/01/09,2023/12/29,"favorites, dragons","favorites (#2), dragons (#1)",read,"Loved it,\nespecially the ""dragons""",,,3,0',
  '1,Piranesi,Susanna Clarke,"Clarke, Susanna",,"=""""","=""""",0,4.24,Bloomsbury,Paperback,272,2020,2020,,2025/02/01,currently-reading,currently-reading (#1),currently-reading,,,,0,0',
  '2,The Bold Year,Kendra Lane,"Lane, Kendra",,"=""""","=""""",5,4.6,,Paperback,,2024,2024,2025/03/14,2025/01/02,,,read,,,,1,0',
  '3,Ulysses,James Joyce,"Joyce, James",,"=""""","=""""",0,3.7,,Paperback,730,1922,1922,,2024/05/01,dnf,dnf (#1),dnf,,,,0,0',
  '4,Some Cookbook,Chef Person,"Person, Chef",,"=""""","=""""",0,4,,,200,2020,2020,,2024/05/01,kitchen,kitchen (#1),kitchen,,,,0,0',
].join('\r\n');

const storygraph = [
  STORYGRAPH_HEADER,
  'Red Rising,"Pierce Brown, Someone Else",,9780345539786,paperback,read,2024/12/01,2026/09/12,"2025/03/01-2025/03/14, 2026/09/01-2026/09/12",2,"",,,,,,,4.5,,"",,"",No',
  'Piranesi,Susanna Clarke,,9781635575637,digital,paused,2025/02/01,,,0,,,,,,,,,,,,"cozy, maze",No',
  'Dune,Frank Herbert,,9780441013593,paperback,did-not-finish,2024/06/01,2024/06/20,,0,,,,,,,,,,,,,No',
  'Assassin\'s Apprentice,Robin Hobb,"",9780007562251,paperback,to-read,2024/12/01,"","",0,"",,,,,,,,,"",,"",No',
].join('\n');

const catalogue = [
  {
    id: 8,
    title: 'The Bold Year',
    pageCount: 344,
    formats: [{ isbn: '9798003000813' }, { isbn: '9798003000820' }, { isbn: null }],
  },
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
  const parsed = parseExport(goodreads);

  it('is read as Goodreads, one row per book, named by the line it starts on', async () => {
    const { format, rows } = await parsed;
    expect(format).toBe('goodreads');
    expect(rows.map((r) => r.line)).toEqual([2, 3, 5, 6, 7, 8]);
  });

  it.each([
    [
      0,
      {
        title: "Medusa's Sisters",
        status: 'want-to-read',
        isbn: '0593547764',
        isbn13: '9780593547762',
        rating: null,
        tags: ['myths'],
        totalPages: 354,
        reads: [],
        undatedReads: 0,
        addedAt: new Date('2025-04-18T12:00:00Z'),
      },
    ],
    [
      1,
      {
        title: 'A Natural History of Dragons (The Memoirs of Lady Trent, #1)',
        author: 'Marie Brennan',
        additionalAuthors: 'Todd Lockwood',
        status: 'completed',
        rating: 3,
        review: 'Loved it,\nespecially the "dragons"',
        tags: ['favorites', 'dragons'],
        totalPages: 334,
        // 'Read Count 3' with one date: one dated read and two without dates.
        reads: [{ startedAt: null, finishedAt: new Date('2024-01-09T12:00:00Z') }],
        undatedReads: 2,
        addedAt: new Date('2023-12-29T12:00:00Z'),
      },
    ],
    [2, { title: 'Piranesi', status: 'reading', totalPages: 272, reads: [], isbn: null, isbn13: null }],
    [3, { title: 'The Bold Year', author: 'Kendra Lane', status: 'completed', rating: 5, totalPages: null }],
    [4, { title: 'Ulysses', status: 'dnf', reads: [], tags: [] }],
    // A custom exclusive shelf the tracker has no shelf for: want to read, the shelf kept as a tag.
    [5, { title: 'Some Cookbook', status: 'want-to-read', tags: ['kitchen'] }],
  ])('row %i maps to %o', async (i, expected) => expect((await parsed).rows[i]).toMatchObject(expected));
});

describe('rows of a StoryGraph export', () => {
  const parsed = parseExport(storygraph);

  it.each([
    [
      0,
      {
        title: 'Red Rising',
        author: 'Pierce Brown',
        additionalAuthors: 'Someone Else',
        isbn13: '9780345539786',
        status: 'completed',
        rating: 4.5,
        reads: [
          { startedAt: new Date('2025-03-01T12:00:00Z'), finishedAt: new Date('2025-03-14T12:00:00Z') },
          { startedAt: new Date('2026-09-01T12:00:00Z'), finishedAt: new Date('2026-09-12T12:00:00Z') },
        ],
        undatedReads: 0,
      },
    ],
    [
      1,
      { title: 'Piranesi', author: 'Susanna Clarke', status: 'reading', reads: [], tags: ['cozy', 'maze'] },
    ],
    [2, { title: 'Dune', status: 'dnf', reads: [] }],
    [3, { title: "Assassin's Apprentice", status: 'want-to-read', isbn13: '9780007562251' }],
  ])('row %i maps to %o', async (i, expected) => {
    const { format, rows } = await parsed;
    expect(format).toBe('storygraph');
    expect(rows[i]).toMatchObject(expected);
  });

  it.each([
    ['4.25', 4.5],
    ['3.75', 4],
    ['0.25', 0.5],
    ['', null],
    ['0', null],
  ])("a star rating of '%s' is %s (halves)", (stars, rating) =>
    expect(
      mapRow('storygraph', { Title: 'X', 'Read Status': 'read', 'Star Rating': stars }, 2),
    ).toMatchObject({
      rating,
    }),
  );

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
  ])('%j', async (csv, message) => expect(parseExport(csv)).rejects.toThrow(message));

  it('a quote problem far into a large file names its line, after many slices', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `,Book ${i},A,,,,,0,,,,,,,,2024/01/01,,,read,,,,0,0`);
    rows[2500] = ',"Unclosed,A,,,,,0,,,,,,,,2024/01/01,,,read,,,,0,0';
    await expect(parseExport([GOODREADS_HEADER, ...rows].join('\n'))).rejects.toThrow(
      /^Malformed CSV on line 2502: a quoted field is never closed/,
    );
  });
});

describe('another encoding or separator is refused, naming it', () => {
  const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

  it('UTF-8 (with or without a byte order mark) is read as it is', () => {
    const bytes = new TextEncoder().encode('\uFEFFTitle\nCien años de soledad\n');
    expect(decodeExport(bytes)).toContain('Cien años');
  });

  it('a Windows-1252 file says so, with the line and the word that would come out wrong', () => {
    const bytes = latin1(
      `${STORYGRAPH_HEADER}\nDune,Frank Herbert\nCien años de soledad,Gabriel García Márquez\n`,
    );
    expect(() => decodeExport(bytes)).toThrow(
      /^The file is in Windows-1252 \(also called ANSI or Latin-1\), not UTF-8: letters such as 'ñ' or 'é' on line 3 would come out wrong \('Cien años de soledad'\)/,
    );
  });

  it.each([
    [Uint8Array.from([0xff, 0xfe, 0x54, 0x00, 0x69, 0x00])],
    [Uint8Array.from([0x54, 0x00, 0x69, 0x00, 0x74, 0x00])],
  ])('a UTF-16 file says so', (bytes) => expect(() => decodeExport(bytes)).toThrow(/^The file is in UTF-16/));

  it.each([
    [';', 'semicolons (;)'],
    ['\t', 'tabs'],
  ])('a header separated by %j is refused as using %s', async (separator, name) => {
    const csv = `${GOODREADS_COLUMNS.join(separator)}\n1${separator}Dune\n`;
    await expect(parseExport(csv)).rejects.toThrow(`The file separates its fields with ${name}, not commas`);
  });
});

/** A shelf holding `books`, as the import sees it. */
const shelfOf = (
  books: {
    shelfKey: string;
    title?: string;
    author?: string | null;
    isbn13?: string | null;
    reads: { finishedAt: Date }[];
  }[],
): ShelfBook[] =>
  books.map((b, id) => ({
    id,
    bookId: b.shelfKey.startsWith('book:') ? Number(b.shelfKey.slice(5)) : null,
    title: b.title ?? null,
    author: b.author ?? null,
    isbn: null,
    isbn13: b.isbn13 ?? null,
    finishes: new Set(b.reads.map((r) => r.finishedAt.getTime())),
  }));

describe('planning an import', () => {
  it('adds each book once, every shelf, and maps catalogue titles to catalogue books', async () => {
    const { rows } = await parseExport(goodreads);
    const plan = await planImport('goodreads', rows, [], catalogue, new Date('2026-01-01'));
    expect(plan.entries.map((e) => [e.shelfKey, e.status, e.bookId])).toEqual([
      ["title:medusa's sisters|lauren j.a. bear", 'want-to-read', null],
      // The series note is no part of the key: 'Dune (Dune, #1)' and 'Dune' are one book.
      ['title:a natural history of dragons|marie brennan', 'completed', null],
      ['title:piranesi|susanna clarke', 'reading', null],
      ['book:8', 'completed', 8],
      ['title:ulysses|james joyce', 'dnf', null],
      ['title:some cookbook|chef person', 'want-to-read', null],
    ]);
    expect(plan.entries[1]).toMatchObject({
      title: 'A Natural History of Dragons (The Memoirs of Lady Trent, #1)',
      progress: 100,
      currentPage: 334,
      rating: 3,
      undatedReads: 2,
      completedAt: new Date('2024-01-09T12:00:00Z'),
    });
    expect(plan.entries[2]).toMatchObject({
      progress: 0,
      currentPage: 0,
      totalPages: 272,
      completedAt: null,
    });
    expect(plan.summary).toEqual({
      format: 'goodreads',
      rows: 6,
      added: 6,
      updated: 0,
      skipped: 0,
      reasons: [],
    });
  });

  it('a second import of the same file adds nothing', async () => {
    const { rows } = await parseExport(goodreads);
    const first = await planImport('goodreads', rows, [], catalogue);
    const again = await planImport('goodreads', rows, shelfOf(first.entries), catalogue);
    expect(again.entries).toEqual([]);
    expect(again.reads).toEqual([]);
    expect(again.summary).toMatchObject({ added: 0, updated: 0, skipped: 6 });
    expect(again.summary.reasons).toEqual([
      { reason: ALREADY_ON_SHELF, count: 6, lines: [2, 3, 5, 6, 7, 8] },
    ]);
  });

  it('a book on the shelf gains read dates it did not have (a reread keeps both dates)', async () => {
    const shelf = shelfOf([
      {
        shelfKey: 'title:red rising|pierce brown',
        title: 'Red Rising',
        author: 'Pierce Brown',
        reads: [{ finishedAt: new Date('2025-03-14T12:00:00Z') }],
      },
    ]).map((book) => ({ ...book, id: 41 }));
    const plan = await planImport('storygraph', (await parseExport(storygraph)).rows, shelf, catalogue);
    expect(plan.reads).toEqual([
      {
        entryId: 41,
        reads: [
          { startedAt: new Date('2026-09-01T12:00:00Z'), finishedAt: new Date('2026-09-12T12:00:00Z') },
        ],
      },
    ]);
    expect(plan.summary).toMatchObject({ added: 3, updated: 1 });
  });

  it("'Dune (Dune, #1)' from Goodreads and 'Dune' from StoryGraph are one book, and so is the same ISBN under another title", async () => {
    const fromGoodreads = await parseExport(
      [
        GOODREADS_HEADER,
        '234225,"Dune (Dune, #1)",Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",5,4.26,Ace,Paperback,688,1990,1965,2024/08/01,2024/07/01,,,read,,,,1,0',
      ].join('\n'),
    );
    const first = await planImport('goodreads', fromGoodreads.rows, [], catalogue);
    const shelf = shelfOf(first.entries).map((book) => ({ ...book, id: 7 }));
    const fromStorygraph = await parseExport(
      [
        STORYGRAPH_HEADER,
        'Dune,Frank Herbert,,9780441172719,paperback,read,2024/07/01,2025/09/01,2025/09/01,1,,,,,,,,5,,,,,No',
        // A translation's title with the edition's ISBN-10 is still that book.
        'Der Wüstenplanet,Frank Herbert,,0441172717,paperback,read,2024/07/01,2024/08/01,2024/08/01,1,,,,,,,,5,,,,,No',
      ].join('\n'),
    );
    const second = await planImport('storygraph', fromStorygraph.rows, shelf, catalogue);
    expect(second.entries).toEqual([]);
    expect(second.reads).toEqual([
      { entryId: 7, reads: [{ startedAt: null, finishedAt: new Date('2025-09-01T12:00:00Z') }] },
    ]);
    expect(second.summary).toMatchObject({ added: 0, updated: 1, skipped: 1 });
  });

  it('the same book twice in one file is one entry with both reads', async () => {
    const csv = [
      GOODREADS_HEADER,
      ...['2024/01/09', '2025/05/05'].map(
        (d) => `1,Emma,Jane Austen,"Austen, Jane",,,,0,,,,,,,${d},2023/01/01,,,read,,,,1,0`,
      ),
    ].join('\n');
    const plan = await planImport('goodreads', (await parseExport(csv)).rows, [], catalogue);
    expect(plan.entries).toHaveLength(1);
    expect(plan.entries[0]!.reads.map((r) => r.finishedAt.toISOString().slice(0, 10))).toEqual([
      '2024-01-09',
      '2025-05-05',
    ]);
    expect(plan.entries[0]!.completedAt).toEqual(new Date('2025-05-05T12:00:00Z'));
    expect(plan.summary.reasons).toEqual([{ reason: 'it is the same book as line 2', count: 1, lines: [3] }]);
  });

  it('titles and authors match without case, extra spaces or look-alike characters', async () => {
    const csv = [
      GOODREADS_HEADER,
      `1,"  THE   bold year ",,,,,,0,,,,,,,,2023/01/01,,,currently-reading,,,,0,0`,
      `2,ＥＭＭＡ,jane  austen,,,,,0,,,,,,,,2023/01/01,,,currently-reading,,,,0,0`,
    ].join('\n');
    const shelf = shelfOf([
      { shelfKey: 'title:emma|jane austen', title: 'Emma', author: 'Jane Austen', reads: [] },
    ]);
    const plan = await planImport('goodreads', (await parseExport(csv)).rows, shelf, catalogue);
    expect(plan.entries.map((e) => [e.bookId, e.title])).toEqual([[8, 'The Bold Year']]);
    expect(plan.summary.reasons).toEqual([{ reason: ALREADY_ON_SHELF, count: 1, lines: [3] }]);
  });

  it('a catalogue book is matched by the ISBN of any of its formats first, whatever the title says', async () => {
    const csv = [
      GOODREADS_HEADER,
      `1,The Bold Year: A Novel,Kendra Lane,"Lane, Kendra",,"=""""","=""9798003000820""",0,,,,344,,,,2023/01/01,,,to-read,,,,0,0`,
      `2,Another Book,Someone,,,"=""""","=""9798003000813""",0,,,,,,,,2023/01/01,,,to-read,,,,0,0`,
    ].join('\n');
    const plan = await planImport('goodreads', (await parseExport(csv)).rows, [], catalogue);
    // Both rows are book 8: one entry, the second row the same book. The catalogue's ISBN and
    // page count stay the catalogue's (the export writes them back), not copied into the entry.
    expect(plan.entries).toHaveLength(1);
    expect(plan.entries[0]).toMatchObject({
      bookId: 8,
      title: 'The Bold Year',
      isbn: null,
      isbn13: null,
      totalPages: null,
    });
    expect(plan.summary.reasons).toEqual([{ reason: 'it is the same book as line 2', count: 1, lines: [3] }]);
    // Already on the shelf (added from the book's page): the rows are that entry.
    const shelf = shelfOf([{ shelfKey: 'book:8', title: 'The Bold Year', author: null, reads: [] }]);
    const again = await planImport('goodreads', (await parseExport(csv)).rows, shelf, catalogue);
    expect(again.entries).toEqual([]);
  });

  it("keeps an ISBN and a page count of the reader's own edition", async () => {
    const csv = [
      GOODREADS_HEADER,
      `1,The Bold Year,Kendra Lane,,,"=""""","=""9780441172719""",0,,,,400,,,,2023/01/01,,,to-read,,,,0,0`,
    ].join('\n');
    const plan = await planImport('goodreads', (await parseExport(csv)).rows, [], catalogue);
    expect(plan.entries[0]).toMatchObject({ bookId: 8, isbn13: '9780441172719', totalPages: 400 });
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
    additionalAuthors: null,
    isbn: null,
    isbn13: null,
    rating: null,
    review: null,
    tags: [],
    startedAt: new Date('2025-01-02T10:00:00Z'),
    addedAt: new Date('2025-01-02T10:00:00Z'),
    completedAt: null,
    undatedReads: 0,
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
        ISBN: '=""',
        'My Rating': '0',
      },
    ],
    [
      entry({
        status: 'completed',
        progress: 100,
        totalPages: 474,
        isbn: '0441172717',
        isbn13: '9780441172719',
        rating: 4.5,
        review: 'Spice must flow.',
        tags: ['classics', 'sci-fi'],
        additionalAuthors: 'Brian Herbert',
        undatedReads: 1,
        addedAt: new Date('2024-06-01T12:00:00Z'),
        completedAt: new Date('2026-02-03T09:00:00Z'),
        reads: [
          { startedAt: new Date('2026-01-20T00:00:00Z'), finishedAt: new Date('2026-02-03T09:00:00Z') },
          { startedAt: null, finishedAt: new Date('2024-07-01T12:00:00Z') },
        ],
      }),
      {
        'Exclusive Shelf': 'read',
        Bookshelves: 'classics, sci-fi',
        'Date Read': '2026/02/03',
        'Date Added': '2024/06/01',
        'Read Count': '3',
        'Number of Pages': '474',
        ISBN: '="0441172717"',
        ISBN13: '="9780441172719"',
        // Goodreads rates in whole stars; the half is kept in 'Star Rating'.
        'My Rating': '5',
        'Star Rating': '4.5',
        'My Review': 'Spice must flow.',
        'Additional Authors': 'Brian Herbert',
        'Dates Read': '2024/07/01, 2026/01/20-2026/02/03',
      },
    ],
    [entry({ status: 'dnf' }), { 'Exclusive Shelf': 'did-not-finish', Bookshelves: 'did-not-finish' }],
    [entry({ status: 'want-to-read' }), { 'Exclusive Shelf': 'to-read', Bookshelves: 'to-read' }],
    [
      entry({
        bookId: 8,
        title: 'The Bold Year',
        author: 'Kendra Lane',
        book: { id: 8, title: 'The Bold Year', coverImage: '', pageCount: null },
      }),
      { Author: 'Kendra Lane', 'Author l-f': 'Lane, Kendra', ISBN: '=""' },
    ],
    // Text a spreadsheet would run as a formula is written with a leading quote.
    [
      entry({ title: '=HYPERLINK("http://evil")', author: '+Plus', review: '@mention', tags: ['x'] }),
      {
        Title: `'=HYPERLINK("http://evil")`,
        Author: "'+Plus",
        'My Review': "'@mention",
        Bookshelves: 'currently-reading, x',
      },
    ],
  ])('%#: %o', (e, expected) => expect(goodreadsRow(e)).toMatchObject(expected));

  it("fills a catalogue book's ISBNs and page count from the catalogue when the entry has none", () => {
    const bold = entry({ bookId: 8, title: 'The Bold Year', author: 'Kendra Lane' });
    expect(goodreadsRow(bold, catalogue[0])).toMatchObject({
      ISBN: '=""',
      ISBN13: '="9798003000813"',
      'Number of Pages': '344',
    });
    expect(goodreadsRow({ ...bold, isbn13: '9780441172719', totalPages: 400 }, catalogue[0])).toMatchObject({
      ISBN13: '="9780441172719"',
      'Number of Pages': '400',
    });
    expect(goodreadsCsv([bold], catalogue).split('\r\n')[1]).toContain(
      ',"=""""","=""9798003000813""",0,,,,344,',
    );
  });

  it.each([
    ['Kendra Lane', 'Lane, Kendra'],
    ['Lauren J.A. Bear', 'Bear, Lauren J.A.'],
    ['Plato', 'Plato'],
  ])('%s is written %s', (name, lf) => expect(lastFirst(name)).toBe(lf));

  it('writes the ISBN the way Goodreads does: a quoted formula cell, "=""9780441172719"""', () => {
    const csv = goodreadsCsv([entry({ isbn13: '9780441172719' })]);
    expect(csv.split('\r\n')[1]).toContain(',"=""""","=""9780441172719""",0,');
  });

  it("starts with Goodreads' header row, then the tracker's own columns, and reads back as the same books", async () => {
    const shelf = [
      entry({ title: 'Dragons, and "Other" Beasts', author: 'Marie Brennan' }),
      entry({ title: '-ish: A Memoir', author: '@author', review: '=1+1' }),
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
    expect(csv.split('\r\n')[0]).toBe(
      `${GOODREADS_HEADER},Dates Read,Star Rating,Date Started,Progress,Current Page`,
    );
    expect(EXPORT_COLUMNS.slice(0, GOODREADS_COLUMNS.length)).toEqual(GOODREADS_COLUMNS);
    expect(csv).toContain('"Dragons, and ""Other"" Beasts"');
    expect(csv).toContain("'-ish: A Memoir,'@author");
    const back = await parseExport(csv);
    expect(back.format).toBe('goodreads');
    expect(back.rows).toMatchObject([
      { title: 'Dragons, and "Other" Beasts', author: 'Marie Brennan', status: 'reading' },
      { title: '-ish: A Memoir', author: '@author', review: '=1+1' },
      { title: 'Emma', status: 'completed', reads: [{ finishedAt: new Date('2025-03-14T12:00:00Z') }] },
    ]);
  });
});

/** A slicer that records the longest stretch of this thread's CPU time between two yields. */
class MeasuredSlicer extends TimeSlicer {
  longestMs = 0;
  yields = 0;
  private resumed = process.threadCpuUsage();

  override async pause(): Promise<void> {
    const used = process.threadCpuUsage(this.resumed);
    this.longestMs = Math.max(this.longestMs, (used.user + used.system) / 1000);
    this.yields++;
    await super.pause();
    this.resumed = process.threadCpuUsage();
  }
}

describe('parsing gives other requests a turn', () => {
  it('a 20,000-row file is parsed and planned in slices of a few milliseconds of work each', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `${i},"Book ${i}, a novel",Author ${i % 500},,,"=""""","=""""",4,,,,300,,,2024/01/01,2023/01/01,,,read,"Nice, ""really""",,,1,0`,
    );
    const csv = [GOODREADS_HEADER, ...rows].join('\n');
    const slicer = new MeasuredSlicer();
    const { rows: parsed } = await parseExport(csv, slicer);
    const plan = await planImport('goodreads', parsed, [], catalogue, new Date(), slicer);
    expect(plan.entries).toHaveLength(20_000);
    // CPU time of this thread, so a busy machine (another process on the core) does not count.
    expect(slicer.yields).toBeGreaterThan(50);
    expect(slicer.longestMs).toBeLessThan(40);
  });
});
