/**
 * Publishing through the real `npm start` supervisor (CONTRACT.md §5), two of them on one
 * checkout and one database (issue 19). Content writes in the admin make each process
 * rebuild and swap its site by itself: several writes in a row give one build, and the old
 * build keeps serving meanwhile. The second start must not prune the build the first is
 * serving, so both keep answering every route (the on-demand ones load their code lazily,
 * from the build folder) after the second starts and after the publish.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { books } from '../../db/schema';
import { readGeneration } from '../../src/features/publishing/publish.queries';
import { send, signIn } from '../support/admin-http';
import { startFolders, startNpmStart, type NpmStart, type StartFolders } from '../support/npm-start';
import { routeFiles } from '../support/route-files';
import { waitFor } from '../support/wait-for';
import { ownerOf } from '../../scripts/build-locks';

const EMAIL = 'two-starts@example.com';
const PASSWORD = 'two starts, one database';

describe('two npm start processes on one checkout and one database', () => {
  let folders: StartFolders;
  let first: NpmStart;
  let second: NpmStart;
  let cookie: string;
  let db: Database;
  const routes = [...new Set(routeFiles().map((route) => route.path))];

  beforeAll(async () => {
    folders = startFolders('two-starts');
    const env = {
      DATABASE_URL: folders.databaseUrl,
      BUILDS_DIR: folders.buildsDir,
      SESSION_SECRET: 'two-starts-secret-0123456789abcdef',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    };
    first = await startNpmStart(env);
    db = openDatabase({ url: folders.databaseUrl });
    // The first serves its build: the second start then builds (and prunes) beside it.
    second = await startNpmStart(env);
    // Signed in through the second: the first must serve its admin pages with that session too.
    cookie = await signIn(second.url, EMAIL, PASSWORD);
  }, 330_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    db?.$client.close();
    folders?.cleanup();
  }, 60_000);

  /**
   * Every route on both processes: the same status from each, and never a 500 (what a
   * pruned build gives: ERR_MODULE_NOT_FOUND). /paypal/setup's 503 without PayPal
   * credentials is its documented answer.
   */
  async function sweep(): Promise<void> {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const path of routes) {
      const [one, two] = await Promise.all([
        send(first.url, path, { cookie }),
        send(second.url, path, { cookie }),
      ]);
      if (one.status === 500 || two.status === 500 || one.status !== two.status) {
        failures.push(`${path}: first ${one.status}, second ${two.status} ${one.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }

  it('the first creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD and says how to sign in; each start counts as published', async () => {
    expect(first.output()).toContain(`Admin created: sign in at ${first.url}/admin/login with ${EMAIL}`);
    // A start's build holds every content write so far.
    for (const started of [first, second]) {
      const status = (await send(started.url, '/api/admin/publish', { cookie })).json();
      expect(status).toMatchObject({ finishedAt: expect.any(String), error: null, state: 'live' });
      expect((await send(started.url, '/build.json')).json().generation).toBe(await readGeneration(db));
    }
  });

  it('both answer every route after the second has started', async () => {
    expect(first.output()).not.toMatch(/ERR_MODULE_NOT_FOUND/);
    await sweep();
  }, 120_000);

  it('each rebuilds once after several writes, serving the old build meanwhile, swaps the new one in, records the finish and still answers every route', async () => {
    expect((await send(first.url, '/')).text).toContain('The Red Door');
    // Content that only a new build can show: book 1's title is in every page's footer.
    await db.update(books).set({ title: 'The Red Door Revised' }).where(eq(books.id, 1));
    const posts: number[] = [];
    for (const title of ['Published by itself', 'Second write', 'Third write']) {
      const answer = await send(first.url, '/api/admin/blog-posts', {
        method: 'POST',
        cookie,
        body: { title, excerpt: 'Excerpt.', content: 'Body.', publishedAt: new Date().toISOString() },
      });
      expect(answer.status).toBe(201);
      posts.push(answer.json().id);
    }
    const product = await send(second.url, '/api/admin/abf/products', {
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
    await send(first.url, `/api/admin/blog-posts/${posts[1]}`, {
      method: 'PATCH',
      cookie,
      body: { title: 'Second write, edited' },
    });

    // The old build keeps serving while the new one is built, by each process.
    const begun = Date.now();
    await Promise.all(
      [first, second].map(async (started) => {
        let served = 0;
        await waitFor(
          async () => {
            const answer = await send(started.url, '/');
            expect(answer.status).toBe(200);
            served += 1;
            return answer.text.includes('The Red Door Revised') || undefined;
          },
          150_000,
          () => `not published:\n${first.output()}\n${second.output()}`,
          500,
        );
        expect(served).toBeGreaterThan(1);
      }),
    );
    // Within CONTRACT.md §5's 60 seconds, with both processes building on two cores.
    expect((Date.now() - begun) / 1000).toBeLessThan(60);

    for (const started of [first, second]) {
      const status = (await send(started.url, '/api/admin/publish', { cookie })).json();
      expect(status).toMatchObject({ state: 'live', error: null, pending: false });
      expect(status.finishedAt! >= status.requestedAt!).toBe(true);
      expect(status.liveGeneration).toBe(await readGeneration(db));
      expect((await send(started.url, '/build.json')).json().generation).toBe(status.liveGeneration);
    }
    // Several writes, one build each.
    await new Promise((done) => setTimeout(done, 5000));
    for (const started of [first, second]) expect(started.output().match(/Published in/g)).toHaveLength(1);

    for (const started of [first, second]) {
      const post = await send(started.url, `/blog/${posts[0]}`);
      expect(post.status).toBe(200);
      expect(post.text).toContain('Published by itself');
      expect((await send(started.url, '/blog')).text).toContain('Second write, edited');
      expect((await send(started.url, '/always-be-fabulous')).text).toContain('Published Product Hat');
    }
    // The post's Open Graph card was drawn by the same build (CONTRACT.md §14): a 1200 x 630 PNG.
    const card = await fetch(`${first.url}/og/blog/${posts[0]}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    await sweep();
    expect(first.output() + second.output()).not.toMatch(/ERR_MODULE_NOT_FOUND/);
  }, 240_000);

  it('the second stops and takes its builds with it; the first keeps its own and still answers', async () => {
    const owners = () =>
      new Map(
        readdirSync(folders.buildsDir)
          .filter((name) => name.endsWith('.owner'))
          .map((name) => [
            name.slice(0, -'.owner'.length),
            ownerOf(join(folders.buildsDir, name.slice(0, -6))),
          ]),
      );
    const secondPid = second.child.pid!;
    const firstPid = first.child.pid!;
    const before = owners();
    expect([...before.values()]).toContain(secondPid);
    await second.stop();
    const left = readdirSync(folders.buildsDir);
    for (const [name, owner] of before) {
      if (owner === secondPid) expect(left, `${name} of the stopped start`).not.toContain(name);
      if (owner === firstPid) expect(left).toContain(name);
    }
    const others = [...owners()].filter(([, owner]) => owner !== firstPid);
    expect(others, `claims not the first's (first ${firstPid}, second ${secondPid})`).toEqual([]);
    expect((await send(first.url, '/')).status).toBe(200);
    expect((await send(first.url, '/api/books')).status).toBe(200);
  }, 60_000);
});
