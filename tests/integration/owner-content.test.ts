/**
 * The owner's content endpoints (CONTRACT.md §10), against the built site: books and
 * chapters, posts with drafts, schedules and tags, the Markdown preview, media uploads
 * (stored locally), and the scheduled-post cron. Anonymous calls answer 401, bad input
 * 400/409/413, and each write's effect is checked in the database and on the site.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProgress } from '../../src/features/tracker/progress.queries';
import { getState, STATE } from '../../src/features/publishing/publish.queries';
import { bookCard, postCard } from '../../src/features/og/cards.server';
import * as s from '../../db/schema';
import { adminSession, postForm, send } from '../support/admin-http';
import { multipart, partialUpload } from '../support/media-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'owner@example.com';
const PASSWORD = 'a long enough password';
const CRON = 'cron-secret-for-owner-tests';

let site: TestSite;
let cookie: string;
let mediaDir: string;
const call = (path: string, method = 'GET', body?: unknown) => send(site.url, path, { method, body, cookie });
const publishRequestedAt = async () =>
  (await getState(site.data.db, [STATE.publishRequestedAt]))[STATE.publishRequestedAt];

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'site-media-'));
  site = await startTestSite({ MEDIA_DIR: mediaDir, CRON_SECRET: CRON });
  cookie = await adminSession(site, EMAIL, PASSWORD);
});
afterAll(async () => {
  await site?.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/api/admin/books'],
    ['POST', '/api/admin/books'],
    ['PATCH', '/api/admin/books/1'],
    ['DELETE', '/api/admin/books/1'],
    ['GET', '/api/admin/books/1/previews'],
    ['POST', '/api/admin/books/1/previews'],
    ['PATCH', '/api/admin/books/1/previews/1'],
    ['DELETE', '/api/admin/books/1/previews/1'],
    ['POST', '/api/admin/markdown'],
    ['POST', '/api/admin/media'],
  ])('%s %s answers 401 and changes nothing', async (method, path) => {
    const withBody = method === 'POST' || method === 'PATCH';
    const answer = await send(site.url, path, { method, body: withBody ? { title: 'x' } : undefined });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it('is sent to sign in from the draft preview', async () => {
    const answer = await send(site.url, '/admin/preview/blog/1');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/admin/login?next=%2Fadmin%2Fpreview%2Fblog%2F1');
  });

  it('cannot run the scheduled-post cron without its secret', async () => {
    expect((await send(site.url, '/api/cron/publish-due')).status).toBe(401);
    expect((await send(site.url, '/api/cron/publish-due', { cookie })).status).toBe(401);
    const answer = await send(site.url, '/api/cron/publish-due', {
      headers: { authorization: `Bearer ${CRON}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ published: expect.any(Boolean), issuesSent: [] });
  });
});

describe('books', () => {
  it('creates a book with a series and shops, ignoring server-owned fields, and requests a publish', async () => {
    const before = await publishRequestedAt();
    const created = await call('/api/admin/books', 'POST', {
      id: 1,
      title: 'The Fifteenth Book',
      description: 'A brand-new novel.',
      coverImage: '/images/covers/book-1.svg',
      rating: '4.5',
      reviewCount: 12,
      featured: true,
      seriesName: 'The Red Door Saga',
      seriesOrder: 2,
      retailers: [
        { label: 'Amazon', url: 'https://www.amazon.com/dp/B0FIFTEEN1' },
        { label: 'Bookshop', url: 'https://bookshop.org/b/15' },
      ],
    });
    expect(created.status).toBe(201);
    const book = created.json();
    expect(book).toMatchObject({
      title: 'The Fifteenth Book',
      rating: '4.5',
      reviewCount: 12,
      featured: true,
      seriesName: 'The Red Door Saga',
      seriesOrder: 2,
      amazonUrl: 'https://www.amazon.com/dp/B0FIFTEEN1',
      retailers: [
        { label: 'Amazon', url: 'https://www.amazon.com/dp/B0FIFTEEN1' },
        { label: 'Bookshop', url: 'https://bookshop.org/b/15' },
      ],
    });
    expect(book.id).toBeGreaterThan(14);
    expect(await publishRequestedAt()).not.toBe(before);
    const list = (await call('/api/admin/books')).json();
    expect(list.find((b: { id: number }) => b.id === book.id)).toMatchObject({ chapters: 0 });
    // Until the next build the new book is rendered on demand.
    const page = await send(site.url, `/book/${book.id}/preview`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Book 2 of The Red Door Saga');
    expect(page.text).toContain('https://bookshop.org/b/15');
  });

  it('takes only the required fields, and answers 400 with field errors for bad ones', async () => {
    const minimal = await call('/api/admin/books', 'POST', {
      title: 'Bare',
      description: 'Just the basics.',
      coverImage: 'https://example.com/c.jpg',
    });
    expect(minimal.status).toBe(201);
    expect(minimal.json()).toMatchObject({
      rating: '0',
      reviewCount: 0,
      featured: false,
      amazonUrl: '',
      retailers: [],
    });
    const bad = await call('/api/admin/books', 'POST', {
      title: '',
      description: 'd',
      coverImage: 'javascript:alert(1)',
      rating: 9,
      reviewCount: -1,
      seriesOrder: 0,
      retailers: [{ label: '', url: 'ftp://x' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['title', 'coverImage', 'rating', 'reviewCount', 'seriesOrder', 'retailers']),
    );
    const notJson = await postForm(site.url, '/api/admin/books', 'title=x', { cookie });
    expect(notJson.status).toBe(400);
    const huge = await call('/api/admin/books', 'POST', {
      title: 'x',
      description: 'd'.repeat(70_000),
      coverImage: '/c',
    });
    expect(huge.status).toBe(413);
  });

  it('edits a book, keeps what it does not send, and answers 404 for no book', async () => {
    const edited = await call('/api/admin/books/2', 'PATCH', {
      title: 'Loud Little Heart (Revised)',
      rating: 4.9,
      seriesName: '',
      retailers: [{ label: 'Apple Books', url: 'https://books.apple.com/b/2' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.json()).toMatchObject({
      id: 2,
      title: 'Loud Little Heart (Revised)',
      rating: '4.9',
      seriesName: null,
      retailers: [{ label: 'Apple Books', url: 'https://books.apple.com/b/2' }],
    });
    const [row] = await site.data.db.select().from(s.books).where(eq(s.books.id, 2));
    expect(row?.amazonUrl).toMatch(/^https:\/\/www\.amazon\.com\//);
    expect((await call('/api/admin/books/99999', 'PATCH', { title: 'x' })).status).toBe(404);
    expect((await call('/api/admin/books/abc', 'PATCH', { title: 'x' })).status).toBe(404);
    expect((await call('/api/admin/books/2', 'PATCH', { featured: 'yes' })).status).toBe(400);
  });

  it('deletes a book with its chapters; readers keep the title their shelf showed', async () => {
    const { db } = site.data;
    const [progress] = await db
      .insert(s.userReadingProgress)
      .values({ userId: 'reader-1', bookId: 6, progress: 40 })
      .returning();
    const [book6] = await db.select().from(s.books).where(eq(s.books.id, 6));
    expect(await db.select().from(s.bookPreviews).where(eq(s.bookPreviews.bookId, 6))).not.toHaveLength(0);

    expect((await call('/api/admin/books/6', 'DELETE')).status).toBe(204);
    expect(await db.select().from(s.books).where(eq(s.books.id, 6))).toHaveLength(0);
    expect(await db.select().from(s.bookPreviews).where(eq(s.bookPreviews.bookId, 6))).toHaveLength(0);
    const [kept] = await db
      .select()
      .from(s.userReadingProgress)
      .where(eq(s.userReadingProgress.id, progress!.id));
    expect(kept).toMatchObject({ bookId: null, title: book6!.title, progress: 40 });
    const shelf = await listProgress(db, 'reader-1');
    // The entry stays on the shelf under the title it showed, now as a book of the reader's own.
    expect(shelf[0]).toMatchObject({ bookId: null, book: null, title: book6!.title, progress: 40 });

    expect((await call('/api/admin/books/6', 'DELETE')).status).toBe(404);
    expect((await send(site.url, '/api/books/6')).status).toBe(404);
  });
});

describe('preview chapters', () => {
  it('adds, lists, renumbers by swapping, edits and deletes chapters, each with a publish', async () => {
    const one = await call('/api/admin/books/14/previews', 'POST', {
      chapterTitle: 'Prologue',
      content: '# Before\n\nIt began with a **door**.',
      chapterNumber: 10,
      isPreview: false,
    });
    expect(one.status).toBe(201);
    const two = await call('/api/admin/books/14/previews', 'POST', {
      chapterTitle: 'Epilogue',
      content: 'After.',
      chapterNumber: 11,
    });
    expect(two.json()).toMatchObject({ bookId: 14, chapterNumber: 11, isPreview: true });
    const dup = await call('/api/admin/books/14/previews', 'POST', {
      chapterTitle: 'X',
      content: 'x',
      chapterNumber: 11,
    });
    expect(dup.status).toBe(409);
    expect(dup.json().errors.chapterNumber).toBeDefined();

    const taken = await call(`/api/admin/books/14/previews/${one.json().id}`, 'PATCH', { chapterNumber: 11 });
    expect(taken.status).toBe(409);
    const swapped = await call(`/api/admin/books/14/previews/${one.json().id}`, 'PATCH', {
      chapterNumber: 11,
      swap: true,
    });
    expect(swapped.status).toBe(200);
    const list = (await call('/api/admin/books/14/previews')).json() as {
      id: number;
      chapterNumber: number;
    }[];
    expect(list.find((c) => c.id === one.json().id)?.chapterNumber).toBe(11);
    expect(list.find((c) => c.id === two.json().id)?.chapterNumber).toBe(10);

    const edited = await call(`/api/admin/books/14/previews/${two.json().id}`, 'PATCH', {
      chapterTitle: 'Coda',
    });
    expect(edited.json()).toMatchObject({ chapterTitle: 'Coda', chapterNumber: 10 });
    expect(
      (await call(`/api/admin/books/13/previews/${two.json().id}`, 'PATCH', { chapterTitle: 'x' })).status,
    ).toBe(404);
    expect(
      (await call(`/api/admin/books/14/previews/${two.json().id}`, 'PATCH', { chapterNumber: 0 })).status,
    ).toBe(400);
    expect((await call(`/api/admin/books/14/previews/${two.json().id}`, 'DELETE')).status).toBe(204);
    expect((await call(`/api/admin/books/14/previews/${two.json().id}`, 'DELETE')).status).toBe(404);
    expect(
      (
        await call('/api/admin/books/99999/previews', 'POST', {
          chapterTitle: 'X',
          content: 'x',
          chapterNumber: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('/api/admin/books/14/previews', 'POST', {
          chapterTitle: '',
          content: '',
          chapterNumber: 'one',
        })
      ).status,
    ).toBe(400);
  });
});

describe('posts: drafts, schedules and tags', () => {
  const hour = 3_600_000;
  const make = (fields: Record<string, unknown>) =>
    call('/api/admin/blog-posts', 'POST', {
      title: 'T',
      excerpt: 'Excerpt.',
      content: '## A heading\n\nWith a [link](https://example.com).',
      publishedAt: new Date(Date.now() - hour).toISOString(),
      ...fields,
    });

  it('keeps drafts and scheduled posts off the blog, its API and its pages; shows live ones', async () => {
    const draft = (await make({ title: 'Secret Draft', status: 'draft' })).json();
    const scheduled = (
      await make({ title: 'Scheduled Post', publishedAt: new Date(Date.now() + 48 * hour).toISOString() })
    ).json();
    const live = (
      await make({ title: 'Live Post', tags: ['Writing Craft', 'writing craft', 'Brand New Tag'] })
    ).json();
    expect(draft).toMatchObject({ status: 'draft', tags: [] });
    expect(scheduled).toMatchObject({ status: 'published' });
    expect(live.tags).toEqual(['Writing Craft', 'Brand New Tag']);

    const api = (await send(site.url, '/api/blog')).json() as { id: number }[];
    expect(api.map((p) => p.id)).toContain(live.id);
    expect(api.map((p) => p.id)).not.toContain(draft.id);
    expect(api.map((p) => p.id)).not.toContain(scheduled.id);
    for (const id of [draft.id, scheduled.id]) {
      expect((await send(site.url, `/api/blog/${id}`)).status).toBe(404);
      const page = await send(site.url, `/blog/${id}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Post Not Found');
    }
    const page = await send(site.url, `/blog/${live.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h2>A heading</h2>');
    expect(page.text).toContain('<a href="https://example.com">link</a>');
    expect(page.text).toContain('href="/blog/tag/brand-new-tag"');
    // A tag first used since the build is rendered on demand; an unknown one is not found.
    const tag = await send(site.url, '/blog/tag/brand-new-tag');
    expect(tag.status).toBe(200);
    expect(tag.text).toContain('Posts tagged “Brand New Tag”');
    expect(tag.text).toContain('Live Post');
    expect((await send(site.url, '/blog/tag/no-such-tag')).status).toBe(404);
  });

  it('lets the admin preview a draft exactly as it will look', async () => {
    const draft = (
      await make({
        title: 'Preview Me',
        status: 'draft',
        content: '# Big news\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      })
    ).json();
    const preview = await call(`/admin/preview/blog/${draft.id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.text).toContain('Draft preview');
    expect(preview.text).toContain('<h2>Big news</h2>');
    expect(preview.text).toContain('<td>1</td>');
    expect(preview.text).toContain('name="robots" content="noindex');
    expect((await call('/admin/preview/blog/99999')).status).toBe(404);
  });

  it('publishes a draft when its status changes, and refuses bad statuses and tags', async () => {
    const draft = (await make({ title: 'Soon Public', status: 'draft' })).json();
    const changed = await call(`/api/admin/blog-posts/${draft.id}`, 'PATCH', { status: 'published' });
    expect(changed.json()).toMatchObject({ status: 'published' });
    expect((await send(site.url, `/api/blog/${draft.id}`)).status).toBe(200);
    const bad = await make({ status: 'live', tags: ['ok', '!!!', 'x'.repeat(41)] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['status', 'tags']));
    expect((await make({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).status).toBe(400);
  });

  it('requests a publish from the cron once a scheduled post is due, and once only', async () => {
    const cron = () =>
      send(site.url, '/api/cron/publish-due', { headers: { authorization: `Bearer ${CRON}` } });
    await cron(); // the last check: now
    await site.data.db
      .insert(s.blogPosts)
      .values({ title: 'Due soon', excerpt: 'e', content: 'c', publishedAt: new Date(Date.now() + 1500) });
    expect((await cron()).json()).toEqual({ published: false, issuesSent: [] });
    await new Promise((done) => setTimeout(done, 2000));
    const before = await publishRequestedAt();
    expect((await cron()).json()).toEqual({ published: true, issuesSent: [] });
    expect(await publishRequestedAt()).not.toBe(before);
    expect((await cron()).json()).toEqual({ published: false, issuesSent: [] });
  });
});

describe('the Markdown preview', () => {
  it('renders with the pages’ own pipeline: sanitized, headings under the title', async () => {
    const answer = await call('/api/admin/markdown', 'POST', {
      content: '# Hi\n\n[x](javascript:alert(1)) <script>alert(1)</script>',
      kind: 'chapter',
    });
    expect(answer.status).toBe(200);
    const { html } = answer.json();
    expect(html).toContain('<h3>Hi</h3>'); // a chapter's headings sit under its h2
    expect(html).not.toContain('javascript:alert(1)"');
    expect(html).not.toContain('<script>');
    expect((await call('/api/admin/markdown', 'POST', { kind: 'post' })).status).toBe(400);
    expect((await call('/api/admin/markdown', 'POST', { content: 'x', kind: 'poem' })).status).toBe(400);
    expect((await call('/api/admin/markdown', 'POST', { content: 'x'.repeat(70_000) })).status).toBe(413);
  });
});

describe('media uploads', () => {
  const upload = async (bytes: Buffer, options?: Parameters<typeof multipart>[1]) => {
    const { body, contentType } = multipart(bytes, options);
    const response = await fetch(new URL('/api/admin/media', site.url), {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { cookie, 'content-type': contentType },
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  };
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 74, g: 29, b: 92 } } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Owner', Copyright: 'GPS 51.5N' } })
      .toBuffer();

  it('stores an image in responsive sizes and serves them with a year of immutable caching', async () => {
    const answer = await upload(await jpeg(1500, 1000));
    expect(answer.status).toBe(201);
    const media = answer.json();
    expect(media).toMatchObject({
      width: 1280 < 1500 ? 1500 : 1500,
      height: 1000,
      widths: [320, 640, 960, 1280, 1500],
    });
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{32}\/1500\.jpg$/);
    const files = readdirSync(join(mediaDir, media.url.split('/')[2]));
    expect(files.sort()).toEqual(
      [
        '1280.jpg',
        '1280.webp',
        '1500.jpg',
        '1500.webp',
        '320.jpg',
        '320.webp',
        '640.jpg',
        '640.webp',
        '960.jpg',
        '960.webp',
      ].sort(),
    );
    const served = await fetch(new URL(media.url, site.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 1500, height: 1000 });
    expect(meta.exif).toBeUndefined();
    const webp = await fetch(new URL(media.url.replace('1500.jpg', '640.webp'), site.url));
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const again = await fetch(new URL(media.url, site.url), {
      headers: { 'if-none-match': served.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(new URL('/media/../../etc/passwd', site.url))).status).toBe(404);
    expect((await fetch(new URL(`/media/${'0'.repeat(32)}/640.jpg`, site.url))).status).toBe(404);
  });

  it('gives a post that uses an upload srcset, width and height, and lazy body images', async () => {
    const media = (await upload(await jpeg(800, 600))).json();
    const post = (
      await call('/api/admin/blog-posts', 'POST', {
        title: 'With Images',
        excerpt: 'e',
        content: `Intro.\n\n![A photo](${media.url})`,
        coverImage: media.url,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      })
    ).json();
    const page = (await send(site.url, `/blog/${post.id}`)).text;
    const base = media.url.replace(/\/\d+\.jpg$/, '');
    expect(page).toContain(
      `<source type="image/webp" srcset="${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/800.webp 800w"`,
    );
    expect(page).toMatch(
      new RegExp(`<img src="${media.url}" alt(="")? width="800" height="600" fetchpriority="high"`),
    );
    expect(page).toMatch(
      new RegExp(`<img src="${media.url}" alt="A photo" loading="lazy" decoding="async" srcset=`),
    );
  });

  it('reads the type from the bytes, not the name', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const renamed = await upload(png, { filename: 'notes.txt', type: 'text/plain' });
    expect(renamed.status).toBe(201);
    expect(renamed.json().url).toMatch(/\/40\.png$/);
    for (const [bytes, filename] of [
      [Buffer.from('hello, I am text'), 'cover.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'cover.png'],
      [Buffer.from('%PDF-1.7 pretending'), 'cover.webp'],
    ] as const) {
      const refused = await upload(bytes, { filename, type: 'image/jpeg' });
      expect(refused.status, filename).toBe(400);
      expect(refused.json().errors.file).toBeDefined();
    }
  });

  it('answers 400 without a multipart file, and a 0-byte file', async () => {
    expect((await call('/api/admin/media', 'POST', { file: 'x' })).status).toBe(400);
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
    expect((await upload(await jpeg(10, 10), { field: 'image' })).status).toBe(400);
    const broken = await send(site.url, '/api/admin/media', {
      method: 'POST',
      cookie,
      body: '--x\r\nnot really multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(broken.status).toBe(400);
  });

  it('answers 413 for more than 10 MB without waiting for the whole body', async () => {
    const declared = await partialUpload(site.url, cookie, {
      declaredBytes: 50 * 1024 * 1024,
      sendBytes: 512 * 1024,
    });
    expect(declared.status).toBe(413);
    expect(declared.sent).toBeLessThan(1024 * 1024);
    const streamed = await partialUpload(site.url, cookie, { sendBytes: 60 * 1024 * 1024 });
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(40 * 1024 * 1024);
    expect(JSON.parse(streamed.text).message).toMatch(/larger than 10 MB/);
  });
});

describe('Open Graph cards of content published since the build', () => {
  /** What the page's og:image points at, as a site path. */
  const ogImagePath = (html: string) =>
    new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
  const isCard = (png: Buffer) =>
    png.subarray(1, 4).toString('latin1') === 'PNG' &&
    png.readUInt32BE(16) === 1200 &&
    png.readUInt32BE(20) === 630;

  it('answers a live post’s card at once, the card the build will draw; never a draft’s', async () => {
    const fields = {
      excerpt: 'Shared the minute it went live.',
      content: 'Fresh words.',
      coverImage: '/images/covers/book-2.svg',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const made = await call('/api/admin/blog-posts', 'POST', { title: 'Just Went Live', ...fields });
    expect(made.status).toBe(201);
    const post = made.json();
    const page = await send(site.url, `/blog/${post.id}`);
    expect(page.status).toBe(200);
    const path = ogImagePath(page.text);
    expect(path).toBe(`/og/blog/${post.id}.png`);

    const card = await fetch(`${site.url}${path}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect(isCard(png)).toBe(true);
    const stored = (await site.data.db.select().from(s.blogPosts).where(eq(s.blogPosts.id, post.id)))[0]!;
    expect(png.equals(await postCard(stored))).toBe(true);

    const draft = (
      await call('/api/admin/blog-posts', 'POST', { title: 'Not Yet', status: 'draft', ...fields })
    ).json();
    for (const missing of [
      `/og/blog/${draft.id}.png`,
      '/og/blog/99999.png',
      `/og/blog/${post.id}`,
      '/og/blog/x.png',
    ]) {
      const answer = await fetch(`${site.url}${missing}`);
      expect(answer.status, missing).toBe(404);
      expect(answer.headers.get('cache-control'), missing).toBe('no-store');
      // Every 404 is the site's styled page (CONTRACT.md §20), an image's too.
      expect(await answer.text(), missing).toContain('Page Not Found');
    }
    expect((await fetch(`${site.url}/og/blog/${post.id}.png`, { method: 'POST' })).status).toBe(405);
  });

  it('answers a new book’s card at once, and 404 for no book', async () => {
    const made = await call('/api/admin/books', 'POST', {
      title: 'A Book Shared Early',
      description: 'Its card exists before the rebuild.',
      coverImage: '/images/covers/book-3.svg',
    });
    expect(made.status).toBe(201);
    const book = made.json();
    const page = await send(site.url, `/book/${book.id}/preview`);
    expect(page.status).toBe(200);
    const card = await fetch(`${site.url}${ogImagePath(page.text)}`);
    expect(card.status).toBe(200);
    const png = Buffer.from(await card.arrayBuffer());
    expect(isCard(png)).toBe(true);
    const stored = (await site.data.db.select().from(s.books).where(eq(s.books.id, book.id)))[0]!;
    expect(png.equals(await bookCard(stored))).toBe(true);
    const none = await fetch(`${site.url}/og/book/99999.png`);
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('Page Not Found');
  });
});
