/**
 * `npm start`: prepares the database (create, migrate, seed when empty), builds the
 * site from it and serves the build at http://HOST:PORT.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { DatabaseUrlError, databaseOptionsFromEnv } from '../db/env';
import { migrateDatabase } from '../db/migrate';
import { runScript } from '../db/script';
import { cancelUnpaidOrders } from '../src/features/shop/orders.queries';
import { setState, STATE } from '../src/features/publishing/publish.queries';
import { countAdmins } from '../src/lib/auth/users.queries';
import { isEmpty, seedDatabase, seedMissingSiteTexts } from '../db/seed';
import { ensureAdmin } from './admin-create';
import { assertProductionConfig } from './config-check';
import { buildSite, PROJECT_ROOT, stopBuilds } from './build-site';
import { claimBuild, pruneBuilds as pruneBuildsIn, removeOwnBuilds } from './build-locks';
import { startPublisher, type Publisher } from './publisher';
import { sessionSecret } from './session-secret';
import { startOutboxSender } from './outbox';
import { startScheduleTimer } from './schedule';
import { markScheduleChecked } from '../src/features/publishing/schedule';
import { startSiteServer, type SiteServer } from './site-server';
import { useMallocTunables } from './memory-tunables';

/** Where builds go; BUILDS_DIR lets a test keep its builds apart from a running `npm start` (read after .env). */
const buildsDir = () => process.env.BUILDS_DIR || join(PROJECT_ROOT, '.builds');
/** The whole stop, signal to exit, stays under this (a supervisor's usual grace is 10 s). */
const STOP_WITHIN_MS = 9000;

