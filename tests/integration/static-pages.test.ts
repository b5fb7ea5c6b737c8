/** Pre-rendered pages and assets as the site server answers them from memory (scripts/static-files.ts). */
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/lib/security/headers';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

let site: TestSite;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, site.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.stop();
});

describe('pre-rendered pages', () => {
  it('answers brotli, gzip or plain by Accept-Encoding, the same page each time', async () => {
    const plain = await get('/about');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>');

    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await get('/about', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gzip.headers.vary).toBe('Accept-Encoding');
  });

  it('answers brotli at once, and then the best-quality copy (made in the background, or kept from an earlier server of the build)', async () => {
    const path = '/writing-services';
    const plain = (await get(path)).body;
    const best = brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    });
    const first = await get(path, { 'accept-encoding': 'br' });
    // The best copy replaces the quick one once it is made: within seconds even on a busy machine.
    const later = await waitFor(
      async () => {
        const answer = await get(path, { 'accept-encoding': 'br' });
        return answer.body.length === best.length ? answer : undefined;
      },
      15_000,
      () => 'the quality-11 copy never replaced the quick one',
      250,
    );
    expect(brotliDecompressSync(first.body).equals(plain)).toBe(true);
    expect(brotliDecompressSync(later.body).equals(plain)).toBe(true);
    expect(first.body.length).toBeGreaterThanOrEqual(best.length);
    expect(later.body.length).toBe(best.length);
    expect(later.headers.etag).toBe(first.headers.etag);
  });

  it('carries the security headers and must be revalidated, with a 304 for a matching ETag', async () => {
    const first = await get('/blog/1');
    expect(first.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(first.headers[name]).toBe(value);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/blog/1', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/blog/1', { 'if-none-match': '"other"' })).status).toBe(200);

    // Each encoding is its own representation, with its own ETag.
    const br = await get('/blog/1', { 'accept-encoding': 'br' });
    const gzip = await get('/blog/1', { 'accept-encoding': 'gzip' });
    expect(new Set([etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect((await get('/blog/1', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200);
    expect(br.headers.etag).toMatch(/^W\/"[\w-]+-br"$/); // its bytes improve, its content does not
    const brAgain = await get('/blog/1', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(brAgain.status).toBe(304);
  });

  it('serves /page and /page/index.html alike, /page/ answers 308 to /page, and HEAD without a body', async () => {
    const tags = await Promise.all(
      ['/catalog', '/catalog/index.html'].map(async (path) => (await get(path)).headers.etag),
    );
    expect(new Set(tags).size).toBe(1);
    // One URL per page (CONTRACT.md §20).
    const slashed = await get('/catalog/');
    expect(slashed.status).toBe(308);
    expect(slashed.headers.location).toBe('/catalog');
    const head = await get('/catalog', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.body.length).toBe(0);
  });

  it('caches the fingerprinted /_astro/ files for a year', async () => {
    const home = (await get('/')).body.toString();
    const script = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
    expect(script).toBeTruthy();
    const asset = await get(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves unknown and on-demand paths to the site', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Page Not Found');
    expect((await get('/book/999/preview')).status).toBe(404);
    expect((await get('/api/books/1')).status).toBe(200);
  });
});
