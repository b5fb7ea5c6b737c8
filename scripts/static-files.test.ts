import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HASHLESS_PAGE_CSP, NON_PAGE_CSP } from '../src/lib/security/headers';
import { errorPagePolicy, loadStaticFiles, pickEncoding, routeOfPage, serveStatic } from './static-files';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;Q=0, gzip', 'gzip'],
    ['br; q = 0.000, gzip;q=0.5', 'gzip'],
    ['br;foo=1;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip', 'br'],
    ['br;q=0, gzip;q=0', null],
  ])('Accept-Encoding %j answers %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("each file's Content-Security-Policy", () => {
  it.each([
    ['/index.html', '/'],
    ['/about/index.html', '/about'],
    ['/book/1/preview/index.html', '/book/1/preview'],
    ['/404.html', '/404'],
  ])('the page %s is the route %s', (file, route) => expect(routeOfPage(file)).toBe(route));

  it("gives a page the policy Astro wrote for it, other files NON_PAGE_CSP, and knows the 404's", async () => {
    const build = mkdtempSync(join(tmpdir(), 'static-files-'));
    try {
      const client = join(build, 'client');
      mkdirSync(join(client, 'about'), { recursive: true });
      mkdirSync(join(client, 'orphan'), { recursive: true });
      writeFileSync(join(client, 'index.html'), '<p>home</p>');
      writeFileSync(join(client, 'about/index.html'), '<p>about</p>');
      writeFileSync(join(client, 'orphan/index.html'), '<p>no policy</p>');
      writeFileSync(join(client, '404.html'), '<p>not found</p>');
      writeFileSync(join(client, 'robots.txt'), 'User-agent: *');
      const policy = (name: string) => ({
        pathname: name,
        headers: [{ key: 'Content-Security-Policy', value: `policy of ${name}` }],
      });
      writeFileSync(
        join(build, '_headers.json'),
        JSON.stringify([policy('/'), policy('/about'), policy('/404')]),
      );

      const files = await loadStaticFiles(client);
      expect(files.get('/')?.csp).toBe('policy of /');
      expect(files.get('/about')?.csp).toBe('policy of /about');
      expect(files.get('/about/index.html')?.csp).toBe('policy of /about');
      expect(files.get('/orphan')?.csp).toBe(HASHLESS_PAGE_CSP);
      expect(files.get('/robots.txt')?.csp).toBe(NON_PAGE_CSP);
      expect(errorPagePolicy(files)).toBe('policy of /404');
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});

describe('compressed copies kept beside the build', () => {
  /** A build folder with one page, and a request for it asking for `encoding`. */
  function build() {
    const dir = mkdtempSync(join(tmpdir(), 'static-copies-'));
    mkdirSync(join(dir, 'client'));
    writeFileSync(join(dir, 'client', 'index.html'), `<p>${'home '.repeat(400)}</p>`);
    return dir;
  }
  const request = (encoding: string) =>
    ({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } }) as unknown as IncomingMessage;
  const response = () => {
    const sent: { body?: Buffer } = {};
    const res = { writeHead: () => res, end: (body?: Buffer) => void (sent.body = body) };
    return { res: res as unknown as ServerResponse, sent };
  };
  const waitFor = async (path: string) => {
    for (let i = 0; i < 200 && !existsSync(path); i++) await new Promise((done) => setTimeout(done, 10));
  };

  it('are written by the time a build is first loaded, and read back by the next load instead of compressed again', async () => {
    const dir = build();
    try {
      const first = (await loadStaticFiles(join(dir, 'client'))).get('/')!;
      const kept = join(dir, 'compressed', first.etag);
      expect(readFileSync(`${kept}.gz`)).toEqual(first.gzip);
      expect(readFileSync(`${kept}.br`)).toEqual(first.br);
      // What the disk holds is what the next load serves (a marker proves it was read, not made).
      writeFileSync(`${kept}.gz`, 'kept gzip copy');
      const second = (await loadStaticFiles(join(dir, 'client'))).get('/')!;
      expect(second.gzip?.toString()).toBe('kept gzip copy');
      expect(readdirSync(join(dir, 'compressed')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the quality-11 brotli copy once made, and the next load serves it from the start', async () => {
    const dir = build();
    try {
      const files = await loadStaticFiles(join(dir, 'client'));
      const page = files.get('/')!;
      const quick = page.br!;
      const { res, sent } = response();
      serveStatic(files, request('br'), res);
      expect(sent.body).toEqual(quick);
      await page.bestBrotli;
      const best = join(dir, 'compressed', `${page.etag}.br11`);
      await waitFor(best);
      expect(readFileSync(best)).toEqual(page.br);
      expect(brotliDecompressSync(readFileSync(best)).toString()).toBe(page.body.toString());

      const again = (await loadStaticFiles(join(dir, 'client'))).get('/')!;
      expect(again.br).toEqual(readFileSync(best));
      expect(again.bestBrotli).toBeDefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a copy made after its build was removed does not bring the build folder back', async () => {
    const dir = build();
    const files = await loadStaticFiles(join(dir, 'client'));
    rmSync(dir, { recursive: true, force: true });
    // The quality-11 copy is made and kept after the first brotli answer: the build is gone by then.
    serveStatic(files, request('br'), response().res);
    await files.get('/')!.bestBrotli;
    await new Promise((done) => setTimeout(done, 200));
    expect(existsSync(dir)).toBe(false);
  });

  it("a publish's new build takes the served build's copies of unchanged files, and compresses only what changed", async () => {
    const served = build();
    const next = build();
    try {
      writeFileSync(join(served, 'client', 'about.txt'), 'about, old');
      writeFileSync(join(next, 'client', 'about.txt'), 'about, new');
      const before = await loadStaticFiles(join(served, 'client'));
      const page = before.get('/')!;
      // The served page's quality-11 copy, made on its first brotli answer.
      serveStatic(before, request('br'), response().res);
      await page.bestBrotli;
      // Markers: only a copy taken from the served build can carry them.
      page.gzip = Buffer.from('served gzip copy');

      const after = await loadStaticFiles(join(next, 'client'), undefined, undefined, before);
      const same = after.get('/')!;
      expect(same.gzip?.toString()).toBe('served gzip copy');
      expect(same.br).toEqual(page.br);
      expect(readFileSync(join(next, 'compressed', `${same.etag}.gz`)).toString()).toBe('served gzip copy');
      const changed = after.get('/about.txt')!;
      expect(changed.gzip && gunzipSync(changed.gzip).toString()).toBe('about, new');
    } finally {
      rmSync(served, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    }
  });

  it("the served build's quality-11 brotli copy follows into the new build and is kept beside it", async () => {
    const served = build();
    const next = build();
    try {
      const before = await loadStaticFiles(join(served, 'client'));
      const page = before.get('/')!;
      const quick = page.br;
      serveStatic(before, request('br'), response().res);
      const after = await loadStaticFiles(join(next, 'client'), undefined, undefined, before);
      const same = after.get('/')!;
      await page.bestBrotli;
      await same.bestBrotli;
      expect(page.br).not.toEqual(quick);
      expect(same.br).toEqual(page.br);
      const best = join(next, 'compressed', `${same.etag}.br11`);
      await waitFor(best);
      expect(readFileSync(best)).toEqual(page.br);
    } finally {
      rmSync(served, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    }
  });
});
