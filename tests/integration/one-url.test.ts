/**
 * One URL per page and one not-found page (CONTRACT.md §20), against the built site: the
 * form with a trailing slash answers 308 to the one without, whatever the route; every
 * canonical tag is its page's sitemap entry; links, the sitemap and the feeds carry no
 * trailing slash; and every 404 a browser can meet is the site's styled page under a page's
 * policy, not raw text under the API's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.stop();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, site.url), { redirect: 'manual', ...init });

/** The sitemap's page URLs, as written. */
async function sitemapUrls(): Promise<string[]> {
  const index = await (await get('/sitemap-index.xml')).text();
  const urls: string[] = [];
  for (const [, map] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const body = await (await get(new URL(map!).pathname)).text();
    for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(loc!);
  }
  return urls;
}

describe('one URL per page', () => {
  it.each([
    ['/about/', '/about'],
    ['/catalog/?q=honey', '/catalog?q=honey'],
    ['/book/1/', '/book/1'],
    ['/book/1/preview/', '/book/1/preview'],
    ['/blog/1/', '/blog/1'],
    ['/always-be-fabulous/classic-dad-hat/', '/always-be-fabulous/classic-dad-hat'],
    ['/book/999/', '/book/999'],
    ['/api/books/', '/api/books'],
    // An id with leading zeros is the same page: its one URL, not a second copy.
    ['/book/01', '/book/1'],
    ['/book/001/preview', '/book/1/preview'],
    ['/book/2/preview/02', '/book/2/preview/2'],
    ['/blog/03', '/blog/3'],
    ['/book/01?from=mail', '/book/1?from=mail'],
  ])('%s answers 308 to %s', async (from, to) => {
    const answer = await get(from);
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(to);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never redirects to another site: //host/ stays on this one', async () => {
    const answer = await rawRequest(site.url, 'GET', '//example.com/');
    expect(answer?.status).toBe(308);
    expect(answer?.headers.location).toBe('/example.com');
  });

  it('keeps a POST a POST on its way (308)', async () => {
    const answer = await get('/api/newsletter/subscribe/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ email: 'slash@example.com' }),
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('/api/newsletter/subscribe');
  });

  it('gives every sitemap page a canonical tag that is exactly its sitemap entry, and no URL a trailing slash', async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(40);
    const mismatched: string[] = [];
    for (const url of urls) {
      const { pathname } = new URL(url);
      if (pathname !== '/') expect(pathname.endsWith('/'), url).toBe(false);
      const html = await (await get(pathname)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      const og = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
      if (canonical !== url || og !== url) mismatched.push(`${url}: ${canonical} / ${og}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('links pages without a trailing slash, so no link goes through a redirect', async () => {
    const slashed = new Set<string>();
    for (const url of await sitemapUrls()) {
      const html = await (await get(new URL(url).pathname)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g))
        if (href !== '/' && href!.endsWith('/')) slashed.add(href!);
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g))
        if (/^\/book-preview\//.test(href!)) slashed.add(href!);
    }
    expect([...slashed]).toEqual([]);
  });

  it('writes the feeds’ links without a trailing slash', async () => {
    for (const feed of ['/rss.xml', '/newsletter/rss.xml']) {
      const xml = await (await get(feed)).text();
      const links = [...xml.matchAll(/<(?:link|guid[^>]*)>([^<]+)</g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(2);
      for (const link of links)
        expect(new URL(link).pathname === '/' || !link.endsWith('/'), link).toBe(true);
    }
  });
});

describe('every 404 is the styled page', () => {
  /** The policy of the built 404 page: its own styles and scripts by hash. */
  let pagePolicy = '';
  beforeAll(async () => {
    pagePolicy = (await get('/no/such/page')).headers.get('content-security-policy') ?? '';
  });

  it.each([
    ['/no/such/page', 'Page Not Found'],
    ['/book', 'Page Not Found'],
    ['/book/1/nothing-here', 'Page Not Found'],
    ['/book/1/preview/99', 'Page Not Found'],
    ['/book/999', 'Book Not Found'],
    ['/blog/tag/no-such-tag', 'Page Not Found'],
    // A tag of digits is the owner's word, not an id: never rewritten.
    ['/blog/tag/007', 'Page Not Found'],
    ['/blog/999', 'Post Not Found'],
    ['/media/no-such-image.jpg', 'Page Not Found'],
    ['/media/0123456789abcdef0123456789abcdef/640.webp', 'Page Not Found'],
    ['/always-be-fabulous/no-such-product', 'Page Not Found'],
  ])('%s answers 404 with the styled %s page under a page policy', async (path, heading) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = answer.headers.get('content-security-policy') ?? '';
    // A page's policy lets its own stylesheet and inline styles in; the API's ('none') would leave it unstyled.
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).not.toContain("default-src 'none'");
    const html = await answer.text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<style>|<link rel="stylesheet"/);
    expect(html).toContain('noindex');
    expect(pagePolicy).not.toBe('');
  });
});
