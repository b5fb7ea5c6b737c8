/** The public read API (CONTRACT.md §4): shapes, good and bad ids, caching. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;
const get = (path: string) => fetch(new URL(path, site.url), { redirect: 'manual' });

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.stop();
});

// SPEC.md's fields, and CONTRACT.md §10's series and shops.
// SPEC.md's fields, CONTRACT.md §10's series and shops, and §20's book page facts and catalogue place.
const BOOK_KEYS = [
  'amazonUrl',
  'coverImage',
  'description',
  'featured',
  'formats',
  'id',
  'pageCount',
  'position',
  'praise',
  'publishedOn',
  'rating',
  'retailers',
  'reviewCount',
  'seriesName',
  'seriesOrder',
  'title',
];
const PREVIEW_KEYS = ['bookId', 'chapterNumber', 'chapterTitle', 'content', 'id', 'isPreview'];
// SPEC.md's fields, and CONTRACT.md §10's status and tags.
const POST_KEYS = ['content', 'coverImage', 'excerpt', 'id', 'publishedAt', 'status', 'tags', 'title'];

describe('GET /api/books', () => {
  it('lists the 14 seeded books in id order with the SPEC.md fields, cacheable', async () => {
    const res = await get('/api/books');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const books = (await res.json()) as Record<string, unknown>[];
    expect(books.map((b) => b.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const book of books) expect(Object.keys(book).sort()).toEqual(BOOK_KEYS);
    expect(books[0]).toMatchObject({ title: 'The Red Door', rating: '4.8', featured: true });
  });

  it('lists only the featured books at /api/books/featured', async () => {
    const res = await get('/api/books/featured');
    expect(res.status).toBe(200);
    const books = (await res.json()) as { id: number; featured: boolean }[];
    expect(books.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(books.every((b) => b.featured)).toBe(true);
  });
});

describe('GET /api/books/{id} and /api/books/{id}/previews', () => {
  it('returns one book by id', async () => {
    const res = await get('/api/books/2');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 2, title: 'Loud Little Heart' });
  });

  it("returns a book's previews in chapter order, and [] for a book without one", async () => {
    const res = await get('/api/books/1/previews');
    expect(res.status).toBe(200);
    const previews = (await res.json()) as Record<string, unknown>[];
    expect(previews.length).toBeGreaterThan(0);
    for (const p of previews) expect(Object.keys(p).sort()).toEqual(PREVIEW_KEYS);
    expect(previews[0]).toMatchObject({
      bookId: 1,
      chapterNumber: 1,
      chapterTitle: 'Chapter One: The Red Door',
    });
    const none = await get('/api/books/12/previews');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
  });

  it.each(['0', '99', '9999999999999999999', 'abc', '1.5', '-1', '%20', '1e2'])(
    'answers 404 JSON for the id %j, never 500',
    async (id) => {
      for (const path of [`/api/books/${id}`, `/api/books/${id}/previews`]) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ message: expect.any(String) });
      }
    },
  );

  it('answers 405 to writes it does not handle', async () => {
    const res = await fetch(new URL('/api/books', site.url), {
      method: 'DELETE',
      headers: { origin: new URL(site.url).origin },
    });
    expect(res.status).toBe(405);
  });
});

describe('GET /api/blog and /api/blog/{id}', () => {
  it('lists posts newest first with ISO dates', async () => {
    const res = await get('/api/blog');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const posts = (await res.json()) as { id: number; publishedAt: string }[];
    expect(posts.length).toBe(8);
    for (const p of posts) expect(Object.keys(p).sort()).toEqual(POST_KEYS);
    const dates = posts.map((p) => Date.parse(p.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(posts[0]?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('returns one post by id', async () => {
    const res = await get('/api/blog/3');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: 3,
      title: 'Behind the Seams: How Always Be Fabulous Was Born',
      publishedAt: '2025-03-05T14:00:00.000Z',
    });
  });

  it.each(['0', '99', 'abc', '3x'])('answers 404 JSON for the id %j', async (id) => {
    const res = await get(`/api/blog/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });
});

describe("SPEC.md §7's listed-but-unused paths", () => {
  it('GET /api/challenges answers as /api/reading-challenges does', async () => {
    const [res, same] = await Promise.all([get('/api/challenges'), get('/api/reading-challenges')]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const challenges = (await res.json()) as { id: number; title: string }[];
    expect(challenges.length).toBeGreaterThan(0);
    expect(challenges).toEqual(await same.json());
  });

  it("GET /api/community/insights lists SPEC.md's insight fields, newest first", async () => {
    const res = await get('/api/community/insights');
    expect(res.status).toBe(200);
    const insights = (await res.json()) as Record<string, unknown>[];
    expect(insights.length).toBeGreaterThan(0);
    for (const insight of insights)
      expect(Object.keys(insight).sort()).toEqual(['bookId', 'confidence', 'generatedAt', 'id', 'insight']);
    expect((await fetch(new URL('/api/community/insights', site.url), { method: 'POST' })).status).toBe(405);
  });
});

describe('page routes that answer on demand', () => {
  it('/book-preview/{id} redirects permanently to /book/{id}/preview', async () => {
    const res = await get('/book-preview/3');
    expect([301, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location')!, site.url).pathname).toBe('/book/3/preview');
  });

  it.each([
    ['/book/99/preview', 'Book Not Found'],
    ['/book/abc/preview', 'Book Not Found'],
    ['/book/0/preview', 'Book Not Found'],
    ['/blog/99', 'Post Not Found'],
    ['/blog/not-a-post', 'Post Not Found'],
    ['/book/1/nothing-here', 'Page Not Found'],
  ])('%s answers 404 with %s', async (path, heading) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(heading);
  });

  it('a known book and post are served pre-rendered with 200', async () => {
    for (const path of ['/book/1/preview', '/book/14/preview', '/blog/1', '/catalog', '/']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('a book or post added after the build is rendered from the database instead of a 404', async () => {
    const { db } = site.data;
    await db.$client.execute(
      "INSERT INTO books (id, title, description, cover_image, amazon_url, rating, review_count, featured) VALUES (500, 'Brand New Book', 'Fresh off the press.', '/images/covers/book-1.svg', 'https://www.amazon.com/dp/B000000000', '4.6', 3, 0)",
    );
    await db.$client.execute(
      "INSERT INTO blog_posts (id, title, excerpt, content, cover_image, published_at) VALUES (500, 'Hot Off the Blog', 'Just now.', 'Line one\n\n<b>not bold</b>', '', 1767225600000)",
    );
    const book = await get('/book/500/preview');
    expect(book.status).toBe(200);
    const bookHtml = await book.text();
    expect(bookHtml).toContain('Brand New Book');
    expect(bookHtml).toContain('Preview Coming Soon');
    const post = await get('/blog/500');
    expect(post.status).toBe(200);
    const postHtml = await post.text();
    expect(postHtml).toContain('Hot Off the Blog');
    // Posts are Markdown (CONTRACT.md §10, CommonMark): HTML typed into one is HTML, sanitized.
    expect(postHtml).toContain('<b>not bold</b>');
    expect((await get('/api/books/500')).status).toBe(200);
  });
});

describe('feeds and crawling', () => {
  it('/rss.xml carries every post with its full text', async () => {
    const res = await get('/rss.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml.match(/<item>/g)).toHaveLength(8);
    expect(xml).toContain('<content:encoded>');
    expect(xml).toContain('Likable is not the job. Alive is the job.');
  });

  it('/robots.txt points at the sitemap, which lists every book and post page but no admin page', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap-index\.xml$/m);
    const index = await (await get('/sitemap-index.xml')).text();
    const [, first] = /<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/.exec(index) ?? [];
    const sitemap = await (await get(first!)).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) =>
      m[1]!.replace(/\/$/, ''),
    );
    for (let id = 1; id <= 14; id++) expect(paths).toContain(`/book/${id}/preview`);
    for (let id = 1; id <= 8; id++) expect(paths).toContain(`/blog/${id}`);
    for (const p of [
      '',
      '/catalog',
      '/blog',
      '/about',
      '/about/journey',
      '/start-here',
      '/writing-services',
      '/busy-brain',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.filter((p) => p.startsWith('/admin') || p === '/blog/create')).toEqual([]);
  });
});
