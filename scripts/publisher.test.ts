import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublishStatus, setState, STATE } from '../db/queries/publish';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { startPublisher } from './publisher';

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

  function start(build: (dir: string) => Promise<void>, swapped: string[]) {
    return startPublisher({
      db: data.db,
      buildsDir,
      env: {},
      swap: async (dir) => void swapped.push(dir),
      coveredUntil: new Date().toISOString(),
      pollMs: 50,
      quietMs: 300,
      log: () => {},
      build: async (dir) => {
        mkdirSync(dir, { recursive: true });
        await build(dir);
      },
    });
  }

  it('builds once for several writes in a row, swaps it in and records the finish', async () => {
    const swapped: string[] = [];
    let builds = 0;
    const publisher = start(async () => void (builds += 1), swapped);
    for (let n = 0; n < 5; n++) {
      await setState(data.db, { [STATE.publishRequestedAt]: new Date().toISOString() });
      await sleep(100);
    }
    await sleep(1000);
    expect(builds).toBe(1);
    expect(swapped).toHaveLength(1);
    const status = await getPublishStatus(data.db);
    expect(status).toMatchObject({ pending: false, error: null });
    expect(status.finishedAt! >= status.requestedAt!).toBe(true);

    // A later write gives one more build.
    await setState(data.db, { [STATE.publishRequestedAt]: new Date().toISOString() });
    await sleep(1000);
    await publisher.stop();
    expect(builds).toBe(2);
    expect(publisher.builds()).toBe(2);
  });

  it('records a failed build, keeps serving the old one, and tries again on the next write', async () => {
    const swapped: string[] = [];
    let fail = true;
    const publisher = start(async () => {
      if (fail) throw new Error('astro build failed (exit 1):\nsyntax error in a page');
    }, swapped);
    await setState(data.db, { [STATE.publishRequestedAt]: new Date().toISOString() });
    await sleep(1000);
    expect(swapped).toHaveLength(0);
    let status = await getPublishStatus(data.db);
    expect(status.pending).toBe(false);
    expect(status.error).toMatch(/astro build failed/);

    fail = false;
    await setState(data.db, { [STATE.publishRequestedAt]: new Date().toISOString() });
    await sleep(1000);
    await publisher.stop();
    expect(swapped).toHaveLength(1);
    status = await getPublishStatus(data.db);
    expect(status.error).toBeNull();
  });
});
