/**
 * Applies the committed drizzle-kit migrations. `npm run db:migrate` runs this file;
 * start-up and tests call `migrateDatabase` directly.
 */
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openDatabase, type Database } from './client';
import { databaseOptionsFromEnv } from './env';
import { runScript } from './script';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Brings the database's schema up to date; safe to run on every start. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

runScript(
  import.meta.url,
  async () => {
    const db = openDatabase(databaseOptionsFromEnv());
    await migrateDatabase(db);
    db.$client.close();
    console.log('Migrations applied.');
  },
  { envFile: true },
);
