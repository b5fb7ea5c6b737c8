/**
 * Publishing through the real `npm start` supervisor (CONTRACT.md §5): content writes in
 * the admin make it rebuild and swap the site by itself, the old build keeps serving
 * meanwhile, and several writes in a row give one build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { readGeneration } from '../../src/features/publishing/publish.queries';
import { books } from '../../db/schema';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { send, signIn } from '../support/admin-http';

const EMAIL = 'publisher@example.com';
const PASSWORD = 'publish-me-please';

describe('npm start publishes content writes by itself', () => {
  let child: ChildProcess;
  let output = '';
  let url = '';
  let dir = '';
  let buildsDir = '';
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-publish-'));
    buildsDir = join(PROJECT_ROOT, '.builds', `publish-test-${process.pid}`);
    child = spawn(
      process.execPath,
      [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: `file:${join(dir, 'site.db')}`,
          // Builds must sit inside the project, where their server code finds node_modules.
          BUILDS_DIR: buildsDir,
          SESSION_SECRET: 'publish-test-secret-0123456789abcdef',
          ADMIN_EMAIL: EMAIL,
          ADMIN_PASSWORD: PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const running = () => {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      return /Site running at (\S+)/.exec(output)?.[1];
    };
    url = await waitFor(running, 150_000, () => output);
    db = openDatabase({ url: `file:${join(dir, 'site.db')}` });
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    db?.$client.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (buildsDir) rmSync(buildsDir, { recursive: true, force: true });
  }, 120_000);

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD and says how to sign in', async () => {
    expect(output).toContain(`Admin created: sign in at ${url}/admin/login with ${EMAIL}`);
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
      () => output,
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
    const publishedLines = () => output.match(/Published in/g)?.length ?? 0;
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

/** Polls `probe` every 500 ms until it gives a value. */
async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  context: () => string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`timed out after ${timeoutMs} ms:\n${context().slice(-3000)}`);
}
