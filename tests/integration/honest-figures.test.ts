/**
 * Honest by default (CONTRACT.md §16) against the built server: the products' badges in the
 * public and admin product APIs (the owner sets and clears them; the API validates them),
 * GET /api/admin/demo-content and POST /api/admin/demo-content/remove (admin only, one step,
 * a second call removes nothing, the owner's and visitors' things intact, a publish
 * requested), and the subscribe answer that says to confirm by mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { readGeneration } from '../../src/features/publishing/publish.queries';
import { ensureAdmin } from '../../scripts/admin-create';
import { send, signIn } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'owner-honest@example.com';
const PASSWORD = 'a long enough password';

let site: TestSite;
let cookie: string;
const admin = (path: string, method = 'GET', body?: unknown) =>
  send(site.url, path, { method, body, cookie });
const publicProduct = async (id: number) =>
  (await send(site.url, '/api/abf/products')).json<{ id: number }[]>().find((p) => p.id === id);

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
  cookie = await signIn(site.url, EMAIL, PASSWORD);
});
afterAll(() => site?.stop());

describe('product badges', () => {
  it("carry SPEC.md's demo values in the public and the admin product API", async () => {
    const badges = { rating: 5, reviewCount: 47, viewedCount: 12, limitedStock: true, demo: true };
    expect(await publicProduct(1)).toMatchObject({ ...badges, name: 'Classic Dad Hat', bestseller: true });
    expect(await publicProduct(2)).toMatchObject({ ...badges, bestseller: false });
    const all = (await admin('/api/admin/abf/products')).json<{ id: number }[]>();
    expect(all.find((p) => p.id === 1)).toMatchObject({ ...badges, bestseller: true });
  });

  it('are the owner’s to change and clear, and are validated', async () => {
    const patch = await admin('/api/admin/abf/products/2', 'PATCH', {
      rating: 4.5,
      reviewCount: 3,
      viewedCount: null,
      limitedStock: false,
      bestseller: true,
    });
    expect(patch.status).toBe(200);
    expect(patch.json()).toMatchObject({ rating: 4.5, reviewCount: 3, viewedCount: null, bestseller: true });
    expect(await publicProduct(2)).toMatchObject({ rating: 4.5, reviewCount: 3, viewedCount: null });

    for (const bad of [
      { rating: 5.5 },
      { rating: -1 },
      { reviewCount: 1.5 },
      { viewedCount: -3 },
      { bestseller: 'yes' },
    ]) {
      const answer = await admin('/api/admin/abf/products/2', 'PATCH', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(answer.json().errors)).toEqual(Object.keys(bad));
    }
    // A client never marks its product as demo.
    await admin('/api/admin/abf/products/2', 'PATCH', { demo: false });
    expect(await publicProduct(2)).toMatchObject({ demo: true });

    const created = await admin('/api/admin/abf/products', 'POST', {
      name: 'Plain Tee',
      category: 'shirt',
      color: 'White',
      imageUrl: '/images/shop/product-5.svg',
      demo: true,
    });
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({
      rating: null,
      reviewCount: null,
      viewedCount: null,
      limitedStock: false,
      bestseller: false,
      demo: false,
    });
  });

  it('401 for a visitor', async () => {
    expect(
      (await send(site.url, '/api/admin/abf/products/2', { method: 'PATCH', body: { rating: 1 } })).status,
    ).toBe(401);
  });
});

describe("an owner's own book says only what she wrote", () => {
  it('no rating she never gave, its own reading time, and no free chapter promised before there is one', async () => {
    const created = await admin('/api/admin/books', 'POST', {
      title: 'A Book of Her Own',
      description: 'Written, not seeded.',
      coverImage: 'https://example.com/cover.jpg',
    });
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    // Rendered on demand (the book is newer than the build), from the same templates.
    const page = await send(site.url, `/book/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('A Book of Her Own');
    expect(page.text).not.toContain('Rated 0 out of 5');
    expect(page.text).not.toContain('(0 reviews)');
    const soon = (await send(site.url, `/book/${id}/preview`)).text;
    expect(soon).toContain('Preview Coming Soon');
    expect(soon).not.toContain('Read a free preview of');

    // A first chapter of 1,500 words: its own reading time (200 words a minute), not the demo's '~5'.
    const chapter = await admin(`/api/admin/books/${id}/previews`, 'POST', {
      chapterTitle: 'Chapter One',
      content: Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' '),
      chapterNumber: 1,
    });
    expect(chapter.status).toBe(201);
    const preview = (await send(site.url, `/book/${id}/preview`)).text;
    expect(preview).toContain('~8 minute read');
    expect(preview).toContain('Read a free preview of A Book of Her Own');
    // The seeded demo keeps SPEC.md's text.
    expect((await send(site.url, '/book/1/preview')).text).toContain('~5 minute read');
  });
});

describe('demo content', () => {
  it.each([
    '/api/books',
    '/api/books/featured',
    '/api/books/1',
    '/api/books/1/previews',
    '/api/blog',
    '/api/blog/1',
    '/api/community-milestones',
    '/api/reading-challenges',
  ])("%s keeps its public fields: the demo mark is the admin's alone", async (path) => {
    const answer = await send(site.url, path);
    expect(answer.status).toBe(200);
    const body = answer.json<Record<string, unknown> | Record<string, unknown>[]>();
    const records = Array.isArray(body) ? body : [body];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record).not.toHaveProperty('demo');
  });

  it.each([
    ['GET', '/api/admin/demo-content'],
    ['POST', '/api/admin/demo-content/remove'],
  ])('%s %s answers 401 to a visitor and removes nothing', async (method, path) => {
    const answer = await send(site.url, path, { method });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String) });
    expect((await site.data.db.select().from(s.books)).length).toBeGreaterThan(0);
  });

  it('is counted, removed in one step with a publish, and a second call removes nothing', async () => {
    const status = await admin('/api/admin/demo-content');
    expect(status.status).toBe(200);
    expect(status.json()).toEqual({
      demo: true,
      counts: expect.objectContaining({ books: 14, figures: 11, challenges: 1 }),
    });

    // The owner's own post and a visitor's shelf, which must stay.
    const [post] = await site.data.db
      .insert(s.blogPosts)
      .values({ title: 'Mine', excerpt: 'Mine', content: 'Mine', publishedAt: new Date() })
      .returning();
    await site.data.db.insert(s.userReadingProgress).values({ userId: 'v-1', bookId: 8, shelfKey: 'book:8' });
    const generation = await readGeneration(site.data.db);

    const removed = await admin('/api/admin/demo-content/remove', 'POST');
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({
      removed: expect.objectContaining({ books: 14, posts: 8, figures: 11, texts: 11, challenges: 1 }),
      kept: { books: 0, products: 0, challenges: 0 },
    });
    expect(await readGeneration(site.data.db)).toBe(generation + 1);
    expect((await admin('/api/admin/demo-content')).json().demo).toBe(false);
    expect((await send(site.url, '/api/abf/products')).json()).toEqual([
      expect.objectContaining({ name: 'Plain Tee' }),
    ]);
    expect((await site.data.db.select().from(s.blogPosts)).map((p) => p.id)).toEqual([post!.id]);
    // The seeded challenge, which nobody joined, is gone from the public API (the community page and tracker build from it).
    expect((await send(site.url, '/api/reading-challenges')).json()).toEqual([]);
    const [entry] = await site.data.db
      .select()
      .from(s.userReadingProgress)
      .where(eq(s.userReadingProgress.userId, 'v-1'));
    expect(entry).toMatchObject({ bookId: null, title: 'The Bold Year' });

    const again = await admin('/api/admin/demo-content/remove', 'POST');
    expect(again.status).toBe(200);
    expect(Object.values(again.json().removed).every((n) => n === 0)).toBe(true);
    expect(await readGeneration(site.data.db)).toBe(generation + 1);
  });

  it('answers 405 for another method', async () => {
    expect((await admin('/api/admin/demo-content', 'POST')).status).toBe(405);
    expect((await admin('/api/admin/demo-content/remove', 'GET')).status).toBe(405);
  });
});

describe('the subscribe answer', () => {
  it('says to confirm by mail, with the free guide after, for a new and a known address alike', async () => {
    for (const status of [201, 200]) {
      const answer = await send(site.url, '/api/newsletter/subscribe', {
        method: 'POST',
        body: { email: 'honest@example.com' },
      });
      expect(answer.status).toBe(status);
      expect(answer.json()).toMatchObject({
        message: 'Welcome to the Fabulous Readers Club!',
        description: expect.stringMatching(/^Check your email and click the link to confirm your address/),
      });
      expect(answer.json().description).toMatch(/free guide for beginning writers follows as soon as you do/);
    }
  });
});
