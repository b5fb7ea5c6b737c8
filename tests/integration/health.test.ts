/**
 * GET /api/health (CONTRACT.md §15): 200 with the outbox's pending count and the content
 * generation while the database can be read, 503 when it cannot; never cached, no secrets.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentChangedQueries, readGeneration } from '../../src/features/publishing/publish.queries';
import { countPendingMail, queueMail } from '../../src/lib/mail/outbox.queries';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;
let broken: TestSite;
let brokenPath: string;

beforeAll(async () => {
  site = await startTestSite();
  // A database file that is not a database: every read fails, as with a lost disk or Turso down.
  brokenPath = join(site.data.dir, 'not-a-database.db');
  writeFileSync(brokenPath, 'this is not an SQLite database file, only text; '.repeat(100));
  broken = await startTestSite({ DATABASE_URL: `file:${brokenPath}` });
});
afterAll(async () => {
  await Promise.all([site?.stop(), broken?.stop()]);
});

const health = (on: TestSite, init?: RequestInit) => fetch(new URL('/api/health', on.url), init);

describe('GET /api/health', () => {
  it('answers 200 with the pending mail and the content generation, uncached', async () => {
    const res = await health(site);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['db', 'generation', 'ok', 'outboxPending']);
    expect(body).toEqual({
      ok: true,
      db: 'ok',
      outboxPending: await countPendingMail(site.data.db),
      generation: await readGeneration(site.data.db),
    });
  });

  it('follows the database: a queued mail and a content write show at once', async () => {
    const before = (await (await health(site)).json()) as { outboxPending: number; generation: number };
    const { db } = site.data;
    await db.batch([
      queueMail(db, { kind: 'health-test', to: 'reader@example.com', subject: 'Hi', text: 'Hello' }),
      ...contentChangedQueries(db),
    ]);
    const after = (await (await health(site)).json()) as { outboxPending: number; generation: number };
    expect(after.outboxPending).toBe(before.outboxPending + 1);
    expect(after.generation).toBe(before.generation + 1);
  });

  it('answers 503 {message, ok: false, db: "unreachable"} when the database cannot be read, naming nothing', async () => {
    const res = await health(broken);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'The database cannot be read',
      ok: false,
      db: 'unreachable',
    });
    expect(text).not.toContain(brokenPath);
  });

  it('is GET only: a POST answers 405', async () => {
    const res = await health(site, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect((await health(site, { method: 'HEAD' })).status).toBe(200);
  });
});
