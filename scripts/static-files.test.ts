import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASHLESS_PAGE_CSP, NON_PAGE_CSP } from '../src/lib/security/headers';
import { errorPagePolicy, loadStaticFiles, pickEncoding, routeOfPage } from './static-files';

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
