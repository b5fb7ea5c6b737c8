import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentChangedQueries,
  getPublishStatus,
  readGeneration,
  readPublishRecord,
  REPUBLISH_AFTER_MS,
} from '../src/features/publishing/publish.queries';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { startPublisher, type Publisher } from './publisher';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the publisher', () => {
  let data: TestDatabase;
  let buildsDir: string;

  beforeAll(async () => {
    data = await createTestDatabase({ seed: false });
    buildsDir = mkdtempSync(join(tmpdir(), 'publisher-'));
  });
  afterAll(() => {
    data.cleanup();
    rmSync(buildsDir, { recursive: true, force: true });
  });

  /** A content write, as the admin's endpoints make it. */
  const write = () => data.db.batch(contentChangedQueries(data.db));

  /**
   * Starts a publisher whose "build" does what a real one does with the database: reads
   * the generation at its start and writes it to client/build.json.
   */
  async function start(
    build: (dir: string) => Promise<void>,
    swapped: string[],
    clock: { now: number } | null = null,
  ): Promise<Publisher> {
    return startPublisher({
      db: data.db,
      buildsDir,
      env: {},
      swap: async (dir) => void swapped.push(dir),
      served: await readGeneration(data.db),
      pollMs: 50,
      quietMs: 300,
      log: () => {},
      now: clock ? () => new Date(clock.now) : undefined,
      build: async (dir) => {
        const generation = await readGeneration(data.db);
        await build(dir);
        mkdirSync(join(dir, 'client'), { recursive: true });
        writeFileSync(
          join(dir, 'client/build.json'),
          JSON.stringify({ generation, builtAt: new Date().toISOString() }),
        );
      },
    });
  }

  const status = async (publisher: Publisher) =>
    getPublishStatus(data.db, { generation: publisher.served(), builtAt: new Date().toISOString() });

  it('builds once for several writes in a row, swaps it in and records the finish', async () => {
    const swapped: string[] = [];
    let builds = 0;
    const publisher = await start(async () => void (builds += 1), swapped);
    for (let n = 0; n < 5; n++) {
      await write();
      await sleep(100);
    }
    await sleep(1000);
    expect(builds).toBe(1);
    expect(swapped).toHaveLength(1);
    const after = await status(publisher);
    expect(after).toMatchObject({ state: 'live', pending: false, error: null });
    expect(after.liveGeneration).toBe(after.generation);
    expect(after.finishedAt! >= after.requestedAt!).toBe(true);

    // A later write gives one more build.
    await write();
    await sleep(1000);
    await publisher.stop();
    expect(builds).toBe(2);
    expect(publisher.builds()).toBe(2);
  });

  it('builds again when a write lands while a build runs: that write is never left unpublished', async () => {
    const swapped: string[] = [];
    let builds = 0;
    let wroteDuringBuild = false;
    const publisher = await start(async () => {
      builds += 1;
      // The build has read its generation; this write is not in it.
      if (!wroteDuringBuild) {
        wroteDuringBuild = true;
        await write();
      }
      await sleep(200);
    }, swapped);
    await write();
    await sleep(2500);
    await publisher.stop();
    expect(builds).toBe(2);
    const after = await status(publisher);
    expect(after.state).toBe('live');
    expect(publisher.served()).toBe(await readGeneration(data.db));
  });

  it('records a failed build, keeps serving the old one, and tries again on the next write', async () => {
    const swapped: string[] = [];
    let fail = true;
    const before = readdirSync(buildsDir).sort();
    const publisher = await start(async (dir) => {
      if (!fail) return;
      mkdirSync(join(dir, 'client'), { recursive: true }); // half written when it fails
      throw new Error('astro build failed (exit 1):\nsyntax error in a page');
    }, swapped);
    await write();
    await sleep(1000);
    expect(swapped).toHaveLength(0);
    // Neither the failed build's folder nor its claim is left behind.
    expect(readdirSync(buildsDir).sort()).toEqual(before);
    let now = await status(publisher);
    expect(now.pending).toBe(false);
    expect(now.state).toBe('failed');
    expect(now.error).toMatch(/astro build failed/);

    fail = false;
    await write();
    await sleep(1000);
    await publisher.stop();
    expect(swapped).toHaveLength(1);
    now = await status(publisher);
    expect(now.error).toBeNull();
    expect(now.state).toBe('live');
  });

  it('tries a failed publish again after 10 minutes without a new write (injected clock)', async () => {
    const swapped: string[] = [];
    const clock = { now: Date.now() };
    let attempts = 0;
    const publisher = await start(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Turso was unreachable');
      },
      swapped,
      clock,
    );
    await write();
    clock.now += 2000; // quiet
    await sleep(500);
    expect(attempts).toBe(1);
    expect((await status(publisher)).error).toBe('Turso was unreachable');

    clock.now += REPUBLISH_AFTER_MS - 60_000; // nine minutes later: still waiting
    await sleep(500);
    expect(attempts).toBe(1);

    clock.now += 60_000; // ten minutes after the failed attempt
    await sleep(500);
    await publisher.stop();
    expect(attempts).toBe(2);
    expect(swapped).toHaveLength(1);
    expect((await status(publisher)).state).toBe('live');
    expect((await readPublishRecord(data.db)).error).toBeNull();
  });
});
