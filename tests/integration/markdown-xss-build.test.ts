/**
 * CONTRACT.md §10: no script, no event-handler attribute and no `javascript:` URL from
 * the owner's Markdown survives into the BUILT site. A database is seeded with the XSS
 * corpus (tests/fixtures/xss-markdown.ts) as posts (body, title, excerpt, tags), as
 * preview chapters and as the About page's biography (a site text), the site is built
 * from it, and every such page and the feed are compared with a clean page of the same
 * template: they may hold no active content the clean page does not.
 *
 * The same build runs at once with a second one from another database, in the same
 * checkout (two `npm start` processes, or a test beside another): each build's pages show
 * its own database's content, never the other's (Astro keeps the content it read in its
 * cache folder, one per build).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { buildSite, PROJECT_ROOT } from '../../scripts/build-site';
import { TEST_BUILD_DIR } from '../support/build';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { XSS_MARKDOWN } from '../fixtures/xss-markdown';
import { findActiveContent } from '../support/xss-check';
import { SEED_TEXTS } from '../../src/features/site-texts/seed-files';
import { renderMarkdown } from '../../src/lib/markdown.server';

const OUT = join(PROJECT_ROOT, '.builds', `xss-test-${process.pid}`);
/** The build beside it, from another database. */
const OTHER_OUT = join(PROJECT_ROOT, '.builds', `concurrent-test-${process.pid}`);
/** A post each database holds and the other does not. */
const ONLY_HERE = 'Only In The XSS Database';
const ONLY_THERE = 'Only In The Other Database';
const page = (path: string) => readFileSync(join(OUT, 'client', path, 'index.html'), 'utf8');
/** The same page in the test run's build of the clean seeded site. */
const cleanPage = (path: string) => readFileSync(join(TEST_BUILD_DIR, 'client', path, 'index.html'), 'utf8');

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/**
 * Active content of a whole page, counted by kind. The site's own inline SVG icons repeat
 * with the number of cards, so <svg> itself is not counted (scripts, handlers and URLs
 * inside one still are).
 */
function activeCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const finding of findActiveContent(html, { fragment: false }))
    if (finding !== '<svg>') counts.set(finding, (counts.get(finding) ?? 0) + 1);
  return counts;
}

/** What `html` holds beyond the clean page of its template. */
function extra(html: string, clean: Map<string, number>): string[] {
  return [...activeCounts(html)].filter(([k, n]) => n > (clean.get(k) ?? 0)).map(([k]) => k);
}

