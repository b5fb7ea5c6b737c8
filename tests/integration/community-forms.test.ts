/**
 * The community's forms without JavaScript: the story form and the challenge join panel
 * post plain HTML forms to the same endpoints the islands call with JSON, and get a 303
 * to a result page; the JSON answers stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
const sql = async (query: string) => (await site.data.db.$client.execute(query)).rows;
const story = {
  readerName: 'Form Reader',
  readerLocation: '',
  bookId: '2',
  category: 'growth',
  story: 'Read it on a phone with scripts off.',
  isPublic: 'on',
};

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '20' });
});
afterAll(async () => {
  await site.stop();
});

describe('POST /api/impact-stories as a form', () => {
  it('stores the story unapproved and not public, then 303s to the thanks page', async () => {
    const client = new VisitorClient(site.url);
    const res = await client.post('/api/impact-stories', new URLSearchParams(story));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/community/story-shared');
    const rows = await sql(
      "select is_public, is_approved, reader_location from reader_impact_stories where reader_name = 'Form Reader'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ is_public: 0, is_approved: 0, reader_location: null });
    expect((await client.get('/community/story-shared')).body).toContain('Thank you for sharing your story!');
  });

  it('bad input and an unknown book land on the error page, never a 5xx', async () => {
    const client = new VisitorClient(site.url);
    const bodies: Record<string, string>[] = [
      { ...story, readerName: '' },
      { ...story, bookId: 'nine' },
      { ...story, bookId: '99999' },
      { ...story, category: 'nope' },
      { website: '' },
    ];
    for (const body of bodies) {
      const res = await client.post('/api/impact-stories', new URLSearchParams(body));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/community/error?form=story&reason=invalid');
    }
    const page = await client.get('/community/error?form=story&reason=invalid');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Your story was not sent.');
  });

  it('a filled honeypot gets the thanks page and stores nothing', async () => {
    const client = new VisitorClient(site.url);
    const res = await client.post(
      '/api/impact-stories',
      new URLSearchParams({ ...story, readerName: 'Bot Reader', website: 'http://spam.example' }),
    );
    expect(res.headers.get('location')).toBe('/community/story-shared');
    expect(await sql("select id from reader_impact_stories where reader_name = 'Bot Reader'")).toEqual([]);
  });

  it('JSON clients keep their 201 with the stored story, and their 400s', async () => {
    const client = new VisitorClient(site.url);
    const ok = await client.post('/api/impact-stories', { ...story, bookId: 2, isPublic: true });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ readerName: 'Form Reader', isPublic: false, isApproved: false });
    const bad = await client.post('/api/impact-stories', { ...story, bookId: 99999 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.bookId).toBeDefined();
  });
});

describe('POST /api/reading-progress as a form (the challenge join panel)', () => {
  it('joins the challenge for this visitor (cookie set on the 303) and lands on /community/joined', async () => {
    const client = new VisitorClient(site.url);
    const res = await client.post(
      '/api/reading-progress',
      new URLSearchParams({ challengeId: '1', bookId: '8', website: '' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/community/joined');
    const mine = await client.get('/api/reading-progress');
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ bookId: 8, challengeId: 1, status: 'reading' });
    // Joining again changes nothing.
    await client.post('/api/reading-progress', new URLSearchParams({ challengeId: '1', bookId: '8' }));
    expect((await client.get('/api/reading-progress')).body).toHaveLength(1);
    const page = await client.get('/community/joined');
    expect(page.body).toContain('You&#39;re In!');
  });

  it('bad input lands on the error page; a filled honeypot looks joined and stores nothing', async () => {
    const client = new VisitorClient(site.url);
    const bodies: Record<string, string>[] = [
      { challengeId: '999', bookId: '8' },
      { challengeId: 'x', bookId: '8' },
      {},
    ];
    for (const body of bodies) {
      const res = await client.post('/api/reading-progress', new URLSearchParams(body));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/community/error?form=challenge&reason=invalid');
    }
    const bot = new VisitorClient(site.url);
    const res = await bot.post(
      '/api/reading-progress',
      new URLSearchParams({ challengeId: '1', bookId: '8', website: 'spam' }),
    );
    expect(res.headers.get('location')).toBe('/community/joined');
    expect((await bot.get('/api/reading-progress')).body).toEqual([]);
  });

  it('JSON clients keep 201 then 200 for the same book', async () => {
    const client = new VisitorClient(site.url);
    expect((await client.post('/api/reading-progress', { challengeId: 1, bookId: 8 })).status).toBe(201);
    expect((await client.post('/api/reading-progress', { challengeId: 1, bookId: 8 })).status).toBe(200);
  });
});
