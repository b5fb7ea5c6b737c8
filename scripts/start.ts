/**
 * `npm start`: prepares the database (create, migrate, seed when empty), builds the
 * site from it and serves the build at http://HOST:PORT.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { DatabaseUrlError, databaseOptionsFromEnv } from '../db/env';
import { migrateDatabase } from '../db/migrate';
import { runScript } from '../db/script';
import { cancelUnpaidOrders } from '../db/queries/orders';
import { setState, STATE } from '../db/queries/publish';
import { countAdmins } from '../db/queries/users';
import { isEmpty, seedDatabase } from '../db/seed';
import { ensureAdmin } from './admin-create';
import { buildSite, PROJECT_ROOT } from './build-site';
import { pruneBuilds as pruneBuildsIn, startPublisher } from './publisher';
import { startOutboxSender } from './outbox';
import { startSiteServer } from './site-server';

const DATA_DIR = join(PROJECT_ROOT, 'data');
/** Where builds go; BUILDS_DIR lets a test keep its builds apart from a running `npm start`. */
const BUILDS_DIR = process.env.BUILDS_DIR || join(PROJECT_ROOT, '.builds');

/** SESSION_SECRET from the environment, or one generated once into data/. */
function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

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
    db.$client.close();
    return seeded;
  } catch (error) {
    throw new DatabaseUrlError(`DATABASE_URL (${options.url}) could not be used: ${rootMessage(error)}`);
  }
}

/** Removes builds other than `keep`, so old builds do not pile up. */
export function pruneBuilds(keep: string): void {
  pruneBuildsIn(BUILDS_DIR, keep);
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

runScript(import.meta.url, async () => {
  const host = process.env.HOST || 'localhost';
  const port = Number(process.env.PORT || 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (got ${process.env.PORT})`);

  const seeded = await prepareDatabase();
  console.log(seeded ? 'Database created and seeded with demo content.' : 'Database ready.');
  process.env.DATABASE_URL = databaseOptionsFromEnv().url;
  process.env.SESSION_SECRET = sessionSecret();
  const adminLine = await adminFromEnv();

  const outDir = join(BUILDS_DIR, String(Date.now()));
  const started = Date.now();
  console.log('Building the site...');
  await buildSite(outDir, process.env);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const site = await startSiteServer(outDir, host, port);
  pruneBuilds(outDir);
  console.log(`Site running at ${site.url}`);
  console.log(adminLine.replaceAll('{url}', site.url));
  startOutboxSender(); // sends mail queued while the server was down

  const db = openDatabase(databaseOptionsFromEnv());
  // The build just served is a publish too: the admin shows when it finished.
  await setState(db, { [STATE.publishFinishedAt]: new Date().toISOString(), [STATE.publishError]: '' });
  startUnpaidOrderSweep(db); // its timer is unref'd: it never keeps the process alive
  const publisher = startPublisher({
    db,
    buildsDir: BUILDS_DIR,
    env: process.env,
    swap: (dir) => site.swap(dir),
    coveredUntil: new Date(started).toISOString(),
  });

  const stop = () =>
    void publisher
      .stop()
      .then(() => site.close())
      .then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
