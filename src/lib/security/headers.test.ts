import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HSTS,
  NON_PAGE_CSP,
  PAGE_CSP_DIRECTIVES,
  PAYPAL_CSP,
  PAYPAL_SOURCES,
  SEARCH_WORKER_CSP,
  SECURITY_HEADERS,
} from './headers';
import { addStaticPolicies, SEARCH_WORKER_ROUTE, STATIC_FILE_ROUTE, type Route } from './vercel-csp';

describe('security headers', () => {
  it('vercel.json gives every path on Vercel the same headers as the middleware and the site server', () => {
    const config = JSON.parse(readFileSync(new URL('../../../vercel.json', import.meta.url), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const all = config.headers.find((rule) => rule.source === '/(.*)');
    expect(Object.fromEntries(all!.headers.map(({ key, value }) => [key, value]))).toEqual(SECURITY_HEADERS);
    // The policies differ per answer (each page has its own hashes): they come from the build.
    const keys = config.headers.flatMap((rule) => rule.headers.map((h) => h.key.toLowerCase()));
    expect(keys).not.toContain('content-security-policy');
  });

  it('includes HSTS, and the page policy refuses plugins, <base>, framing and other sites', () => {
    expect(SECURITY_HEADERS['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(PAGE_CSP_DIRECTIVES).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(NON_PAGE_CSP).toContain("default-src 'none'");
    expect(NON_PAGE_CSP).toContain("frame-ancestors 'none'");
  });

  it("lets PayPal's SDK, frames and calls in through the shop page's extra policy only", () => {
    expect(PAYPAL_SOURCES).toEqual(
      expect.arrayContaining(['https://*.paypal.com', 'https://*.paypalobjects.com']),
    );
    expect(PAYPAL_CSP.scriptResources).toEqual(["'self'", ...PAYPAL_SOURCES]);
    for (const name of ['connect-src', 'frame-src', 'img-src'])
      expect(PAYPAL_CSP.directives.find((d) => d.startsWith(`${name} `))).toContain('https://*.paypal.com');
    expect(PAGE_CSP_DIRECTIVES.join(';')).not.toContain('paypal');
  });
});

describe("Vercel's static answers", () => {
  const page = "default-src 'self'; script-src 'self' 'sha256-x'";
  const routes: Route[] = [
    { src: '^/_astro(?:/(.*))$', headers: { 'cache-control': 'immutable' }, continue: true },
    { src: '/404', headers: { 'content-security-policy': page } },
    { src: '/about', headers: { 'content-security-policy': page } },
    { handle: 'filesystem' },
    { src: '^/api/books/?$', dest: '_render' },
    { src: '^/.*$', dest: '/404.html', status: 404 },
  ];

  it("gives files NON_PAGE_CSP and the not-found answer the 404 page's own policy", () => {
    const out = addStaticPolicies(routes);
    expect(out[0]).toEqual({
      src: STATIC_FILE_ROUTE,
      headers: { 'content-security-policy': NON_PAGE_CSP },
      continue: true,
    });
    expect(out[1]).toEqual({
      src: SEARCH_WORKER_ROUTE,
      headers: { 'content-security-policy': SEARCH_WORKER_CSP },
      continue: true,
    });
    expect(out.at(-1)).toEqual({
      src: '^/.*$',
      dest: '/404.html',
      status: 404,
      headers: { 'content-security-policy': page },
    });
    expect(out.slice(2, -1)).toEqual(routes.slice(0, -1));
    expect(addStaticPolicies(out)).toEqual(out);
  });

  it('takes files by extension, never a page or an API path', () => {
    const files = new RegExp(STATIC_FILE_ROUTE);
    for (const path of [
      '/_astro/a.B1c.js',
      '/_astro/x.css',
      '/images/cover.webp',
      '/rss.xml',
      '/robots.txt',
      '/favicon.svg',
    ])
      expect(path).toMatch(files);
    for (const path of ['/', '/about', '/book/1/preview', '/api/books', '/blog/2', '/404.html', '/admin'])
      expect(path).not.toMatch(files);
  });
});
