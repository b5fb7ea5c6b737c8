/**
 * The reader's shelf (CONTRACT.md §12) against the built server: any book, progress by
 * page, did not finish, rereads, the yearly goal, Goodreads/StoryGraph import and the
 * Goodreads export, ownership, and another device joined by a mailed link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODREADS_COLUMNS, STORYGRAPH_COLUMNS } from '../../src/features/tracker/csv-formats';
import { startMailSite, type MailSite } from '../support/site-services';
import { VisitorClient } from '../support/visitor-client';

let site: MailSite;

beforeAll(async () => {
  // Rate limits are tested in rate-limits.test.ts; here they would only get in the way.
  site = await startMailSite({ RATE_LIMIT_MULTIPLIER: '20' });
});
afterAll(() => site?.stop());

const visitor = async () => {
  const client = new VisitorClient(site.url);
  await client.get('/api/reading-progress');
  return client;
};
const csv = (client: VisitorClient, body: string) =>
  client.post('/api/reading-progress/import', body, { 'content-type': 'text/csv' });
const thisYear = new Date().getUTCFullYear();

const goodreads = (rows: string[]) => [GOODREADS_COLUMNS.join(','), ...rows].join('\r\n');
/** A Goodreads row: title, author, exclusive shelf, date read, pages. */
const gr = (title: string, author: string, shelf: string, dateRead = '', pages = '') =>
  `,"${title}",${author},,,"=""""","=""""",0,,,,${pages},,,${dateRead},2024/01/02,,,${shelf},,,,${dateRead ? 1 : 0},0`;

