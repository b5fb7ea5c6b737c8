/**
 * A reader's whole library (CONTRACT.md §19, and the shelf's part of §18) against the
 * built server: the four shelves, rating and review, a page beyond the last, removing an
 * entry and putting it back, undoing an import, the lossless round trip of Goodreads and
 * StoryGraph files through the export, files in another encoding or with another
 * separator, the body limit without Content-Length, erasing the shelf and taking it away
 * as JSON, and other visitors answered while a 20,000-row import runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODREADS_COLUMNS, STORYGRAPH_COLUMNS } from '../../src/features/tracker/csv-formats';
import { streamChunked } from '../support/raw-http';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;

beforeAll(async () => {
  // Rate limits are tested in rate-limits.test.ts; here they would only get in the way.
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '50' });
});
afterAll(() => site.stop());

const visitor = async () => {
  const client = new VisitorClient(site.url);
  await client.get('/api/reading-progress');
  return client;
};
const csv = (client: VisitorClient, body: string | Buffer, type = 'text/csv') =>
  client.post('/api/reading-progress/import', body, { 'content-type': type });
const shelfOf = async (client: VisitorClient) => (await client.get('/api/reading-progress')).body as Entry[];
const exportOf = async (client: VisitorClient, format = 'csv') => {
  const res = await fetch(`${site.url}/api/reading-progress/export?format=${format}`, {
    headers: { cookie: `visitor=${client.cookies.get('visitor')}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

interface Entry {
  id: number;
  bookId: number | null;
  title: string;
  author: string | null;
  status: string;
  progress: number;
  rating: number | null;
  review: string | null;
  reads: { startedAt: string | null; finishedAt: string }[];
  [field: string]: unknown;
}

/** A Goodreads "Export Library" file, written the way Goodreads writes one. */
const GOODREADS_FILE = [
  GOODREADS_COLUMNS.join(','),
  '234225,"Dune (Dune, #1)",Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",5,4.26,Ace Books,Mass Market Paperback,688,1990,1965,2024/08/01,2023/05/02,"classics, sci-fi","classics (#4), sci-fi (#12)",read,"The spice must flow.<br/><br/>Read it twice, ""again""",,,3,0',
  '63273108,"Medusa\'s Sisters",Lauren J.A. Bear,"Bear, Lauren J.A.",,"=""0593547764""","=""9780593547762""",0,4.18,Ace,Hardcover,354,2023,2023,,2025/04/18,to-read,to-read (#105),to-read,,,,0,0',
  '1,Piranesi,Susanna Clarke,"Clarke, Susanna",,"=""""","=""""",0,4.24,Bloomsbury,Paperback,272,2020,2020,,2025/02/01,currently-reading,currently-reading (#1),currently-reading,,,,0,0',
  '2,The Bold Year,Kendra Lane,"Lane, Kendra",,"=""""","=""""",4,4.6,,Paperback,,2024,2024,2025/03/14,2025/01/02,,,read,,,,1,0',
  '3,Ulysses,James Joyce,"Joyce, James",,"=""""","=""""",0,3.7,,Paperback,730,1922,1922,,2024/05/01,did-not-finish,did-not-finish (#1),did-not-finish,,,,0,0',
  '4,"=SUM(A1) and Other Stories",Formula Person,"Person, Formula","Co Author, Another One","=""""","=""""",2,,,,120,,,2022/02/02,2022/01/01,,,read,"-minus, +plus, @at",,,1,0',
].join('\n');

/** A StoryGraph "Export StoryGraph Library" file, written the way StoryGraph writes one. */
const STORYGRAPH_FILE = [
  STORYGRAPH_COLUMNS.join(','),
  // Dune again, without the series note: the same book, which gains this read.
  'Dune,Frank Herbert,,9780441172719,paperback,read,2023/05/02,2025/09/14,"2025/09/01-2025/09/14",1,"adventurous, challenging",slow,Plot,Yes,Yes,No,Yes,4.5,,,,"",Yes',
  'Red Rising,"Pierce Brown, Someone Else",,9780345539786,paperback,read,2024/12/01,2026/01/20,"2025/03/01-2025/03/14, 2026/01/10-2026/01/20",2,"",,,,,,,4.5,"Better the second time.",,,"space, favourites",No',
  'Assassin\'s Apprentice,Robin Hobb,"",9780007562251,paperback,to-read,2024/12/01,"","",0,"",,,,,,,,,"",,"",No',
].join('\n');

