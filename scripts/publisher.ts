/**
 * The local publisher run by `npm start` (CONTRACT.md §5 and §15): it polls the
 * database's content generation, and when it is ahead of the build being served, waits
 * until writes have been quiet for a moment (several writes in a row give one build),
 * builds the site into a new folder beside the one being served, swaps it in, and
 * records when it finished or why it failed. The new build serves the generation it
 * read at its start, so a write that lands while a build runs is never lost: the
 * database is still ahead afterwards, and the next round builds again. A failed build
 * is tried again on the next write, or after 10 minutes.
 */
import { join } from 'node:path';
import type { Database } from '../db/client';
import {
  readPublishRecord,
  REPUBLISH_AFTER_MS,
  setState,
  STATE,
} from '../src/features/publishing/publish.queries';
import { buildSite } from './build-site';
import { claimBuild, pruneBuilds, removeBuild } from './build-locks';
import { readBuildInfo } from './site-server';

export { pruneBuilds };

export interface PublisherOptions {
  db: Database;
  /** Folder that receives one sub-folder per build. */
  buildsDir: string;
  /** Environment for the build (DATABASE_URL, SITE_URL, ...). */
  env: NodeJS.ProcessEnv;
  /** Starts serving a finished build. */
  swap(dir: string): Promise<void>;
  /** The content generation of the build being served. */
  served: number;
  /** How often to look for new content (ms). */
  pollMs?: number;
  /** How long writes must have been quiet before building (ms). */
  quietMs?: number;
  /** Longest new content waits for quiet before building anyway (ms). */
  maxWaitMs?: number;
  /** How long after a failed build the same content is tried again (ms). */
  retryMs?: number;
  log?: (line: string) => void;
  /** Builds the site into a folder; `buildSite` unless a test replaces it. */
  build?: (dir: string, env: NodeJS.ProcessEnv) => Promise<void>;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface Publisher {
  /** Builds completed since start. */
  builds(): number;
  /** The content generation of the build being served. */
  served(): number;
  /** Stops polling; resolves once a build under way has finished. */
  stop(): Promise<void>;
}

/** Starts the publisher loop. */
export function startPublisher(options: PublisherOptions): Publisher {
  const {
    db,
    buildsDir,
    env,
    swap,
    pollMs = 2000,
    quietMs = 1500,
    maxWaitMs = 20_000,
    retryMs = REPUBLISH_AFTER_MS,
    log = console.log,
    build = buildSite,
    now = () => new Date(),
  } = options;
  let served = options.served;
  let firstSeen: number | null = null;
  let failed: { generation: number; at: number } | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let count = 0;

  async function publish(generation: number): Promise<void> {
    const startedAt = now();
    const dir = join(buildsDir, `${Date.now()}-${process.pid}`);
    const started = Date.now();
    claimBuild(dir);
    await setState(db, {
      [STATE.publishStartedAt]: startedAt.toISOString(),
      [STATE.publishAttemptGeneration]: String(generation),
      [STATE.publishError]: '',
    });
    try {
      await build(dir, env);
      const info = readBuildInfo(dir);
      await swap(dir);
      served = info.generation;
      failed = null;
      count += 1;
      await setState(db, { [STATE.publishFinishedAt]: now().toISOString(), [STATE.publishError]: '' });
      log(`Published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } catch (error) {
      removeBuild(dir);
      failed = { generation, at: startedAt.getTime() };
      const message = (error as Error).message.split('\n').slice(0, 3).join(' ').slice(0, 500);
      await setState(db, { [STATE.publishError]: message }).catch(() => {});
      log(`Publish failed: ${message}`);
      return;
    }
    // Outside the try: the new build is live now, and nothing the prune meets may remove it.
    pruneBuilds(buildsDir, dir);
  }

  async function tick(): Promise<void> {
    const record = await readPublishRecord(db);
    if (record.generation <= served) {
      firstSeen = null;
      return;
    }
    const at = now().getTime();
    // This content already failed to build: try again on a newer write, or after retryMs.
    if (failed && failed.generation >= record.generation && at - failed.at < retryMs) return;
    firstSeen ??= at;
    const quiet = at - Date.parse(record.requestedAt ?? '') >= quietMs;
    if (!quiet && at - firstSeen < maxWaitMs) return;
    firstSeen = null;
    await publish(record.generation);
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => log(`Publisher: ${(error as Error).message}`))
      .finally(() => (running = null));
  }, pollMs);
  timer.unref?.();

  return {
    builds: () => count,
    served: () => served,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