describe('the XSS corpus in a built site', () => {
  let data: TestDatabase;
  let other: TestDatabase;
  const posts: number[] = [];
  const books: number[] = [];

  beforeAll(async () => {
    data = await createTestDatabase();
    const { db } = data;
    for (const [i, markdown] of XSS_MARKDOWN.entries()) {
      const [post] = await db
        .insert(s.blogPosts)
        .values({
          title: i % 5 === 0 ? markdown : `Payload ${i}`,
          excerpt: i % 7 === 0 ? markdown : `Excerpt ${i}`,
          content: `Before the payload.\n\n${markdown}\n\nAfter it.`,
          publishedAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
          tags: i % 9 === 0 ? [`tag ${i} <img src=x onerror=alert(1)>`] : [],
        })
        .returning();
      posts.push(post!.id);
      const [book] = await db
        .insert(s.books)
        .values({
          title: `Book ${i}`,
          description: 'A book.',
          coverImage: '/images/covers/book-1.svg',
          amazonUrl: '',
          rating: '4',
          retailers:
            i % 11 === 0 ? [{ label: 'Shop <script>alert(1)</script>', url: 'https://example.com/b' }] : [],
        })
        .returning();
      books.push(book!.id);
      await db
        .insert(s.bookPreviews)
        .values({ bookId: book!.id, chapterTitle: `Chapter ${i}`, content: markdown, chapterNumber: 1 });
    }
    // The About text written straight to its row, as an edit would have left it when the
    // admin's check knew neither character references nor reference-style links: every
    // payload with no HTML tag and no plain `](javascript:` link (the site's check now
    // refuses all of these too; the page must hold none of them either way).
    const aboutBody = XSS_MARKDOWN.filter(
      (markdown) =>
        !/<[a-z/!?]/i.test(markdown) && !/\]\(\s*<?\s*(javascript|data|vbscript):/i.test(markdown),
    ).join('\n\n');
    const about = JSON.stringify({ ...SEED_TEXTS.about, body: aboutBody });
    await db
      .insert(s.siteTexts)
      .values({ key: 'about', value: about })
      .onConflictDoUpdate({ target: s.siteTexts.key, set: { value: about } });
    other = await createTestDatabase();
    for (const [database, title] of [
      [db, ONLY_HERE],
      [other.db, ONLY_THERE],
    ] as const)
      await database.insert(s.blogPosts).values({
        title,
        excerpt: 'A post that only one database holds.',
        content: 'Its own words.',
        publishedAt: new Date(),
      });
    const env = (database: TestDatabase) => ({
      ...process.env,
      DATABASE_URL: database.url,
      SITE_URL: 'http://localhost:4321',
    });
    await Promise.all([buildSite(OUT, env(data)), buildSite(OTHER_OUT, env(other))]);
  }, 600_000);

  afterAll(() => {
    data?.cleanup();
    other?.cleanup();
    rmSync(OUT, { recursive: true, force: true });
    rmSync(OTHER_OUT, { recursive: true, force: true });
  });

  it("two builds at once: each one's blog lists its own database's post and not the other's", () => {
    const blog = page('blog');
    expect(blog).toContain(ONLY_HERE);
    expect(blog).not.toContain(ONLY_THERE);
    const otherBlog = readFileSync(join(OTHER_OUT, 'client/blog/index.html'), 'utf8');
    expect(otherBlog).toContain(ONLY_THERE);
    expect(otherBlog).not.toContain(ONLY_HERE);
  });

  it('built a page for every payload', () => {
    expect(posts).toHaveLength(XSS_MARKDOWN.length);
    for (const id of posts)
      expect(existsSync(join(OUT, 'client', 'blog', String(id), 'index.html'))).toBe(true);
    for (const id of books)
      expect(existsSync(join(OUT, 'client', 'book', String(id), 'preview', 'index.html'))).toBe(true);
  });

  it('no post page holds a script, handler or script URL beyond a clean post page', () => {
    const clean = activeCounts(page('blog/1'));
    for (const [i, id] of posts.entries())
      expect(extra(page(`blog/${id}`), clean), XSS_MARKDOWN[i]).toEqual([]);
  });

  it('no preview page does either, beyond a clean preview page', () => {
    const clean = activeCounts(page('book/1/preview'));
    for (const [i, id] of books.entries())
      expect(extra(page(`book/${id}/preview`), clean), XSS_MARKDOWN[i]).toEqual([]);
  });

  it('nor does the About page, whatever its stored biography says', () => {
    expect(extra(page('about'), activeCounts(cleanPage('about')))).toEqual([]);
  });

  it('the About biography is rendered by the one sanitising pipeline, as posts are', async () => {
    expect(cleanPage('about')).toContain(await renderMarkdown(SEED_TEXTS.about.body));
  });

  it('nor do the blog index, the tag pages or the catalogue', () => {
    expect(extra(page('blog'), activeCounts(cleanPage('blog')))).toEqual([]);
    expect(extra(page('catalog'), activeCounts(cleanPage('catalog')))).toEqual([]);
    for (const tag of ['tag-0-img-src-x-onerror-alert-1', 'tag-9-img-src-x-onerror-alert-1'])
      expect(extra(page(`blog/tag/${tag}`), activeCounts(cleanPage('blog/tag/life')))).toEqual([]);
  });

  it('the feed carries every post, and its HTML content holds none either', () => {
    const xml = readFileSync(join(OUT, 'client', 'rss.xml'), 'utf8');
    const unescape = (text: string) =>
      text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => XML_ENTITIES[e]!);
    const items = [...xml.matchAll(/<content:encoded>([\s\S]*?)<\/content:encoded>/g)].map((m) =>
      unescape(m[1]!),
    );
    expect(items.length).toBeGreaterThanOrEqual(XSS_MARKDOWN.length);
    for (const html of items) expect(findActiveContent(html)).toEqual([]);
  });
});
