/** Fresh temporary libSQL databases for tests: one file per call, removed afterwards. */
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Creates a migrated (and by default seeded) database in a new temporary folder. */
export async function createTestDatabase({ seed = true, migrate = true } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const url = `file:${join(dir, 'test.db')}`;
  const db = openDatabase({ url });
  if (migrate) await migrateDatabase(db);
  if (migrate && seed) await seedDatabase(db);
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