/** The innermost message of an error chain (drizzle wraps libSQL's errors). */
function rootMessage(error: unknown): string {
  let e = error as { message?: string; cause?: unknown };
  while (e?.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return `${e?.message ?? error}`.split('\n')[0] ?? '';
}

/** Creates, migrates and (when empty) seeds the database; returns whether it seeded. */
async function prepareDatabase(): Promise<boolean> {
  const options = databaseOptionsFromEnv();
  try {
    const db = openDatabase(options);
    await migrateDatabase(db);
    const seeded = (await isEmpty(db)) && (await seedDatabase(db), true);
    if (!seeded) await seedMissingSiteTexts(db);
    db.$client.close();
    return seeded;
  } catch (error) {
    throw new DatabaseUrlError(`DATABASE_URL (${options.url}) could not be used: ${rootMessage(error)}`);
  }
}

/** Removes builds other than `keep` that no other live `npm start` uses, so old builds do not pile up. */
export function pruneBuilds(keep: string): void {
  pruneBuildsIn(buildsDir(), keep);
}

/** Creates or updates the admin of ADMIN_EMAIL/ADMIN_PASSWORD; returns a line telling how to sign in. */
async function adminFromEnv(): Promise<string> {
  const db = openDatabase(databaseOptionsFromEnv());
  try {
    const email = process.env.ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD;
    if (email && password) {
      const { user, created } = await ensureAdmin(db, email, password);
      return created
        ? `Admin created: sign in at {url}/admin/login with ${user.email} and the ADMIN_PASSWORD you set.`
        : `Admin ${user.email} updated: sign in at {url}/admin/login with the ADMIN_PASSWORD you set.`;
    }
    if ((await countAdmins(db)) === 0) {
      return 'No admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create -- --email you@example.com --password "..."';
    }
    return 'Admin area: {url}/admin/login';
  } finally {
    db.$client.close();
  }
}

/** How often `npm start` looks for orders left unpaid for 24 hours. */
const UNPAID_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** Cancels orders left unpaid for 24 hours (their stock goes back) now and on a timer; returns its stop. */
export function startUnpaidOrderSweep(db: Database, intervalMs = UNPAID_SWEEP_INTERVAL_MS): () => void {
  const run = () =>
    void cancelUnpaidOrders(db, new Date()).then(
      (ids) =>
        ids.length > 0 &&
        console.log(`Cancelled ${ids.length} orders unpaid for 24 hours; their stock is back.`),
      (error: unknown) => console.error('Unpaid-order sweep failed:', error),
    );
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** What is running, for the graceful stop. */
const running: {
  site?: SiteServer;
  publisher?: Publisher;
  schedule?: { stop(): void };
  stopSweep?: () => void;
  close?: () => void;
} = {};

/** Stops gracefully (see the top of the file); a second signal while stopping changes nothing. */
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + STOP_WITHIN_MS;
  // Whatever happens below, the process is gone within STOP_WITHIN_MS.
  setTimeout(() => process.exit(1), STOP_WITHIN_MS + 500).unref();
  console.log(`${signal}: stopping; requests under way are being answered...`);
  stopBuilds();
  running.schedule?.stop();
  running.stopSweep?.();
  const { site, publisher } = running;
  const publisherStopped = publisher?.stop().catch(() => {});
  await site?.close({ graceMs: Math.max(0, deadline - Date.now() - 1000) });
  await Promise.race([
    publisherStopped,
    new Promise((wait) => setTimeout(wait, Math.max(0, deadline - Date.now()))),
  ]);
  running.close?.();
  console.log('Stopped.');
  process.exit(0);
}

runScript(
  import.meta.url,
  async () => {
    useMallocTunables(); // first: re-executes with malloc settings that give memory back
    // In production (NODE_ENV=production, or on Vercel) a missing SESSION_SECRET or half a
    // PayPal pair stops here, in one line, before anything is touched.
    assertProductionConfig(process.env);
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
    const host = process.env.HOST || 'localhost';
    const port = Number(process.env.PORT || 4321);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`PORT must be a port number (got ${process.env.PORT})`);

    const seeded = await prepareDatabase();
    console.log(seeded ? 'Database created and seeded with demo content.' : 'Database ready.');
    process.env.DATABASE_URL = databaseOptionsFromEnv().url;
    process.env.SESSION_SECRET = sessionSecret();
    // The schedule timer calls the site's cron route like Vercel Cron does; without a
    // CRON_SECRET of the owner's, this process makes one up for itself.
    process.env.CRON_SECRET ||= randomBytes(32).toString('base64url');
    const adminLine = await adminFromEnv();

    const BUILDS_DIR = buildsDir();
    const outDir = join(BUILDS_DIR, `${Date.now()}-${process.pid}`);
    // Claimed before building, so another `npm start` on this checkout never prunes it;
    // removed on the way out, however the process ends (a stop, a failed build, an error).
    claimBuild(outDir);
    process.once('exit', () => removeOwnBuilds(BUILDS_DIR));
    const started = Date.now();
    console.log('Building the site...');
    // A stop during the build ends the build; stop() then exits.
    await buildSite(outDir, process.env).catch((error: unknown) => {
      if (stopping) return new Promise<never>(() => {});
      throw error;
    });
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    if (stopping) return;
    const site = await startSiteServer(outDir, host, port);
    running.site = site;
    pruneBuilds(outDir);
    console.log(`Site running at ${site.url}`);
    console.log(adminLine.replaceAll('{url}', site.url));
    startOutboxSender(); // sends mail queued while the server was down

    const db = openDatabase(databaseOptionsFromEnv());
    // The build just served is a publish too: the admin shows when it finished.
    await setState(db, { [STATE.publishFinishedAt]: new Date().toISOString(), [STATE.publishError]: '' });
    // ...and it holds every post due when it started; later ones go live by the timer.
    await markScheduleChecked(db, new Date(started));
    running.schedule = startScheduleTimer({ url: site.url, secret: process.env.CRON_SECRET });
    running.stopSweep = startUnpaidOrderSweep(db); // its timer is unref'd: it never keeps the process alive
    running.close = () => db.$client.close();
    running.publisher = startPublisher({
      db,
      buildsDir: BUILDS_DIR,
      env: process.env,
      swap: (dir) => site.swap(dir),
      served: site.buildInfo().generation,
    });
  },
  { envFile: true },
);
