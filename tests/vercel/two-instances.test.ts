/**
 * Two function instances of one Vercel deployment on one database (CONTRACT.md §15):
 * what one instance writes, the other serves; publishing is judged from the live
 * build's /build.json, moving from publishing to live only when a deployment that read
 * the new content generation is swapped in, and a write that lands after a deploy
 * started reading gets a deploy of its own (the exact timings, with an injected clock,
 * are in src/lib/publishing.test.ts). Rate limits and sign-in lock-outs are counted in
 * the database, so what one instance counted the other enforces. The deploy hook is a
 * local stand-in that records calls; the test builds and swaps in the deployments Vercel would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readGeneration, readPublishRecord, STATE } from '../../src/features/publishing/publish.queries';
import { ensureAdmin } from '../../scripts/admin-create';
import { send, signIn } from '../support/admin-http';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { buildForVercel, VERCEL_TEST_DIR } from '../support/vercel-build';
import { startVercelInstance, type VercelInstance } from '../support/vercel-instances';

const EMAIL = 'owner@example.com';
const LOCKED_EMAIL = 'locked-out@example.com';
const PASSWORD = 'a long enough password';
const CRON_SECRET = 'cron-secret-for-the-vercel-tests';

describe('two instances of the Vercel function on one database', () => {
  const port = inject('vercelSitePort');
  let data: TestDatabase;
  let hook: Server;
  const hookCalls: string[] = [];
  let a: VercelInstance;
  let b: VercelInstance;
  let cookie: string;
  const deployments: string[] = [];

  /** A production deployment built from the test database, as the deploy hook would start. */
  async function buildDeployment(): Promise<string> {
    const dir = join(VERCEL_TEST_DIR, `deploy-${deployments.length + 2}-${process.pid}`);
    deployments.push(dir);
    return buildForVercel(dir, {
      DATABASE_URL: data.url,
      SITE_URL: `http://127.0.0.1:${port}`,
      VERCEL_ENV: 'production',
    });
  }
  const status = async (instance: VercelInstance) =>
    (await send(instance.url, '/api/admin/publish', { cookie })).json();
  const newPost = (instance: VercelInstance, title: string) =>
    send(instance.url, '/api/admin/blog-posts', {
      method: 'POST',
      cookie,
      body: { title, excerpt: 'Written on Vercel.', content: 'Body.', publishedAt: new Date().toISOString() },
    });

  beforeAll(async () => {
    data = await createTestDatabase();
    await ensureAdmin(data.db, EMAIL, PASSWORD);
    await ensureAdmin(data.db, LOCKED_EMAIL, PASSWORD);
    hook = createServer((req, res) => {
      hookCalls.push(req.method ?? '');
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"job":{"state":"PENDING"}}');
    });
    await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
    const env = {
      DATABASE_URL: data.url,
      SESSION_SECRET: 'vercel-test-secret-0123456789abcdef',
      DEPLOY_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/deploy-hook`,
      CRON_SECRET,
    };
    // A listens where SITE_URL points (the live site the admin reads /build.json from).
    [a, b] = await Promise.all([
      startVercelInstance(inject('vercelOutput'), env, port),
      startVercelInstance(inject('vercelOutput'), env),
    ]);
    cookie = await signIn(a.url, EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    hook?.close();
    data?.cleanup();
    for (const dir of deployments) rmSync(dir, { recursive: true, force: true });
  });

  it('shows a write made through one instance through the other, with one session for both', async () => {
    const created = await newPost(a, 'Written Through A');
    expect(created.status).toBe(201);
    const { id } = created.json();
    // B reads it from the database: the API, and the post page rendered on demand until the next build.
    expect((await send(b.url, `/api/blog/${id}`)).json()).toMatchObject({ id, title: 'Written Through A' });
    const page = await send(b.url, `/blog/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Written Through A');
    // So is its Open Graph card, by the function, so a link shared now shows it.
    const card = await fetch(`${b.url}/og/blog/${id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // The session made on A is good on B (it lives in the database, not in an instance).
    const list = await send(b.url, '/api/admin/blog-posts', { cookie });
    expect(list.status).toBe(200);
    expect(list.json()[0]).toMatchObject({ id, title: 'Written Through A' });

    // A visitor subscribes through B; the owner sees it through A.
    const subscribed = await send(b.url, '/api/newsletter/subscribe', {
      method: 'POST',
      body: { email: 'reader-via-b@example.com' },
    });
    expect(subscribed.status).toBe(201);
    const subscribers = await send(a.url, '/api/admin/newsletter-subscribers', { cookie });
    expect(subscribers.json().map((s: { email: string }) => s.email)).toContain('reader-via-b@example.com');
    // Subscribing again through A is the same subscriber (one row).
    expect(
      (
        await send(a.url, '/api/newsletter/subscribe', {
          method: 'POST',
          body: { email: 'reader-via-b@example.com' },
        })
      ).status,
    ).toBe(200);
  });

  // Rate limits and sign-in lock-outs live in the database (issue 12 point 2): both instances count together.
  it('answers the 31st public write of a minute with 429, whichever instances the 30 before it went through', async () => {
    const from = '127.0.7.1';
    const contact = (instance: VercelInstance, n: number) =>
      send(instance.url, '/api/contact', {
        method: 'POST',
        from,
        body: {
          name: 'Reader',
          email: 'reader@example.com',
          subject: `Hello ${n}`,
          message: 'Split across.',
        },
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++) statuses.push((await contact(n % 2 ? a : b, n)).status);
    expect(statuses).toEqual(Array(30).fill(201));
    for (const instance of [b, a]) {
      const limited = await contact(instance, 31);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ message: expect.any(String) });
    }
    // Another address is not affected, on either instance.
    expect(
      (
        await send(b.url, '/api/contact', {
          method: 'POST',
          from: '127.0.7.2',
          body: {
            name: 'Other',
            email: 'other@example.com',
            subject: 'Hi',
            message: 'Fine.',
          },
        })
      ).status,
    ).toBe(201);
  });

  it('locks an account out on B after 10 failed sign-ins through A, and lets a right password in once they age out', async () => {
    const login = (instance: VercelInstance, password: string, from: string) =>
      send(instance.url, '/api/auth/login', {
        method: 'POST',
        from,
        body: { email: LOCKED_EMAIL, password },
      });
    for (let n = 1; n <= 10; n++) expect((await login(a, `guess ${n}`, `127.0.8.${n}`)).status).toBe(401);
    // The right password, from a fresh address, through the other instance: locked.
    const locked = await login(b, PASSWORD, '127.0.8.100');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect((await login(a, PASSWORD, '127.0.8.101')).status).toBe(429);
    // Fifteen minutes later (the failures' clock moved back) the account signs in through B.
    await data.db.run(sql`UPDATE login_attempts SET at = at - ${16 * 60_000} WHERE email = ${LOCKED_EMAIL}`);
    expect((await login(b, PASSWORD, '127.0.8.100')).status).toBe(200);
  });

  it(
    'moves from publishing to live only when a deployment with the new generation is swapped in',
    // A whole Vercel build happens inside; beside the other suites on two cores it can take minutes.
    { timeout: 300_000 },
    async () => {
      // One hook call for the first write; a second write joins the deploy not started yet.
      expect(hookCalls).toEqual(['POST']);
      const edited = await send(b.url, '/api/admin/blog-posts', { cookie });
      const [latest] = edited.json();
      expect(
        (
          await send(b.url, `/api/admin/blog-posts/${latest.id}`, {
            method: 'PATCH',
            cookie,
            body: { title: 'Written Through A, edited' },
          })
        ).status,
      ).toBe(200);
      expect(hookCalls).toEqual(['POST']);
      const before = await status(b);
      expect(before).toMatchObject({ state: 'publishing', generation: 2, liveGeneration: 0, pending: true });
      expect((await status(a)).state).toBe('publishing');

      // Vercel runs the deploy: the production build reads generation 2 at its start.
      const second = await buildDeployment();
      expect(await readPublishRecord(data.db)).toMatchObject({ hookPending: false, buildGeneration: 2 });
      // Still the old deployment: publishing.
      expect((await status(a)).state).toBe('publishing');

      await Promise.all([a.deploy(second), b.deploy(second)]);
      for (const instance of [a, b]) {
        expect(await status(instance)).toMatchObject({
          state: 'live',
          generation: 2,
          liveGeneration: 2,
          error: null,
        });
      }
      // The post is a pre-rendered page of the new deployment now.
      expect(existsSync(join(second, `static/blog/${latest.id}/index.html`))).toBe(true);
      expect((await send(b.url, `/blog/${latest.id}`)).text).toContain('Written Through A, edited');
    },
  );

  it('gives a write after the live deployment started reading a deploy of its own', async () => {
    // The live deployment read generation 2 when its build started; this write is 3.
    const late = await newPost(b, 'After The Build Started');
    expect(late.status).toBe(201);
    expect(hookCalls).toEqual(['POST', 'POST']);
    // Never 'live' for content the live deployment does not have.
    expect(await status(b)).toMatchObject({ state: 'publishing', generation: 3, liveGeneration: 2 });
    expect((await send(a.url, '/build.json')).json().generation).toBe(2);
  });

  /** Stand-in for the clock: ten minutes and more pass since the latest deploy hook call. */
  const elevenMinutesPass = () =>
    data.db.run(
      sql`UPDATE site_state SET value = ${new Date(Date.now() - 11 * 60_000).toISOString()} WHERE key = ${STATE.publishStartedAt}`,
    );

  it('requests a publish again on the next admin request when it is not live 10 minutes later', async () => {
    // The deploy requested for the late write never comes; another write joins it meanwhile.
    await newPost(a, 'Waiting For A Deploy');
    expect(hookCalls).toHaveLength(2);
    await elevenMinutesPass();
    // Any admin request will do: here the Outbox tab's list, through A.
    expect((await send(a.url, '/api/admin/outbox', { cookie })).status).toBe(200);
    expect(hookCalls).toHaveLength(3);
    expect(await status(b)).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/not live after 10 minutes; requested again/),
    });
    // Requested again just now: further admin requests do not call the hook again.
    await send(b.url, '/api/admin/outbox', { cookie });
    expect(hookCalls).toHaveLength(3);
  });

  it('requests a publish again from the cron route when it is not live 10 minutes later', async () => {
    await elevenMinutesPass();
    expect((await send(b.url, '/api/cron/publish')).status).toBe(401);
    expect(hookCalls).toHaveLength(3);
    const cron = await send(b.url, '/api/cron/publish', {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(cron.status).toBe(200);
    expect(cron.json()).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/not live after 10 minutes; requested again/),
    });
    expect(hookCalls).toHaveLength(4);
    expect(await readGeneration(data.db)).toBe(4);
  });
});
