/**
 * The Vercel build itself, served as the platform serves it (tests/support/vercel-platform.ts):
 * static files per config.json with vercel.json's headers, everything else through the
 * function, /build.json as a static file, and a function bundle without sharp.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OG_FONTS } from '../../src/features/og/fonts';
import { adminSession, send } from '../support/admin-http';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { functionDir } from '../support/vercel-build';
import { startVercelInstance, type VercelInstance } from '../support/vercel-instances';

const out = inject('vercelOutput');
const FUNCTION = functionDir(out);

describe('the Vercel build output', () => {
  it('has one Node.js function, no image route or image service, and sharp only behind the upload dynamic import', () => {
    const config = JSON.parse(readFileSync(join(out, 'config.json'), 'utf8'));
    expect(config.routes.some((r: { src?: string }) => r.src?.includes('_image'))).toBe(false);
    expect(config.routes.some((r: { dest?: string }) => r.dest === '_render')).toBe(true);
    const vc = JSON.parse(readFileSync(join(FUNCTION, '.vc-config.json'), 'utf8'));
    expect(vc).toMatchObject({ launcherType: 'Nodejs', runtime: expect.stringMatching(/^nodejs/) });

    // As the build wrote them (see vercelFunctionFiles).
    const built = inject('vercelFunctionFiles');
    const all = built.map(([path]) => path);
    const code = all.filter((f) => f.endsWith('.mjs') && !f.includes('node_modules/'));
    const source = (f: string) => readFileSync(join(FUNCTION, f), 'utf8');
    // No image service: Astro's sharp service is not in the function.
    expect(code.filter((f) => source(f).includes('services/sharp'))).toEqual([]);
    // sharp is there only for the owner's uploads, and loaded on the first upload only
    // (a dynamic import): no module imports it statically, so a cold start never loads it.
    expect(code.filter((f) => /\bfrom\s*["']sharp["']|^import\s*["']sharp["']/m.test(source(f)))).toEqual([]);
    // The Open Graph cards drawn on demand read their fonts from the function itself.
    for (const font of Object.values(OG_FONTS)) expect(all).toContain(`node_modules/${font}`);
    // No cached Open Graph card of the builds so far rides along (see src/features/og/render.server.ts).
    expect(all.filter((f) => f.includes('node_modules/.cache/'))).toEqual([]);
    const bytes = built.reduce((sum, [, size]) => sum + size, 0);
    // 39.9 MB with the image service, 20.1 MB without it or sharp; sharp for uploads adds ~19 MB.
    // 45.16 MB after the site texts (yaml, 0.34 MB) and @vercel/functions (0.07 MB) came in:
    // 54.65 MB once the function draws Open Graph cards on demand (resvg's binary 4.2 MB,
    // satori and its font parser, two fonts), loaded with the first card only:
    // the bound catches a second copy of sharp or the image service, not a small library.
    expect(bytes / 1e6).toBeLessThan(56);
  });

  it('writes /build.json as a static file holding the generation it built', () => {
    const info = JSON.parse(readFileSync(join(out, 'static/build.json'), 'utf8'));
    expect(info).toEqual({ generation: 0, builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});

describe('one instance serving it', () => {
  let data: TestDatabase;
  let site: VercelInstance;

  beforeAll(async () => {
    data = await createTestDatabase();
    // On the port SITE_URL names, so the admin reads this instance's /build.json as the live one.
    site = await startVercelInstance(
      out,
      { DATABASE_URL: data.url, SESSION_SECRET: 'vercel-test-secret-0123456789abcdef' },
      inject('vercelSitePort'),
    );
  });
  afterAll(async () => {
    await site?.stop();
    data?.cleanup();
  });

  it('serves pre-rendered pages from static/ with vercel.json headers', async () => {
    const home = await send(site.url, '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.text).toContain('Kendra Lane');
    const about = await send(site.url, '/about');
    expect(about.status).toBe(200);
    const script = /\/_astro\/[^"]+\.js/.exec(home.text)?.[0];
    expect(script).toBeDefined();
    const asset = await send(site.url, script!);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(existsSync(join(out, 'static', script!))).toBe(true);
  });

  it('serves /build.json from the deployment, not from the function', async () => {
    const answer = await send(site.url, '/build.json');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual(JSON.parse(readFileSync(join(out, 'static/build.json'), 'utf8')));
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers the API through the function, from the database it is given', async () => {
    const books = await send(site.url, '/api/books');
    expect(books.status).toBe(200);
    expect(books.json()).toHaveLength(14);
    expect(books.headers['x-frame-options']).toBe('DENY');
    const post = await send(site.url, '/api/newsletter/subscribe', {
      method: 'POST',
      body: { email: 'vercel-one@example.com' },
    });
    expect(post.status).toBe(201);
  });

  it('answers /api/health through the function, never cached', async () => {
    const health = await send(site.url, '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.json()).toEqual({ ok: true, db: 'ok', outboxPending: expect.any(Number), generation: 0 });
  });

  it('says that nothing publishes when no deploy hook is set, rather than publishing forever', async () => {
    const cookie = await adminSession({ url: site.url, data });
    expect((await send(site.url, '/api/admin/publish', { cookie })).json()).toMatchObject({ state: 'live' });
    const created = await send(site.url, '/api/admin/blog-posts', {
      method: 'POST',
      cookie,
      body: { title: 'No Hook', excerpt: 'E.', content: 'C.', publishedAt: new Date().toISOString() },
    });
    expect(created.status).toBe(201);
    expect((await send(site.url, '/api/admin/publish', { cookie })).json()).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/^Nothing publishes this site: on Vercel, set DEPLOY_HOOK_URL/),
    });
  });

  it('answers 404 with the site’s page for unknown paths, and for the image route that is gone', async () => {
    for (const path of ['/no-such-page', '/_image?href=/images/author.svg&w=100']) {
      const answer = await send(site.url, path);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('Page Not Found');
    }
  });
});
