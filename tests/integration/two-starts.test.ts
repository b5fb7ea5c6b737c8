/**
 * Two `npm start` processes on one checkout and one database (issue 19): the second
 * start must not prune the build the first is serving, so both keep answering every
 * route (the on-demand ones load their code lazily, from the build folder) after the
 * second starts and after a publish, which each process builds and swaps in for itself.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The first serves its build: the second start then builds (and prunes) beside it.
    second = await startNpmStart(env);
    // Signed in through the second: the first must serve its admin pages with that session too.
    cookie = await signIn(second.url, EMAIL, PASSWORD);
  }, 330_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
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

  it('both answer every route after the second has started', async () => {
    expect(first.output()).not.toMatch(/ERR_MODULE_NOT_FOUND/);
    await sweep();
  }, 120_000);

  it('both publish a content write and still answer every route', async () => {
    const created = await send(first.url, '/api/admin/blog-posts', {
      method: 'POST',
      cookie,
      body: {
        title: 'Published Twice Over',
        excerpt: 'E.',
        content: 'C.',
        publishedAt: new Date().toISOString(),
      },
    });
    expect(created.status).toBe(201);
    await waitFor(
      async () => {
        const pages = await Promise.all([send(first.url, '/blog'), send(second.url, '/blog')]);
        return pages.every((page) => page.text.includes('Published Twice Over')) || undefined;
      },
      150_000,
      () => `not published:\n${first.output()}\n${second.output()}`,
      1000,
    );
    for (const started of [first, second]) {
      const status = (await send(started.url, '/api/admin/publish', { cookie })).json();
      expect(status).toMatchObject({ state: 'live', error: null });
    }
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
