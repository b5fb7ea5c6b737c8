/**
 * Two `npm start` processes on one checkout and one database (issue 19): the second
 * start must not prune the build the first is serving, so both keep answering every
 * route (the on-demand ones load their code lazily, from the build folder) after the
 * second starts and after a publish, which each process builds and swaps in for itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/build-site';
import { send, signIn } from '../support/admin-http';
import { servingPid } from '../support/raw-http';
import { ownerOf } from '../../scripts/build-locks';

const EMAIL = 'two-starts@example.com';
const PASSWORD = 'two starts, one database';

/** One sample URL for every route file under src/pages (params filled with 1). */
function everyRoute(): string[] {
  const pages = join(PROJECT_ROOT, 'src/pages');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const urls = walk(pages)
    .map((file) => `/${relative(pages, file)}`)
    .filter((path) => !path.split('/').some((part) => part.startsWith('_')))
    .map((path) =>
      path
        .replace(/\.(astro|ts|md|mdx)$/, '')
        .replace(/\/index$/, '/')
        .replace(/\[[^\]]+\]/g, '1'),
    );
  return [...new Set(urls)].sort();
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function startNpmStart(env: Record<string, string>): Promise<Started> {
  const child = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm start did not start:\n${output}`)), 150_000);
    child.stdout?.on('data', () => {
      const url = /Site running at (\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        done({ child, url, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

async function stop(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

describe('two npm start processes on one checkout and one database', () => {
  let dir: string;
  let buildsDir: string;
  let first: Started;
  let second: Started;
  let cookie: string;
  const routes = everyRoute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'two-starts-'));
    buildsDir = join(PROJECT_ROOT, '.builds', `two-starts-${process.pid}`);
    const env = {
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      BUILDS_DIR: buildsDir,
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
    await Promise.all([stop(first), stop(second)]);
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (buildsDir) rmSync(buildsDir, { recursive: true, force: true });
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
    const deadline = Date.now() + 150_000;
    for (;;) {
      const pages = await Promise.all([send(first.url, '/blog'), send(second.url, '/blog')]);
      if (pages.every((page) => page.text.includes('Published Twice Over'))) break;
      if (Date.now() > deadline) throw new Error(`not published:\n${first.output()}\n${second.output()}`);
      await new Promise((done) => setTimeout(done, 1000));
    }
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
        readdirSync(buildsDir)
          .filter((name) => name.endsWith('.owner'))
          .map((name) => [name.slice(0, -'.owner'.length), ownerOf(join(buildsDir, name.slice(0, -6)))]),
      );
    const secondPid = servingPid(second.child.pid!);
    const firstPid = servingPid(first.child.pid!);
    const before = owners();
    expect([...before.values()]).toContain(secondPid);
    await stop(second);
    const left = readdirSync(buildsDir);
    for (const [name, owner] of before) {
      if (owner === secondPid) expect(left, `${name} of the stopped start`).not.toContain(name);
      if (owner === firstPid) expect(left).toContain(name);
    }
    expect([...owners().values()].every((owner) => owner === firstPid)).toBe(true);
    expect((await send(first.url, '/')).status).toBe(200);
    expect((await send(first.url, '/api/books')).status).toBe(200);
  }, 60_000);
});
