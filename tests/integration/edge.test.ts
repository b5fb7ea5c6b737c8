/**
 * The site server's edge against hostile input (issue 19): every method on every route
 * answers without a 5xx or a stack trace (405 with Allow where the route does not
 * handle it, TRACE included); every answer, whoever writes it (page, file, 404,
 * redirect, 304, endpoint, Node's own 400), carries the security headers, HSTS and a
 * Content-Security-Policy; a body past its limit is answered 413 at once, chunked or
 * declared, without the server reading or holding it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPagePolicies } from '../../scripts/static-files';
import { MAX_BODY_BYTES } from '../../src/lib/http/api';
import { SECURITY_HEADERS } from '../../src/lib/security/headers';
import {
  open,
  rawRequest,
  readAll,
  parseAnswer,
  rssMb,
  streamChunked,
  type RawAnswer,
} from '../support/raw-http';
import { routeFiles } from '../support/route-files';
import { startTestSite, type TestSite } from '../support/site';
import { TEST_BUILD_DIR } from '../support/build';
import { startPayPalEmulator, type PayPalEmulator } from '../support/paypal-emulator';
import { ensureAdmin } from '../../scripts/admin-create';
import { signIn } from '../support/admin-http';

const ADMIN_EMAIL = 'edge-owner@example.com';
const ADMIN_PASSWORD = 'an edge-case owner password';

let site: TestSite;
let paypal: PayPalEmulator;
let sitemapPages: string[] = [];

beforeAll(async () => {
  // With PayPal configured (its emulator), so the payment routes run their real code.
  paypal = await startPayPalEmulator();
  site = await startTestSite({
    RATE_LIMIT_MULTIPLIER: '1000',
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_CLIENT_ID: 'x',
    PAYPAL_CLIENT_SECRET: 'y',
    PAYPAL_WEBHOOK_ID: 'wh',
  });
  const xml = await (await fetch(`${site.url}/sitemap-0.xml`)).text();
  sitemapPages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
});
afterAll(async () => {
  await site?.stop();
  await paypal?.close();
});

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PURGE',
  'QUERY',
];

/**
 * Pages that send a stricter header of their own (when the page itself answers, to GET
 * or HEAD): the device-link page and the page of the admin's sign-in link carry a secret
 * token in their address, as does the newsletter's confirm page, so they send no referrer at all; so does the old address of
 * mailed sign-in links, which forwards the token to that page.
 */
const STRICTER: Record<string, Record<string, string>> = {
  'GET /reading-tracker/link': { 'referrer-policy': 'no-referrer' },
  'GET /newsletter/confirm': { 'referrer-policy': 'no-referrer' },
  'HEAD /newsletter/confirm': { 'referrer-policy': 'no-referrer' },
  'HEAD /reading-tracker/link': { 'referrer-policy': 'no-referrer' },
  'GET /admin/sign-in-link': { 'referrer-policy': 'no-referrer' },
  'HEAD /admin/sign-in-link': { 'referrer-policy': 'no-referrer' },
  'GET /api/auth/sign-in-link': { 'referrer-policy': 'no-referrer' },
  'HEAD /api/auth/sign-in-link': { 'referrer-policy': 'no-referrer' },
};

/** The security headers every answer must carry. */
function expectSecured(answer: RawAnswer, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(answer.headers[name], `${what}: ${name}`).toBe(STRICTER[what]?.[name] ?? value);
  expect(answer.headers['content-security-policy'], `${what}: CSP`).toMatch(/frame-ancestors 'none'/);
}

