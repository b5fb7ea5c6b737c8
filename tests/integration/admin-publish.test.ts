/**
 * Publishing through the real `npm start` supervisor (CONTRACT.md §5): content writes in
 * the admin make it rebuild and swap the site by itself, the old build keeps serving
 * meanwhile, and several writes in a row give one build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { readGeneration } from '../../src/features/publishing/publish.queries';
import { books } from '../../db/schema';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { send, signIn } from '../support/admin-http';
import { startFolders, startNpmStart, type NpmStart, type StartFolders } from '../support/npm-start';
import { waitFor } from '../support/wait-for';

const EMAIL = 'publisher@example.com';
const PASSWORD = 'publish-me-please';

describe('npm start publishes content writes by itself', () => {
  let folders: StartFolders;
  let started: NpmStart;
  let url = '';
  let db: Database;
  const output = () => started.output();

  beforeAll(async () => {
    folders = startFolders('publish-test');
    started = await startNpmStart({
      DATABASE_URL: folders.databaseUrl,
      BUILDS_DIR: folders.buildsDir,
      SESSION_SECRET: 'publish-test-secret-0123456789abcdef',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    });
    url = started.url;
    db = openDatabase({ url: folders.databaseUrl });
  }, 180_000);

  afterAll(async () => {
    await started?.stop();
    db?.$client.close();
    folders?.cleanup();
  }, 120_000);

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD and says how to sign in', async () => {
    expect(output()).toContain(`Admin created: sign in at ${url}/admin/login with ${EMAIL}`);
    // The first build counts as published: it holds every content write so far.
    const cookie = await signIn(url, EMAIL, PASSWORD);
    const status = (await send(url, '/api/admin/publish', { cookie })).json();
    expect(status).toMatchObject({ finishedAt: expect.any(String), error: null, state: 'live' });
    expect((await send(url, '/build.json')).json().generation).toBe(await readGeneration(db));
  });

  it('rebuilds once after several writes, swaps the new build in and records the finish', async () => {
    const cookie = await signIn(url, EMAIL, PASSWORD);
    const home = await send(url, '/');
    expect(home.text).toContain('The Red Door');

    // Content that only a new build can show: book 1's title is in every page's footer.
    await db.update(books).set({ title: 'The Red Door Revised' }).where(eq(books.id, 1));
    const posts: number[] = [];
    for (const title of ['Published by itself', 'Second write', 'Third write']) {
      const answer = await send(url, '/api/admin/blog-posts', {
        method: 'POST',
        cookie,
        body: { title, excerpt: 'Excerpt.', content: 'Body.', publishedAt: new Date().toISOString() },
      });
      expect(answer.status).toBe(201);
      posts.push(answer.json().id);
    }
    const product = await send(url, '/api/admin/abf/products', {
      method: 'POST',
      cookie,
      body: {
        name: 'Published Product Hat',
        description: 'Made in the admin.',
        category: 'hat',
        color: 'Gold',
        imageUrl: '/images/shop/product-1.svg',
        price: '$19.99',
        isActive: true,
      },
    });
    expect(product.status).toBe(201);
    await send(url, `/api/admin/blog-posts/${posts[1]}`, {
      method: 'PATCH',
      cookie,
      body: { title: 'Second write, edited' },
    });

    // The old build keeps serving while the new one is built.
    let served = 0;
    const started = Date.now();
    const page = await waitFor(
      async () => {
        const answer = await send(url, '/');
        expect(answer.status).toBe(200);
        served += 1;
        return answer.text.includes('The Red Door Revised') ? answer.text : undefined;
      },
      60_000,
      output,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(page).toContain('The Red Door Revised');
    expect(served).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(60);

    const status = (await send(url, '/api/admin/publish', { cookie })).json();
    expect(status.pending).toBe(false);
    expect(status.error).toBeNull();
    expect(status.finishedAt! >= status.requestedAt!).toBe(true);
    expect(status.state).toBe('live');
    expect(status.liveGeneration).toBe(await readGeneration(db));
    expect((await send(url, '/build.json')).json().generation).toBe(status.liveGeneration);
    const publishedLines = () => output().match(/Published in/g)?.length ?? 0;
    await new Promise((done) => setTimeout(done, 5000));
    expect(publishedLines()).toBe(1);

    // Once the blog pages exist (issue 3), the new post is on the public blog too.
    if (existsSync(join(PROJECT_ROOT, 'src/pages/blog/[id].astro'))) {
      const post = await send(url, `/blog/${posts[0]}`);
      expect(post.status).toBe(200);
      expect(post.text).toContain('Published by itself');
      expect((await send(url, '/blog')).text).toContain('Second write, edited');
      // Its Open Graph card was drawn by the same build (CONTRACT.md §14): a 1200 x 630 PNG.
      expect(post.text).toContain(`/og/blog/${posts[0]}.png`);
      const card = await fetch(`${url}/og/blog/${posts[0]}.png`);
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await card.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    // Once the shop page exists (issue 5), the new product is in the shop too.
    if (existsSync(join(PROJECT_ROOT, 'src/pages/always-be-fabulous.astro'))) {
      expect((await send(url, '/always-be-fabulous')).text).toContain('Published Product Hat');
    }
  }, 150_000);
});