describe('the four shelves', () => {
  it('a book moves freely between want to read, reading, finished and did not finish', async () => {
    const reader = await visitor();
    const created = await reader.post('/api/reading-progress', { bookId: 5, shelf: 'want-to-read' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'want-to-read', progress: 0, author: 'Kendra Lane' });
    const id = created.body.id;
    const move = (status: string) => reader.patch(`/api/reading-progress/${id}`, { status });
    // Want to read takes no progress until it is started.
    expect((await reader.patch(`/api/reading-progress/${id}`, { action: 'increment' })).status).toBe(409);
    expect((await move('reading')).body).toMatchObject({ status: 'reading', progress: 0 });
    await reader.patch(`/api/reading-progress/${id}`, { progress: 40 });
    const finished = await move('completed');
    expect(finished.body).toMatchObject({ status: 'completed', progress: 100, reads: [expect.anything()] });
    // Finished, then read again: the first read stays.
    const again = await move('reading');
    expect(again.body).toMatchObject({ status: 'reading', progress: 0, completedAt: null });
    expect(again.body.reads).toEqual(finished.body.reads);
    expect((await move('dnf')).body).toMatchObject({ status: 'dnf' });
    expect((await move('want-to-read')).body).toMatchObject({ status: 'want-to-read', progress: 0 });
    expect((await move('completed')).body.reads).toHaveLength(2);
    expect((await move('want-to-read')).body.reads).toHaveLength(2);
    expect((await move('finished')).status).toBe(400);
  });

  it('the challenge counts finished books only, as before', async () => {
    const reader = await visitor();
    const joined = await reader.post('/api/reading-progress', { challengeId: 1, bookId: 8 });
    await reader.post('/api/reading-progress', { bookId: 2, challengeId: 1, shelf: 'want-to-read' });
    const standing = async () =>
      (await reader.get('/api/reading-challenges')).body.find((c: { id: number }) => c.id === 1);
    expect(await standing()).toMatchObject({ joined: true, completedBooks: 0 });
    await reader.patch(`/api/reading-progress/${joined.body.id}`, { status: 'completed' });
    expect(await standing()).toMatchObject({ completedBooks: 1 });
  });

  it('a book can go straight onto the finished shelf, counting one read', async () => {
    const reader = await visitor();
    const res = await reader.post('/api/reading-progress', {
      title: 'Emma',
      author: 'Jane Austen',
      shelf: 'completed',
      totalPages: 474,
    });
    expect(res.body).toMatchObject({ status: 'completed', progress: 100, currentPage: 474 });
    expect(res.body.reads).toHaveLength(1);
  });
});

