/** Helpers shared by the public pages' specs. */
import type { APIRequestContext, Page } from '@playwright/test';

/** Every public page this feature owns, with a text it must show. */
export const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Write Bold. Live Loud. Be Fabulous.' },
  { path: '/catalog', heading: 'Complete Book Catalog' },
  { path: '/book/1/preview', heading: 'The Red Door' },
  { path: '/book/12/preview', heading: 'Every Shade of Brave' },
  { path: '/blog', heading: 'The Blog' },
  { path: '/blog/1', heading: "Your Heroine Doesn't Have to Be Likable. She Has to Be Alive." },
  { path: '/about', heading: 'About Kendra' },
  { path: '/about/journey', heading: 'My Journey' },
  { path: '/start-here', heading: 'Start Here' },
  { path: '/writing-services', heading: 'Writing Services' },
  { path: '/busy-brain', heading: 'Busy Brain' },
  { path: '/book/999/preview', heading: 'Book Not Found' },
  { path: '/blog/999', heading: 'Post Not Found' },
];

/** Every page path of the sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const paths = new Set<string>();
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const body = await (await request.get(new URL(sitemap!).pathname)).text();
    for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g))
      paths.add(new URL(loc!).pathname.replace(/(.)\/$/, '$1'));
  }
  return [...paths].sort();
}

/**
 * One path per page template: the static pages each, and the first of those that only fill
 * a template with other rows (a book, its preview, a post, a tag, a product, an issue).
 */
export function onePerTemplate(paths: readonly string[]): string[] {
  const template = (path: string) =>
    path.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/^(\/always-be-fabulous|\/blog\/tag)\/[^/]+$/, '$1/:slug');
  const seen = new Set<string>();
  return paths.filter((path) => !seen.has(template(path)) && !!seen.add(template(path)));
}

/** The script files the page asks for from now on (the list fills as it loads). */
export function scriptFiles(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && urls.push(r.url()));
  return urls;
}

/** The page's first JSON-LD block, parsed. */
export const jsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
