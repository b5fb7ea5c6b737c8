/**
 * The local publisher run by `npm start` (CONTRACT.md §5): it polls the database for
 * publish requests, waits until writes have been quiet for a moment (several writes
 * in a row give one build), builds the site into a new folder beside the one being
 * served, swaps it in, and records when it finished or why it failed.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { getState, setState, STATE } from '../db/queries/publish';
import { buildSite } from './build-site';

export interface PublisherOptions {
  db: Database;
  /** Folder that receives one sub-folder per build. */
  buildsDir: string;
  /** Environment for the build (DATABASE_URL, SITE_URL, ...). */
  env: NodeJS.ProcessEnv;
  /** Starts serving a finished build. */
  swap(dir: string): Promise<void>;
  /** Requests older than this were already covered by the build being served (ISO). */
  coveredUntil: string;
  /** How often to look for a request (ms). */
  pollMs?: number;
  /** How long writes must have been quiet before building (ms). */
  quietMs?: number;
  /** Longest a request waits for quiet before building anyway (ms). */
  maxWaitMs?: number;
  log?: (line: string) => void;
  /** Builds the site into a folder; `buildSite` unless a test replaces it. */
  build?: (dir: string, env: NodeJS.ProcessEnv) => Promise<void>;
}

export interface Publisher {
  /** Builds completed since start. */
  builds(): number;
  /** Stops polling; resolves once a build under way has finished. */
  stop(): Promise<void>;
}

/** Removes every build folder in `buildsDir` except `keep`. */
export function pruneBuilds(buildsDir: string, keep: string): void {
  if (!existsSync(buildsDir)) return;
  for (const name of readdirSync(buildsDir)) {
    const dir = join(buildsDir, name);
    if (dir !== keep) rmSync(dir, { recursive: true, force: true });
  }
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
    log = console.log,
    build = buildSite,
  } = options;
  let covered = options.coveredUntil;
  let firstSeen: { at: string; when: number } | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let count = 0;

  async function publish(): Promise<void> {
    const startedAt = new Date().toISOString();
    const dir = join(buildsDir, String(Date.now()));
    const started = Date.now();
    await setState(db, { [STATE.publishStartedAt]: startedAt });
    try {
      await build(dir, env);
      await swap(dir);
      count += 1;
      await setState(db, { [STATE.publishFinishedAt]: new Date().toISOString(), [STATE.publishError]: '' });
      log(`Published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      pruneBuilds(buildsDir, dir);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      const message = (error as Error).message.split('\n').slice(0, 3).join(' ').slice(0, 500);
      await setState(db, { [STATE.publishError]: message }).catch(() => {});
      log(`Publish failed: ${message}`);
    } finally {
      covered = startedAt;
    }
  }

  async function tick(): Promise<void> {
    const state = await getState(db, [STATE.publishRequestedAt]);
    const requestedAt = state[STATE.publishRequestedAt];
    // A request in the very millisecond a build started may not be in it: only older ones are covered.
    if (!requestedAt || requestedAt < covered) {
      firstSeen = null;
      return;
    }
    const now = Date.now();
    if (!firstSeen) firstSeen = { at: requestedAt, when: now };
    const quiet = now - Date.parse(requestedAt) >= quietMs;
    if (!quiet && now - firstSeen.when < maxWaitMs) return;
    firstSeen = null;
    await publish();
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
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