describe('every method on every route', () => {
  it('never answers 5xx or a stack trace; 405 names the methods the route handles', async () => {
    const paths = [
      ...new Set([...sitemapPages, ...routeFiles('x/y').map((route) => route.path), '/favicon.svg', '/nope']),
    ];
    expect(paths.filter((path) => path.startsWith('/api/')).length).toBeGreaterThan(30);
    // Paths with nothing there (a 404 to GET) may say so to any method.
    const missing = new Set<string>();
    for (const path of paths)
      if ((await rawRequest(site.url, 'GET', path))?.status === 404) missing.add(path);
    const failures: string[] = [];
    const queue = paths.flatMap((path) => METHODS.map((method) => ({ method, path })));
    let checked = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { method, path } = next;
          const answer = await rawRequest(site.url, method, path);
          checked += 1;
          const what = `${method} ${path}`;
          if (!answer) {
            failures.push(`${what}: no answer`);
            continue;
          }
          if (answer.status >= 500) failures.push(`${what}: ${answer.status}`);
          if (/\n\s+at |Error:/.test(answer.body)) failures.push(`${what}: stack trace`);
          if (answer.status === 405) {
            const allow = answer.headers.allow;
            if (allow === undefined) failures.push(`${what}: 405 without Allow`);
            else if (allow.split(', ').includes(method)) failures.push(`${what}: 405 but Allow: ${allow}`);
          }
          if (
            ['TRACE', 'PROPFIND', 'PURGE', 'QUERY'].includes(method) &&
            !missing.has(path) &&
            answer.status !== 405
          )
            failures.push(`${what}: ${answer.status}, not 405`);
          try {
            expectSecured(answer, what);
          } catch (error) {
            failures.push((error as Error).message.split('\n')[0]!);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(checked).toBe(paths.length * METHODS.length);
  }, 120_000);

  it('TRACE and CONNECT answer 405 with Allow: the methods of that route', async () => {
    const trace = await rawRequest(site.url, 'TRACE', '/api/books');
    expect(trace?.status).toBe(405);
    expect(trace?.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(trace!.body)).toEqual({
      message: 'This method is not allowed here (allowed: GET, HEAD)',
    });
    expect((await rawRequest(site.url, 'TRACE', '/api/contact'))?.headers.allow).toBe('POST');
    expect((await rawRequest(site.url, 'TRACE', '/about'))?.headers.allow).toBe('GET, HEAD');
    const connect = await rawRequest(site.url, 'CONNECT', 'example.com:443');
    expect(connect?.status).toBe(405);
    expectSecured(connect!, 'CONNECT');
  });
});

describe('the security headers', () => {
  it('are on the 404 page, redirects, 304s, files, API answers and Node’s own 400s alike', async () => {
    const notFound = await rawRequest(site.url, 'GET', '/no-such-page');
    expect(notFound?.status).toBe(404);
    expect(notFound?.body).toContain('Page Not Found');
    expectSecured(notFound!, '404');
    // The 404 page runs its scripts and styles under its own policy (hashes), like every page.
    const notFoundPolicy = loadPagePolicies(TEST_BUILD_DIR).get('/404');
    expect(notFoundPolicy).toMatch(/script-src 'self' 'sha256-/);
    expect(notFound?.headers['content-security-policy']).toBe(notFoundPolicy);
    const about = await rawRequest(site.url, 'GET', '/about');
    expect(about?.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);

    const notModified = await rawRequest(site.url, 'GET', '/about', {
      headers: { 'if-none-match': about!.headers.etag! },
    });
    expect(notModified?.status).toBe(304);
    expectSecured(notModified!, '304');
    // A 304 updates the cached page's headers: it must carry the page's own policy.
    expect(notModified?.headers['content-security-policy']).toBe(about?.headers['content-security-policy']);

    for (const [path, status] of [
      ['/admin', 302],
      ['/book-preview/1', 308],
      ['/api/books', 200],
      ['/api/admin/dashboard', 401],
      ['/book/999/preview', 404],
      ['/robots.txt', 200],
      ['/favicon.svg', 200],
    ] as const) {
      const answer = await rawRequest(site.url, 'GET', path);
      expect(answer?.status, path).toBe(status);
      expectSecured(answer!, path);
    }
    const css = (about!.body.match(/\/_astro\/[^"]+\.js/) ?? [])[0];
    if (css) expectSecured((await rawRequest(site.url, 'GET', css))!, css);

    const socket = await open(site.url);
    socket.write('GET /\u0001 HTTP/1.1\r\nhost: x\r\n\r\n');
    const malformed = parseAnswer(await readAll(socket));
    expect(malformed?.status).toBe(400);
    expectSecured(malformed!, 'malformed request');
  });

  it("allow PayPal's origins on the shop's pages only (the shop and each product's page)", async () => {
    const checkout = (path: string) => /^\/always-be-fabulous(\/[a-z0-9-]+)?$/.test(path);
    expect(sitemapPages.filter(checkout).length).toBeGreaterThan(1);
    for (const path of sitemapPages.filter(checkout)) {
      const policy = (await rawRequest(site.url, 'GET', path))!.headers['content-security-policy']!;
      for (const directive of ['script-src', 'frame-src', 'connect-src'])
        expect(policy, path).toMatch(new RegExp(`${directive} [^;]*https://\\*\\.paypal\\.com`));
    }
    for (const path of sitemapPages.filter((p) => !checkout(p)))
      expect(
        (await rawRequest(site.url, 'GET', path))?.headers['content-security-policy'],
        path,
      ).not.toContain('paypal');
  });
});

/** Streams `megabytes` of zeros chunked (no Content-Length) to a path of the site. */
const streamBody = (
  path: string,
  megabytes: number,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => streamChunked(site.url, path, megabytes, { headers });

describe('request bodies past the limit', () => {
  it('a streamed 100 MB chunked body is answered 413 within 1 s, with bounded memory', async () => {
    const pid = site.process.pid!;
    await rawRequest(site.url, 'GET', '/api/books'); // warm
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
    try {
      const one = await streamBody('/api/newsletter/subscribe', 100);
      expect(one.status).toBe(413);
      expect(one.ms).toBeLessThan(1000);
      // Eight at once, as in the report (each would have been read whole before).
      const eight = await Promise.all(Array.from({ length: 8 }, () => streamBody('/api/contact', 100)));
      expect(eight.map((answer) => answer.status)).toEqual(Array(8).fill(413));
      expect(Math.max(...eight.map((answer) => answer.ms))).toBeLessThan(2000);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(64);
    // The server is well afterwards.
    expect((await rawRequest(site.url, 'GET', '/api/books'))?.status).toBe(200);
  });

  it('the imports and the media upload stop reading at their own limits too, declared or chunked', async () => {
    await ensureAdmin(site.data.db, ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = await signIn(site.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const pid = site.process.pid!;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
    const uploads = [
      // [path, content type, its limit in MB, the 413's message]
      ['/api/reading-progress/import', 'text/csv', 4, 'The file is too large (4 MB at most)'],
      ['/api/admin/newsletter-subscribers/import', 'text/csv', 20, 'The file is too large (20 MB at most)'],
      ['/api/admin/media', 'multipart/form-data; boundary=x', 10, 'The image is larger than 10 MB'],
    ] as const;
    try {
      for (const [path, type, limitMb, message] of uploads) {
        // 600 MB chunked, as in the report: answered once the limit is passed, not at the end.
        const answer = await streamBody(path, 600, { 'content-type': type, cookie, origin: site.url });
        expect(answer.status, path).toBe(413);
        expect(answer.ms, path).toBeLessThan(3000);
        // A declared length past the limit is refused before any of the body is read.
        const socket = await open(site.url);
        socket.write(
          `POST ${path} HTTP/1.1\r\nhost: x\r\ncookie: ${cookie}\r\ncontent-type: ${type}\r\ncontent-length: ${(limitMb + 1) * 1024 * 1024}\r\n\r\n`,
        );
        const refused = parseAnswer(await readAll(socket, 5000));
        expect(refused?.status, path).toBe(413);
        expect(JSON.parse(refused!.body).message, path).toContain(message);
      }
    } finally {
      clearInterval(sampler);
    }
    // Each held at most its limit while it read: nothing near the 600 MB sent.
    expect(peak - before).toBeLessThan(100);
  });

  it('a declared length past 64 KiB is refused before the body is sent, and the connection is closed', async () => {
    const socket = await open(site.url);
    socket.write(
      `POST /api/contact HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${100 * 1024 * 1024}\r\n\r\n`,
    );
    const answer = parseAnswer(await readAll(socket, 5000));
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe('close');
    expect(JSON.parse(answer!.body)).toEqual({ message: 'Request body is too large (the limit is 64 KiB)' });
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
  });

  it('a body of exactly 64 KiB is still read', async () => {
    const message = 'x'.repeat(4000);
    const padding = ' '.repeat(
      MAX_BODY_BYTES -
        JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message }).length,
    );
    const body = `${JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message })}${padding}`;
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const answer = await rawRequest(site.url, 'POST', '/api/contact', {
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(answer?.status).toBe(201);
  });
});
