/** /api/impact-stories: only approved public stories are listed; submissions are stored unapproved and not public. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
let client: VisitorClient;
const good = {
  readerName: 'Jo',
  readerLocation: 'Leeds',
  bookId: 2,
  story: 'This book got me writing again.',
  category: 'growth',
  isPublic: true,
};
const sql = async (query: string) => (await site.data.db.$client.execute(query)).rows;

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '20' });
  client = new VisitorClient(site.url);
});
afterAll(() => site.stop());

describe('GET /api/impact-stories', () => {
  it('lists only stories both approved and public, without visitor ids', async () => {
    const res = await client.get('/api/impact-stories');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { readerName: string }) => s.readerName).sort()).toEqual([
      'Daniel O.',
      'Keisha W.',
      'Maria G.',
      'Tasha M.',
    ]);
    for (const story of res.body) expect(story).not.toHaveProperty('userId');
  });
});

describe('POST /api/impact-stories', () => {
  it('stores the story unapproved and not public whatever the body says', async () => {
    const res = await client.post('/api/impact-stories', {
      ...good,
      isApproved: true,
      isPublic: true,
      id: 5000,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      readerName: 'Jo',
      isApproved: false,
      isPublic: false,
      category: 'growth',
    });
    expect(res.body.id).not.toBe(5000);
    const [row] = await sql(
      `select is_approved, is_public from reader_impact_stories where id = ${res.body.id}`,
    );
    expect(row).toMatchObject({ is_approved: 0, is_public: 0 });
    const listed = await client.get('/api/impact-stories');
    expect(listed.body.some((s: { id: number }) => s.id === res.body.id)).toBe(false);
  });

  it('keeps markup as text: once approved, the API returns it verbatim for the page to render as text', async () => {
    const story = '<img src=x onerror="alert(1)"><b>bold</b>';
    const res = await client.post('/api/impact-stories', { ...good, story });
    await site.data.db.$client.execute(
      `update reader_impact_stories set is_approved = 1, is_public = 1 where id = ${res.body.id}`,
    );
    const listed = await client.get('/api/impact-stories');
    expect(listed.body.find((s: { id: number }) => s.id === res.body.id).story).toBe(story);
  });

  it.each([
    ['readerName', { ...good, readerName: '' }],
    ['story', { ...good, story: ' ' }],
    ['bookId', { ...good, bookId: undefined }],
    ['bookId', { ...good, bookId: 999 }],
    ['category', { ...good, category: 'fame' }],
  ])('refuses a bad %s with 400 and that field error', async (field, body) => {
    const res = await client.post('/api/impact-stories', body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('refuses malformed JSON and bodies over 64 KiB', async () => {
    expect(
      (await client.post('/api/impact-stories', '{', { 'content-type': 'application/json' })).status,
    ).toBe(400);
    expect((await client.post('/api/impact-stories', { ...good, story: 'x'.repeat(70_000) })).status).toBe(
      413,
    );
  });

  it('a filled honeypot stores nothing', async () => {
    const before = (await sql('select count(*) as n from reader_impact_stories'))[0]!.n;
    const res = await client.post('/api/impact-stories', { ...good, website: 'spam' });
    expect(res.status).toBe(201);
    expect((await sql('select count(*) as n from reader_impact_stories'))[0]!.n).toBe(before);
  });
});