describe('any book, not only the catalogue', () => {
  it('tracks a book by title and author once, whatever the case and spacing', async () => {
    const reader = await visitor();
    const res = await reader.post('/api/reading-progress', { title: 'Piranesi', author: 'Susanna Clarke' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      bookId: null,
      book: null,
      title: 'Piranesi',
      author: 'Susanna Clarke',
      status: 'reading',
      progress: 0,
    });
    const again = await reader.post('/api/reading-progress', {
      title: '  piranesi ',
      author: 'SUSANNA  CLARKE',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    // The same title by someone else is another book.
    expect(
      (await reader.post('/api/reading-progress', { title: 'Piranesi', author: 'Someone Else' })).status,
    ).toBe(201);
  });

  it("a catalogue title by the catalogue's author is the catalogue book", async () => {
    const reader = await visitor();
    const byTitle = await reader.post('/api/reading-progress', {
      title: 'the bold year',
      author: 'Kendra Lane',
    });
    expect(byTitle.body).toMatchObject({ bookId: 8, title: 'The Bold Year', book: { id: 8 } });
    const byId = await reader.post('/api/reading-progress', { bookId: 8 });
    expect([byTitle.status, byId.status, byId.body.id]).toEqual([201, 200, byTitle.body.id]);
  });

  it.each([
    [{ title: '   ' }, 'bookId'],
    [{ author: 'Nobody' }, 'bookId'],
    [{ title: 'x'.repeat(301) }, 'title'],
    [{ title: 'Emma', totalPages: 0 }, 'totalPages'],
  ])('refuses %o with a field error on %s', async (body, field) => {
    const res = await (await visitor()).post('/api/reading-progress', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });
});

describe('progress by page, did not finish and rereads', () => {
  let reader: VisitorClient;
  let id: number;
  beforeAll(async () => {
    reader = await visitor();
    id = (await reader.post('/api/reading-progress', { title: 'Middlemarch', author: 'George Eliot' })).body
      .id;
  });

  it('computes progress from pages, clamped, and keeps the page in step with +10%', async () => {
    const patch = (body: object) => reader.patch(`/api/reading-progress/${id}`, body);
    expect((await patch({ currentPage: 10 })).status).toBe(400); // no page count yet
    expect((await patch({ currentPage: 100, totalPages: 800 })).body).toMatchObject({
      currentPage: 100,
      totalPages: 800,
      progress: 13,
    });
    expect((await patch({ currentPage: 400 })).body).toMatchObject({ currentPage: 400, progress: 50 });
    expect((await patch({ action: 'increment' })).body).toMatchObject({ currentPage: 480, progress: 60 });
    // A page beyond the last is refused with a message, never saved as the last page.
    const beyond = await patch({ currentPage: 5000 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors.currentPage).toEqual(['Page 5000 is beyond the last page of this book (800)']);
    expect((await patch({ currentPage: 900, totalPages: 800 })).body.errors.currentPage).toEqual([
      'Page 900 is beyond the last page of this book (800)',
    ]);
    expect((await patch({ totalPages: 400 })).body.errors.currentPage).toEqual([
      'Page 480 is beyond the last page of this book (400)',
    ]);
    expect(
      (await reader.get('/api/reading-progress')).body.find((e: { id: number }) => e.id === id),
    ).toMatchObject({ currentPage: 480, totalPages: 800, progress: 60 });
    expect((await patch({ currentPage: 800 })).body).toMatchObject({ currentPage: 800, progress: 100 });
    expect((await patch({ totalPages: 1600 })).body).toMatchObject({ currentPage: 800, progress: 50 });
    expect((await patch({ progress: 25 })).body).toMatchObject({ currentPage: 400, progress: 25 });
    for (const bad of [
      { currentPage: -1 },
      { currentPage: 1.5 },
      { totalPages: 0 },
      { totalPages: 'many' },
    ]) {
      expect((await patch(bad)).status).toBe(400);
    }
  });

  it('stops a book (dnf): it takes no progress until it is taken up again', async () => {
    const patch = (body: object) => reader.patch(`/api/reading-progress/${id}`, body);
    expect((await patch({ status: 'dnf' })).body).toMatchObject({ status: 'dnf', progress: 25 });
    expect((await patch({ action: 'dnf' })).status).toBe(200);
    expect((await patch({ action: 'increment' })).status).toBe(409);
    expect((await patch({ currentPage: 10 })).status).toBe(409);
    expect((await patch({ action: 'reread' })).status).toBe(409);
    expect((await patch({ status: 'reading' })).body).toMatchObject({ status: 'reading', progress: 25 });
  });

  it('finishing it again after a reread keeps both dates, and both count toward the goal', async () => {
    const patch = (body: object) => reader.patch(`/api/reading-progress/${id}`, body);
    const first = await patch({ action: 'complete' });
    expect(first.body).toMatchObject({ status: 'completed', progress: 100, currentPage: 1600 });
    expect(first.body.reads).toHaveLength(1);
    // Completing again is no reread: nothing changes.
    expect((await patch({ action: 'complete' })).body.reads).toHaveLength(1);
    const again = await patch({ action: 'reread' });
    expect(again.body).toMatchObject({ status: 'reading', progress: 0, currentPage: 0, completedAt: null });
    expect(again.body.reads).toEqual(first.body.reads);
    await new Promise((r) => setTimeout(r, 5));
    const second = await patch({ status: 'completed' });
    expect(second.body.reads.map((r: { finishedAt: string }) => r.finishedAt)).toEqual([
      second.body.completedAt,
      first.body.completedAt,
    ]);
    const goal = await reader.get(`/api/reading-goal?year=${thisYear}`);
    expect(goal.body.finishedCount).toBe(2);
  });
});

describe('the yearly goal', () => {
  it('PUT sets it (201, then 200), GET returns it with the books finished that year and the pace', async () => {
    const reader = await visitor();
    const none = await reader.get(`/api/reading-goal?year=${thisYear}`);
    expect(none.body).toMatchObject({ year: thisYear, target: null, finishedCount: 0, pace: null });
    expect(none.body.byMonth).toEqual(Array(12).fill(0));
    const set = await reader.request('PUT', '/api/reading-goal', { year: thisYear, target: 365 });
    expect(set.status).toBe(201);
    const entry = await reader.post('/api/reading-progress', { bookId: 2 });
    await reader.patch(`/api/reading-progress/${entry.body.id}`, { action: 'complete' });
    const changed = await reader.request('PUT', '/api/reading-goal', { year: thisYear, target: 24 });
    expect(changed.status).toBe(200);
    const goal = await reader.get('/api/reading-goal');
    expect(goal.body).toMatchObject({
      year: thisYear,
      target: 24,
      finishedCount: 1,
      finished: [{ entryId: entry.body.id, title: 'Loud Little Heart' }],
      pace: { status: expect.stringMatching(/^(ahead|on-track|behind)$/), text: expect.any(String) },
    });
    expect(goal.body.byMonth[new Date().getUTCMonth()]).toBe(1);
    // Another year has its own goal.
    expect((await reader.get(`/api/reading-goal?year=${thisYear - 1}`)).body).toMatchObject({
      target: null,
      finishedCount: 0,
    });
  });

  it.each([
    [{ year: thisYear, target: 0 }, 'target'],
    [{ year: thisYear, target: 2.5 }, 'target'],
    [{ year: 'soon', target: 12 }, 'year'],
    [{ target: 12 }, 'year'],
  ])('refuses %o with a field error on %s', async (body, field) => {
    const res = await (await visitor()).request('PUT', '/api/reading-goal', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('refuses a year that is not one', async () => {
    expect((await (await visitor()).get('/api/reading-goal?year=abc')).status).toBe(400);
  });
});

describe('import and export', () => {
  const library = goodreads([
    gr('The Bold Year', 'Kendra Lane', 'read', '2025/03/14'),
    gr('Piranesi', 'Susanna Clarke', 'currently-reading', '', '272'),
    gr('Ulysses', 'James Joyce', 'did-not-finish'),
    gr("Medusa's Sisters", 'Lauren J.A. Bear', 'to-read'),
  ]);

  it('adds each book once, every shelf; a second import of the same file adds nothing', async () => {
    const reader = await visitor();
    const first = await csv(reader, library);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ format: 'goodreads', rows: 4, added: 4, updated: 0, skipped: 0 });
    expect(first.body.reasons).toEqual([]);
    expect(first.body.importId).toMatch(/^[\w-]{16}$/);
    const shelf = (await reader.get('/api/reading-progress')).body;
    expect(shelf).toHaveLength(4);
    expect(shelf.find((e: { title: string }) => e.title === "Medusa's Sisters")).toMatchObject({
      status: 'want-to-read',
      progress: 0,
    });
    expect(shelf.find((e: { bookId: number }) => e.bookId === 8)).toMatchObject({
      status: 'completed',
      completedAt: '2025-03-14T12:00:00.000Z',
      reads: [{ finishedAt: '2025-03-14T12:00:00.000Z' }],
    });
    expect(shelf.find((e: { title: string }) => e.title === 'Piranesi')).toMatchObject({
      status: 'reading',
      totalPages: 272,
      currentPage: 0,
    });
    const second = await csv(reader, library);
    expect(second.body).toMatchObject({ added: 0, updated: 0, skipped: 4, importId: null });
    expect((await reader.get('/api/reading-progress')).body).toHaveLength(4);
    const rows = await site.data.db.$client.execute(
      "select count(*) as n from reading_finishes f join user_reading_progress p on p.id = f.progress_id where p.title = 'The Bold Year'",
    );
    expect(Number(rows.rows[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it('a StoryGraph export adds the rereads of books already there, keeping both dates', async () => {
    const reader = await visitor();
    await csv(reader, library);
    const storygraph = [
      STORYGRAPH_COLUMNS.join(','),
      'The Bold Year,Kendra Lane,,,paperback,read,2024/12/01,2026/01/20,"2025/03/01-2025/03/14, 2026/01/10-2026/01/20",2,,,,,,,,5,,,,,No',
      'Red Rising,"Pierce Brown, Someone Else",,9780345539786,paperback,read,2024/12/01,,2025/05/05,1,,,,,,,,4,,,,,No',
    ].join('\n');
    const res = await csv(reader, storygraph);
    expect(res.body).toMatchObject({ format: 'storygraph', added: 1, updated: 1, skipped: 0 });
    const bold = (await reader.get('/api/reading-progress')).body.find(
      (e: { bookId: number }) => e.bookId === 8,
    );
    expect(bold.reads.map((r: { finishedAt: string }) => r.finishedAt.slice(0, 10))).toEqual([
      '2026-01-20',
      '2025-03-14',
    ]);
    expect((await csv(reader, storygraph)).body).toMatchObject({ added: 0, updated: 0 });
  });

  it('a malformed file is a 400 that names the line, and nothing is added', async () => {
    const reader = await visitor();
    const broken = goodreads([
      gr('Emma', 'Jane Austen', 'read'),
      '1,"Unclosed,Author',
      gr('Dune', 'Frank Herbert', 'read'),
    ]);
    const res = await csv(reader, broken);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/line 3/);
    expect(res.body.errors.file).toEqual([res.body.message]);
    const short = await csv(reader, goodreads([gr('Emma', 'Jane Austen', 'read'), 'Dune,Frank Herbert']));
    expect(short.body.message).toBe('Malformed CSV on line 3: it has 2 fields where the header has 24');
    const foreign = await csv(reader, 'Name,Email\nAda,ada@example.com\n');
    expect([foreign.status, foreign.body.message]).toEqual([400, expect.stringMatching(/^Line 1 is not/)]);
    expect((await reader.post('/api/reading-progress/import', { csv: library })).status).toBe(400);
    const huge = goodreads([gr('Emma', 'Jane Austen', 'read')]) + `\n${'x'.repeat(4.5 * 1024 * 1024)}`;
    expect((await csv(reader, huge)).status).toBe(413);
    expect((await reader.get('/api/reading-progress')).body).toEqual([]);
  });

  it('imports 2,000 books in one request', async () => {
    const reader = await visitor();
    const rows = Array.from({ length: 2000 }, (_, i) =>
      gr(`Book ${i}`, `Author ${i % 97}`, 'read', '2025/06/01', '300'),
    );
    const res = await csv(reader, goodreads(rows));
    expect(res.body).toMatchObject({ added: 2000, skipped: 0 });
    expect((await reader.get('/api/reading-progress')).body).toHaveLength(2000);
  });

  it('exports the shelf as Goodreads CSV with its header row, which imports back as the same books', async () => {
    const reader = await visitor();
    await csv(reader, library);
    const res = await fetch(`${site.url}/api/reading-progress/export`, {
      headers: { cookie: `visitor=${reader.cookies.get('visitor')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      `${GOODREADS_COLUMNS.join(',')},Dates Read,Star Rating,Date Started,Progress,Current Page`,
    );
    expect(lines).toHaveLength(5);
    expect(text).toContain('The Bold Year,Kendra Lane,"Lane, Kendra"');
    expect(text).toMatch(/Ulysses,James Joyce,"Joyce, James",.*,did-not-finish,/);
    const fresh = await visitor();
    expect((await csv(fresh, text)).body).toMatchObject({ added: 4, skipped: 0 });
    expect((await csv(reader, text)).body).toMatchObject({ added: 0, updated: 0, skipped: 4 });
  });
});

describe('ownership', () => {
  it("another visitor's entries, goal and export stay invisible and untouchable", async () => {
    const alice = await visitor();
    const bob = await visitor();
    const mine = await alice.post('/api/reading-progress', { title: 'Private Diary', author: 'Alice' });
    await alice.request('PUT', '/api/reading-goal', { year: thisYear, target: 7 });
    await csv(alice, goodreads([gr('Secret Book', 'Someone', 'read', `${thisYear}/01/05`)]));
    expect((await bob.get('/api/reading-progress')).body).toEqual([]);
    expect((await bob.get('/api/reading-goal')).body).toMatchObject({ target: null, finishedCount: 0 });
    const bobsExport = await fetch(`${site.url}/api/reading-progress/export`, {
      headers: { cookie: `visitor=${bob.cookies.get('visitor')}` },
    });
    expect((await bobsExport.text()).trim()).toBe(
      `${GOODREADS_COLUMNS.join(',')},Dates Read,Star Rating,Date Started,Progress,Current Page`,
    );
    for (const body of [
      { currentPage: 5, totalPages: 10 },
      { status: 'dnf' },
      { action: 'complete' },
      { action: 'reread' },
      { status: 'reading' },
    ]) {
      expect((await bob.patch(`/api/reading-progress/${mine.body.id}`, body)).status).toBe(404);
    }
    // Importing the same titles makes Bob his own entries, never touches Alice's.
    await csv(bob, goodreads([gr('Private Diary', 'Alice', 'read', '2025/01/01')]));
    const alices = (await alice.get('/api/reading-progress')).body;
    expect(alices.find((e: { id: number }) => e.id === mine.body.id)).toMatchObject({
      status: 'reading',
      reads: [],
    });
    expect((await bob.get('/api/reading-progress')).body[0].id).not.toBe(mine.body.id);
  });

  it('a guessed or forged link token joins nothing', async () => {
    const eve = await visitor();
    for (const token of ['', 'abc', 'x'.repeat(43) + '.1999999999999.sig', 'a.b']) {
      const res = await eve.post('/api/reading-progress/link/confirm', { token });
      expect(res.status).toBe(400);
    }
    const page = await eve.get('/reading-tracker/link?token=made-up');
    expect(page.status).toBe(400);
    expect(page.body).toContain('This Link Has Expired');
    expect(page.body).toContain('<meta name="robots" content="noindex');
    // The link page is for mailed links only: it is no page of the sitemap.
    const sitemap = await (await fetch(`${site.url}/sitemap-0.xml`)).text();
    expect(sitemap).toContain('/reading-tracker<');
    expect(sitemap).not.toContain('/reading-tracker/link');
  });
});

/** The text of a quoted-printable mail body. */
const unQuote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('another device', () => {
  it('a mailed link joins both devices’ shelves into one, each book once, and works once', async () => {
    const laptop = await visitor();
    const phone = await visitor();
    const shared = await laptop.post('/api/reading-progress', { bookId: 8 });
    await laptop.patch(`/api/reading-progress/${shared.body.id}`, { action: 'complete' });
    await laptop.post('/api/reading-progress', { title: 'Emma', author: 'Jane Austen' });
    await laptop.request('PUT', '/api/reading-goal', { year: thisYear, target: 10 });
    // The phone has the same catalogue book (still reading, by page), the same own book, and one of its own.
    const phoneBold = await phone.post('/api/reading-progress', {
      bookId: 8,
      totalPages: 320,
      currentPage: 100,
    });
    await phone.post('/api/reading-progress', { title: 'EMMA', author: 'jane austen', progress: 60 });
    await phone.post('/api/reading-progress', { title: 'Dune', author: 'Frank Herbert' });
    await csv(phone, goodreads([gr('The Bold Year', 'Kendra Lane', 'read', '2024/08/08')]));

    const before = site.smtp.mails.length;
    const asked = await laptop.post('/api/reading-progress/link', { email: ' Reader@Example.com ' });
    expect(asked.status).toBe(202);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['reader@example.com']);
    const outbox = await site.data.db.$client.execute(
      "select count(*) as n from mail_outbox where kind = 'reading-link' and to_address = 'reader@example.com'",
    );
    expect(Number(outbox.rows[0]!.n)).toBe(1);
    const link = new URL(
      /https?:\/\/\S+\/reading-tracker\/link\?token=[^\s"<]+/.exec(unQuote(mail!.raw))![0],
    );
    const token = link.searchParams.get('token')!;

    // Opening the link (as a mail scanner would) changes nothing: it asks first.
    const page = await phone.get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Use My Shelf on This Device');
    expect((await phone.get('/api/reading-progress')).body).toHaveLength(3);

    const phoneId = phone.cookies.get('visitor');
    const confirmed = await phone.post('/api/reading-progress/link/confirm', new URLSearchParams({ token }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/reading-tracker/link?joined=1');
    expect(phone.cookies.get('visitor')).toBe(laptop.cookies.get('visitor'));

    const onLaptop = (await laptop.get('/api/reading-progress')).body;
    const onPhone = (await phone.get('/api/reading-progress')).body;
    expect(onPhone).toEqual(onLaptop);
    expect(onLaptop.map((e: { title: string }) => e.title).sort()).toEqual(['Dune', 'Emma', 'The Bold Year']);
    const bold = onLaptop.find((e: { bookId: number }) => e.bookId === 8);
    expect(bold).toMatchObject({
      id: shared.body.id,
      status: 'completed',
      totalPages: 320,
      currentPage: 320,
    });
    expect(bold.reads).toHaveLength(2); // this year's finish on the laptop, 2024's on the phone
    expect(onLaptop.find((e: { title: string }) => e.title === 'Emma')).toMatchObject({ progress: 60 });
    expect((await phone.get('/api/reading-goal')).body).toMatchObject({ target: 10, finishedCount: 1 });
    // The phone's old entries are gone, not left behind under its old id.
    expect(onLaptop.some((e: { id: number }) => e.id === phoneBold.body.id)).toBe(false);
    const old = await site.data.db.$client.execute({
      sql: 'select count(*) as n from user_reading_progress where user_id = ?',
      args: [phoneId!.split('.')[0]!],
    });
    expect(Number(old.rows[0]!.n)).toBe(0);

    // The link works once.
    const tablet = await visitor();
    const reused = await tablet.post('/api/reading-progress/link/confirm', { token });
    expect(reused.status).toBe(400);
    // A used link says it was used, not that it expired.
    expect(reused.body.message).toMatch(/^This link was already used: it works once/);
    const reusedForm = await tablet.post(
      '/api/reading-progress/link/confirm',
      new URLSearchParams({ token }),
    );
    expect(reusedForm.headers.get('location')).toBe('/reading-tracker/link?failed=used');
    const usedPage = await tablet.get(`${link.pathname}${link.search}`);
    expect(usedPage.status).toBe(400);
    expect(usedPage.body).toContain('This Link Was Already Used');
    expect(usedPage.body).not.toContain('Use My Shelf on This Device');
    expect((await tablet.get('/reading-tracker/link?failed=used')).body).toContain(
      'This Link Was Already Used',
    );
    expect(tablet.cookies.get('visitor')).not.toBe(laptop.cookies.get('visitor'));
  });

  it('refuses a bad address', async () => {
    const reader = await visitor();
    const res = await reader.post('/api/reading-progress/link', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toEqual([expect.any(String)]);
  });
});

describe('reader stories on the book pages', () => {
  it('an approved public story about a book is on its pre-rendered preview page; others are not', async () => {
    const page = await (await fetch(`${site.url}/book/8/preview`)).text();
    expect(page).toContain('Reader Stories');
    expect(page).toContain('The Bold Year got me to make my own jar of dares');
    expect(page).not.toContain('I read The Red Door in a hospital waiting room');
    const other = await (await fetch(`${site.url}/book/1/preview`)).text();
    expect(other).toContain('I read The Red Door in a hospital waiting room');
  });
});
