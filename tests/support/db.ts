/** Fresh temporary libSQL databases for tests: one file per call, removed afterwards. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDatabase } from '../../db/seed';

export interface TestDatabase {
  db: Database;
  url: string;
  dir: string;
  /** Closes the client and deletes the file. */
  cleanup(): void;
}

/**
 * One migrated and seeded database file per process and UTC day (the seed dates its rows by
 * the day it runs), copied for every seeded database asked for: migrating and seeding cost
 * some 0.2 s of CPU each time, a test run asks for a few hundred, and a copy costs nothing.
 */
let seeded: { day: string; file: Promise<string> } | undefined;

function seededFile(): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  if (seeded?.day !== day) seeded = { day, file: seedOnce() };
  return seeded.file;
}

async function seedOnce(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-seeded-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'seeded.db');
  const db = openDatabase({ url: `file:${file}` });
  await migrateDatabase(db);
  await seedDatabase(db);
  // Everything written back from the write-ahead log into the file, which is then whole.
  await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  db.$client.close();
  return file;
}

/** Creates a migrated (and by default seeded) database in a new temporary folder. */
export async function createTestDatabase({ seed = true, migrate = true } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const file = join(dir, 'test.db');
  if (migrate && seed) copyFileSync(await seededFile(), file);
  const url = `file:${file}`;
  const db = openDatabase({ url });
  if (migrate && !seed) await migrateDatabase(db);
  return {
    db,
    url,
    dir,
    cleanup() {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