describe('rating, review and progress per entry', () => {
  let reader: VisitorClient;
  let id: number;
  beforeAll(async () => {
    reader = await visitor();
    id = (await reader.post('/api/reading-progress', { bookId: 4, totalPages: 333 })).body.id;
  });
  const patch = (body: object) => reader.patch(`/api/reading-progress/${id}`, body);

  it('keeps a rating in half stars and a private review, and takes them away again', async () => {
    expect((await patch({ rating: 4.5, review: '  Loved the ending.  ' })).body).toMatchObject({
      rating: 4.5,
      review: 'Loved the ending.',
      status: 'reading',
    });
    expect((await patch({ rating: 0.5 })).body).toMatchObject({ rating: 0.5, review: 'Loved the ending.' });
    expect((await patch({ rating: null, review: '' })).body).toMatchObject({ rating: null, review: null });
  });

  it.each([
    [{ rating: 4.25 }, 'rating'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 'five' }, 'rating'],
    [{ review: 'x'.repeat(20_001) }, 'review'],
    [{ review: 42 }, 'review'],
  ])('refuses %o with a field error on %s', async (body, field) => {
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('progress by typed percent or page; page 400 of 333 is refused with a message', async () => {
    expect((await patch({ progress: 37 })).body).toMatchObject({ progress: 37, currentPage: 123 });
    expect((await patch({ currentPage: 200 })).body).toMatchObject({ progress: 60, currentPage: 200 });
    const beyond = await patch({ currentPage: 400 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors.currentPage).toEqual(['Page 400 is beyond the last page of this book (333)']);
    expect(
      (await reader.post('/api/reading-progress', { bookId: 6, currentPage: 400, totalPages: 333 })).status,
    ).toBe(400);
    expect((await shelfOf(reader)).find((e) => e.id === id)).toMatchObject({
      currentPage: 200,
      progress: 60,
    });
  });

  it("a catalogue book is tracked by page against the catalogue's page count, and refused past it", async () => {
    const { pageCount } = (await reader.get('/api/books/8')).body as { pageCount: number };
    expect(pageCount).toBeGreaterThan(100);
    const added = await reader.post('/api/reading-progress', { bookId: 8 });
    expect(added.status).toBe(201);
    const entry = added.body as Entry;
    const page = (body: unknown) => reader.patch(`/api/reading-progress/${entry.id}`, body);
    expect((await page({ currentPage: 100 })).body).toMatchObject({
      currentPage: 100,
      totalPages: pageCount,
      progress: Math.round((100 / pageCount) * 100),
    });
    const beyond = await page({ currentPage: pageCount + 1 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors.currentPage).toEqual([
      `Page ${pageCount + 1} is beyond the last page of this book (${pageCount})`,
    ]);
  });

  it("another visitor's entry cannot be rated (404)", async () => {
    expect((await (await visitor()).patch(`/api/reading-progress/${id}`, { rating: 1 })).status).toBe(404);
  });
});

describe('removing an entry, and undo', () => {
  it('DELETE answers 204; restore puts it back as it was (id, reads, rating); a second restore is 404', async () => {
    const reader = await visitor();
    const { body: entry } = await reader.post('/api/reading-progress', {
      title: 'Circe',
      author: 'Madeline Miller',
    });
    await reader.patch(`/api/reading-progress/${entry.id}`, { status: 'completed' });
    const before = (await reader.patch(`/api/reading-progress/${entry.id}`, { rating: 5, review: 'Yes.' }))
      .body;
    const removed = await reader.request('DELETE', `/api/reading-progress/${entry.id}`);
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect(await shelfOf(reader)).toEqual([]);
    expect((await reader.request('DELETE', `/api/reading-progress/${entry.id}`)).status).toBe(404);
    // Nobody else can put it back.
    expect((await (await visitor()).post(`/api/reading-progress/${entry.id}/restore`)).status).toBe(404);
    const restored = await reader.post(`/api/reading-progress/${entry.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(before);
    expect(await shelfOf(reader)).toEqual([before]);
    expect((await reader.post(`/api/reading-progress/${entry.id}/restore`)).status).toBe(404);
    const goal = await reader.get(`/api/reading-goal?year=${new Date().getUTCFullYear()}`);
    expect(goal.body.finishedCount).toBe(1);
  });

  it('a book put on the shelf again meanwhile is not put back twice (409)', async () => {
    const reader = await visitor();
    const { body: entry } = await reader.post('/api/reading-progress', { bookId: 3 });
    await reader.request('DELETE', `/api/reading-progress/${entry.id}`);
    await reader.post('/api/reading-progress', { bookId: 3 });
    const res = await reader.post(`/api/reading-progress/${entry.id}/restore`);
    expect(res.status).toBe(409);
    expect(await shelfOf(reader)).toHaveLength(1);
  });

  it("another visitor's entry cannot be removed, and bad ids are 404", async () => {
    const alice = await visitor();
    const { body: entry } = await alice.post('/api/reading-progress', { bookId: 2 });
    const bob = await visitor();
    for (const path of [
      `/api/reading-progress/${entry.id}`,
      '/api/reading-progress/0',
      '/api/reading-progress/abc',
    ])
      expect((await bob.request('DELETE', path)).status).toBe(404);
    expect(await shelfOf(alice)).toHaveLength(1);
  });
});

describe('undoing an import', () => {
  it('removes the books it added and the reads it added to books already there, once', async () => {
    const reader = await visitor();
    const { body: own } = await reader.post('/api/reading-progress', {
      title: 'Dune',
      author: 'Frank Herbert',
    });
    const first = await csv(reader, GOODREADS_FILE);
    expect(first.body).toMatchObject({
      added: 5,
      updated: 1,
      importId: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(await shelfOf(reader)).toHaveLength(6);
    expect((await shelfOf(reader)).find((e) => e.id === own.id)!.reads).toHaveLength(1);
    // Nobody else can undo it.
    const other = await visitor();
    expect(
      (await other.request('DELETE', `/api/reading-progress/import/${first.body.importId}`)).status,
    ).toBe(404);
    const undone = await reader.request('DELETE', `/api/reading-progress/import/${first.body.importId}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({
      message: 'Import undone: 5 books removed from your shelf.',
      removed: { entries: 5, reads: 1 },
    });
    const left = await shelfOf(reader);
    expect(left.map((e) => [e.id, e.reads.length])).toEqual([[own.id, 0]]);
    expect(
      (await reader.request('DELETE', `/api/reading-progress/import/${first.body.importId}`)).status,
    ).toBe(404);
    for (const bad of ['nope', 'x'.repeat(200), '..%2F..%2Fetc'])
      expect((await reader.request('DELETE', `/api/reading-progress/import/${bad}`)).status).toBe(404);
  });
});

/** An entry as the round trip compares it: everything the shelf holds, dates to the day. */
function comparable(entry: Entry) {
  const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : value);
  const { id: _id, book: _book, challengeId: _challenge, reads, ...fields } = entry;
  return {
    ...fields,
    startedAt: day(fields.startedAt),
    addedAt: day(fields.addedAt),
    completedAt: day(fields.completedAt),
    reads: reads.map((r) => ({ startedAt: day(r.startedAt), finishedAt: day(r.finishedAt) })),
  };
}

describe('lossless import and export', () => {
  it('Goodreads and StoryGraph files in, the export out, and that export into an empty shelf gives the same shelf', async () => {
    const reader = await visitor();
    expect((await csv(reader, GOODREADS_FILE)).body).toMatchObject({
      format: 'goodreads',
      added: 6,
      skipped: 0,
    });
    expect((await csv(reader, STORYGRAPH_FILE)).body).toMatchObject({
      format: 'storygraph',
      added: 2,
      updated: 1,
      skipped: 0,
    });
    // Some life on the shelf since: a rating in halves, a review, progress by page.
    const shelf = await shelfOf(reader);
    const piranesi = shelf.find((e) => e.title === 'Piranesi')!;
    await reader.patch(`/api/reading-progress/${piranesi.id}`, {
      currentPage: 100,
      rating: 3.5,
      review: 'Halls.',
    });
    const original = await shelfOf(reader);
    expect(original).toHaveLength(8);

    const dune = original.find((e) => e.title === 'Dune (Dune, #1)')!;
    expect(dune).toMatchObject({
      author: 'Frank Herbert',
      isbn: '0441172717',
      isbn13: '9780441172719',
      rating: 5,
      review: 'The spice must flow.<br/><br/>Read it twice, "again"',
      tags: ['classics', 'sci-fi'],
      totalPages: 688,
      // 'Read Count 3' with one date, then StoryGraph's read of September 2025.
      undatedReads: 2,
    });
    expect(dune.reads.map((r) => r.finishedAt.slice(0, 10))).toEqual(['2025-09-14', '2024-08-01']);
    expect(original.find((e) => e.title === "Medusa's Sisters")).toMatchObject({ status: 'want-to-read' });
    expect(original.find((e) => e.title === 'The Bold Year')).toMatchObject({
      bookId: 8,
      author: 'Kendra Lane',
    });
    expect(original.find((e) => e.title === 'Red Rising')).toMatchObject({
      additionalAuthors: 'Someone Else',
      rating: 4.5,
      tags: ['space', 'favourites'],
    });

    const exported = await exportOf(reader);
    expect(exported.status).toBe(200);
    const lines = exported.text.trim().split('\r\n');
    // ISBNs as Goodreads writes them, the rating filled, a formula-like title neutralised.
    const duneLine = lines.find((line) => line.includes('Dune (Dune, #1)'))!;
    expect(duneLine).toContain(',"=""0441172717""","=""9780441172719""",5,');
    expect(duneLine).toContain(',read,');
    expect(exported.text).toContain(`,'=SUM(A1) and Other Stories,`);
    expect(exported.text).toContain(`"'-minus, +plus, @at"`);
    expect(lines.find((line) => line.includes("Medusa's Sisters"))).toContain(',to-read,');

    const copy = await visitor();
    const imported = await csv(copy, exported.text);
    expect(imported.body).toMatchObject({ added: 8, updated: 0, skipped: 0 });
    const byTitle = (a: Entry, b: Entry) => a.title.localeCompare(b.title);
    expect((await shelfOf(copy)).sort(byTitle).map(comparable)).toEqual(
      original.sort(byTitle).map(comparable),
    );
    // The same rows (books added the same day may come in another order).
    const rowsOf = (text: string) => text.trim().split('\r\n').sort();
    expect(rowsOf((await exportOf(copy)).text)).toEqual(rowsOf(exported.text));
  });

  it("a catalogue book is found by its ISBN first, and exported with the catalogue's ISBN and page count", async () => {
    const book = (await (await visitor()).get('/api/books/8')).body as {
      title: string;
      pageCount: number;
      formats: { isbn: string | null }[];
    };
    const isbns = book.formats.map((f) => f.isbn).filter((isbn) => isbn !== null);
    expect(isbns.length).toBeGreaterThan(1);
    const reader = await visitor();
    expect((await reader.post('/api/reading-progress', { bookId: 8, shelf: 'want-to-read' })).status).toBe(
      201,
    );
    // Another title (an edition's subtitle), the catalogue's second ISBN: the same book.
    const row = `9,${book.title}: A Novel,Kendra Lane,"Lane, Kendra",,"=""""","=""${isbns[1]}""",0,,,,,,,,2025/01/02,,,to-read,,,,0,0`;
    expect((await csv(reader, [GOODREADS_COLUMNS.join(','), row].join('\n'))).body).toMatchObject({
      added: 0,
      skipped: 1,
    });
    expect((await shelfOf(reader)).map((e) => [e.bookId, e.title])).toEqual([[8, book.title]]);
    const exported = (await exportOf(reader)).text.trim().split('\r\n');
    expect(exported[1]).toContain(`,"=""""","=""${isbns[0]}""",0,,,,${book.pageCount},`);
    // And that export into an empty shelf is the same shelf again.
    const copy = await visitor();
    expect((await csv(copy, (await exportOf(reader)).text)).body).toMatchObject({ added: 1 });
    expect((await shelfOf(copy)).map((e) => [e.bookId, e.isbn13, e.totalPages])).toEqual([[8, null, null]]);
  });

  it('the JSON export holds the whole shelf: every field, every read, every goal', async () => {
    const reader = await visitor();
    await csv(reader, GOODREADS_FILE);
    await reader.request('PUT', '/api/reading-goal', { year: 2025, target: 30 });
    const res = await exportOf(reader, 'json');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/json/);
    const data = JSON.parse(res.text);
    expect(data.goals).toEqual([{ year: 2025, target: 30 }]);
    expect(data.entries).toEqual(await shelfOf(reader));
    expect(data.entries[0]).toHaveProperty('review');
    expect((await exportOf(reader, 'xml')).status).toBe(400);
  });
});

describe('files the import refuses, saying why', () => {
  it('a Windows-1252 file is refused with a message naming the encoding, and adds nothing', async () => {
    const reader = await visitor();
    const text = `${STORYGRAPH_COLUMNS.join(',')}\nCien años de soledad,Gabriel García Márquez,,,,read,2024/01/01,,,1,,,,,,,,,,,,,No\n`;
    const res = await csv(reader, Buffer.from(text, 'latin1'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^The file is in Windows-1252 \(also called ANSI or Latin-1\), not UTF-8/,
    );
    expect(res.body.message).toContain("'Cien años de soledad'");
    expect(await shelfOf(reader)).toEqual([]);
  });

  it('a file separated by semicolons is refused with a message naming them', async () => {
    const reader = await visitor();
    const res = await csv(reader, `${GOODREADS_COLUMNS.join(';')}\n1;Dune;Frank Herbert\n`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The file separates its fields with semicolons \(;\), not commas/);
  });

  it('a body over 4 MB sent without Content-Length is refused (413) without being read to the end', async () => {
    const started = Date.now();
    const answer = await streamCsv(100);
    expect(answer.status).toBe(413);
    expect(answer.sentMb).toBeLessThan(40);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fetch(`${site.url}/api/books`)).status).toBe(200);
  });
});

/** Streams `megabytes` of CSV-like text chunked (no Content-Length) to the import. */
const streamCsv = (megabytes: number) =>
  streamChunked(site.url, '/api/reading-progress/import', megabytes, {
    headers: { 'content-type': 'text/csv' },
    fill: 'a,b,c\n',
  });

describe("the shelf's owner can take it away or erase it", () => {
  it('DELETE /api/reading-progress erases every entry, read, goal and device link of this visitor only', async () => {
    const reader = await visitor();
    const other = await visitor();
    await csv(reader, GOODREADS_FILE);
    await reader.request('PUT', '/api/reading-goal', { year: 2024, target: 12 });
    await reader.post('/api/reading-progress/link', { email: 'reader@example.com' });
    await other.post('/api/reading-progress', { bookId: 1 });
    const erased = await reader.request('DELETE', '/api/reading-progress');
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      message: 'Your reading shelf was erased.',
      removed: { entries: 6, reads: 3, goals: 1, links: 1 },
    });
    expect(await shelfOf(reader)).toEqual([]);
    expect((await reader.get('/api/reading-goal?year=2024')).body.target).toBeNull();
    const id = reader.cookies.get('visitor')!.split('.')[0]!;
    for (const table of ['user_reading_progress', 'reading_goals', 'reading_links', 'reading_removed']) {
      const rows = await site.data.db.$client.execute({
        sql: `select count(*) as n from ${table} where user_id = ?`,
        args: [id],
      });
      expect(Number(rows.rows[0]!.n), table).toBe(0);
    }
    expect(await shelfOf(other)).toHaveLength(1);
    // Erasing an empty shelf is fine too.
    expect((await reader.request('DELETE', '/api/reading-progress')).body.removed).toEqual({
      entries: 0,
      reads: 0,
      goals: 0,
      links: 0,
    });
  });
});

