/**
 * Publishing on Vercel, decided from the database's content generation and the live
 * build's /build.json (never from the deploy hook's answer), with an injected clock and
 * a fake deploy hook.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentChangedQueries,
  readPublishRecord,
  recordBuildFailure,
  recordBuildStart,
  REPUBLISH_AFTER_MS,
  type BuildInfo,
} from './publish.queries';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { publishAfterWrite, reconcilePublish, republishReason, type DeployHook } from './publish-decisions';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const MINUTE = 60_000;

describe('publishing on Vercel', () => {
  let data: TestDatabase;
  let calls: number;
  let answer: number;
  let hook: DeployHook;

  beforeEach(async () => {
    data = await createTestDatabase({ seed: false });
    calls = 0;
    answer = 201;
    hook = {
      url: 'https://api.vercel.example/v1/integrations/deploy/abc',
      fetch: (async () => {
        calls += 1;
        return new Response('{"job":{}}', { status: answer });
      }) as typeof fetch,
    };
  });
  afterEach(() => data.cleanup());

  /** A content write at `now` and what the endpoint does right after it. */
  async function write(now: Date) {
    await data.db.batch(contentChangedQueries(data.db, { now }));
    await publishAfterWrite(data.db, hook, now);
  }
  const live = (generation: number): BuildInfo => ({ generation, builtAt: at(0).toISOString() });

  it('calls the hook once for writes in a row while the requested deploy has not started reading', async () => {
    await write(at(0));
    await write(at(1000));
    await write(at(2000));
    expect(calls).toBe(1);
    const status = await reconcilePublish(data.db, live(0), hook, at(3000));
    expect(status).toMatchObject({ state: 'publishing', generation: 3, liveGeneration: 0, pending: true });
    expect(calls).toBe(1);
  });

  it('requests another deploy for a write that lands after the deploy started reading (a write that would otherwise never go live)', async () => {
    await write(at(0));
    expect(calls).toBe(1);
    // The requested production build starts: it reads generation 1.
    expect(await recordBuildStart(data.db, at(20_000))).toBe(1);
    // A second write within the old 30 s window: the running build does not have it.
    await write(at(25_000));
    expect(calls).toBe(2);
    // Writes after that join the second deploy, which has not started reading.
    await write(at(26_000));
    expect(calls).toBe(2);
    // The first deploy goes live with generation 1: the admin sees publishing, not live.
    const status = await reconcilePublish(data.db, live(1), hook, at(90_000));
    expect(status.state).toBe('publishing');
    expect(calls).toBe(2);
    // The second deploy reads 3 and goes live: live.
    expect(await recordBuildStart(data.db, at(100_000))).toBe(3);
    expect((await reconcilePublish(data.db, live(3), hook, at(200_000))).state).toBe('live');
  });

  it('needs no further deploy when a build started reading after the write committed', async () => {
    await write(at(0));
    await recordBuildStart(data.db, at(10_000)); // reads 1
    await data.db.batch(contentChangedQueries(data.db, { now: at(20_000) })); // 2 commits...
    await recordBuildStart(data.db, at(20_500)); // ...another production build (a git push) reads 2...
    await publishAfterWrite(data.db, hook, at(21_000)); // ...before the write's own request runs
    expect(calls).toBe(1);
  });

  it('never calls the hook twice for writes that race each other', async () => {
    await data.db.batch(contentChangedQueries(data.db, { now: at(0) }));
    await Promise.all(Array.from({ length: 5 }, () => publishAfterWrite(data.db, hook, at(10))));
    expect(calls).toBe(1);
  });

  it('is live when the live build reached the database, and calls nothing', async () => {
    await write(at(0));
    await recordBuildStart(data.db, at(10_000));
    const status = await reconcilePublish(data.db, live(1), hook, at(60 * MINUTE));
    expect(status).toMatchObject({ state: 'live', error: null, pending: false, liveGeneration: 1 });
    expect(status.finishedAt).toBe(at(0).toISOString());
    expect(calls).toBe(1);
  });

  it('requests a publish again when it is not live 10 minutes after the hook call, and says so', async () => {
    await write(at(0));
    expect(calls).toBe(1);
    expect((await reconcilePublish(data.db, live(0), hook, at(9 * MINUTE))).state).toBe('publishing');
    expect(calls).toBe(1);
    const status = await reconcilePublish(data.db, live(0), hook, at(10 * MINUTE));
    expect(calls).toBe(2);
    expect(status.state).toBe('failed');
    expect(status.error).toMatch(/requested at 10:00 UTC was not live after 10 minutes; requested again/);
    // The deploy requested again starts: publishing again, then live.
    await recordBuildStart(data.db, at(11 * MINUTE));
    expect((await reconcilePublish(data.db, live(0), hook, at(12 * MINUTE))).state).toBe('publishing');
    expect((await reconcilePublish(data.db, live(1), hook, at(14 * MINUTE))).state).toBe('live');
    expect(calls).toBe(2);
  });

  it('requests again when a build that read the content is not live 10 minutes after it started', async () => {
    await write(at(0));
    await recordBuildStart(data.db, at(MINUTE));
    expect(await reconcilePublish(data.db, live(0), hook, at(10 * MINUTE))).toMatchObject({
      state: 'publishing',
    });
    expect(calls).toBe(1);
    const status = await reconcilePublish(data.db, live(0), hook, at(11 * MINUTE));
    expect(calls).toBe(2);
    expect(status.error).toMatch(/build started at 10:01 UTC was not live after 10 minutes/);
  });

  it('shows a failed hook call with its reason and tries again after 10 minutes or on the next write', async () => {
    answer = 500;
    await write(at(0));
    expect(calls).toBe(1);
    let status = await reconcilePublish(data.db, live(0), hook, at(MINUTE));
    expect(status).toMatchObject({ state: 'failed', error: 'The deploy hook failed: it answered 500' });
    expect(calls).toBe(1);
    answer = 201;
    status = await reconcilePublish(data.db, live(0), hook, at(10 * MINUTE));
    expect(calls).toBe(2);
    expect(status.state).toBe('failed'); // the reason stays until a build starts
    expect(status.error).toMatch(/it answered 500 Requested again/);

    answer = 500;
    await recordBuildStart(data.db, at(11 * MINUTE)); // that deploy starts (and will fail to go live)
    await write(at(12 * MINUTE)); // a new write calls the hook at once
    expect(calls).toBe(3);
  });

  it('shows a failed production build with its reason; the next write requests a deploy at once', async () => {
    await write(at(0));
    await recordBuildStart(data.db, at(MINUTE));
    await recordBuildFailure(data.db, 'The Vercel build failed: astro build exited with 1', at(2 * MINUTE));
    const status = await reconcilePublish(data.db, live(0), hook, at(3 * MINUTE));
    expect(status).toMatchObject({
      state: 'failed',
      error: 'The Vercel build failed: astro build exited with 1',
    });
    await write(at(4 * MINUTE));
    expect(calls).toBe(2);
    expect((await reconcilePublish(data.db, live(0), hook, at(5 * MINUTE))).state).toBe('publishing');
  });

  it('requests a deploy at once for a write whose own request never ran', async () => {
    await data.db.batch(contentChangedQueries(data.db, { now: at(0) })); // the function died after the commit
    expect(calls).toBe(0);
    const status = await reconcilePublish(data.db, live(0), hook, at(MINUTE));
    expect(calls).toBe(1);
    expect(status.state).toBe('publishing');
  });

  it('does not call the hook while the live build cannot be read, and says why', async () => {
    await data.db.batch(contentChangedQueries(data.db, { now: at(0) }));
    const status = await reconcilePublish(
      data.db,
      { error: 'https://example.com/build.json answered 404' },
      hook,
      at(MINUTE),
    );
    expect(status).toMatchObject({ state: 'failed', error: 'https://example.com/build.json answered 404' });
    expect(calls).toBe(0);
  });

  it('does nothing without a deploy hook (npm start publishes by itself)', async () => {
    const local: DeployHook = { url: undefined, fetch: hook.fetch };
    await data.db.batch(contentChangedQueries(data.db, { now: at(0) }));
    await publishAfterWrite(data.db, local, at(0));
    const status = await reconcilePublish(data.db, live(0), local, at(60 * MINUTE));
    expect(status.state).toBe('publishing');
    expect(calls).toBe(0);
  });

  it('republishReason is null while a request is fresh', async () => {
    await write(at(0));
    expect(republishReason(await readPublishRecord(data.db), at(MINUTE))).toBeNull();
  });
});