describe('a 20,000-row import', () => {
  it("leaves another visitor's page requests answered within 100 ms while it runs", async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `${i},"Book ${i}, a novel",Author ${i % 500},,,"=""""","=""""",${i % 6},,,,${200 + (i % 300)},,,${i % 3 ? '' : '2024/01/01'},2023/01/01,,,${['read', 'to-read', 'currently-reading'][i % 3]},"Nice, ""really""",,,${i % 3 ? 0 : 1},0`,
    );
    const file = [GOODREADS_COLUMNS.join(','), ...rows].join('\n');
    const page = async () => {
      const started = performance.now();
      const res = await fetch(`${site.url}/about`);
      await res.text();
      return performance.now() - started;
    };
    // This machine's own noise, with nothing else running.
    const idle: number[] = [];
    for (let i = 0; i < 10; i++) idle.push(await page());
    const reader = await visitor();
    let done = false;
    const importing = csv(reader, file).finally(() => (done = true));
    const during: number[] = [];
    await new Promise((r) => setTimeout(r, 300)); // the body is on its way; parsing begins
    while (!done) {
      during.push(await page());
      await new Promise((r) => setTimeout(r, 40));
    }
    const result = await importing;
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ rows: 20_000, added: 20_000 });
    const p90 = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.9)]!;
    expect(during.length).toBeGreaterThan(5);
    expect(p90(during)).toBeLessThan(100 + p90(idle));
  }, 180_000);
});
