/**
 * `npm run dev`: prepares the same database `npm start` uses, then runs Astro's dev server,
 * with the same .env and SESSION_SECRET (the environment's, or the one kept in data/).
 */
import { spawn } from 'node:child_process';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { migrateDatabase } from '../db/migrate';
import { runScript } from '../db/script';
import { isEmpty, seedDatabase, seedMissingSiteTexts } from '../db/seed';
import { PROJECT_ROOT } from './build-site';
import { sessionSecret } from './session-secret';

runScript(
  import.meta.url,
  async () => {
    const options = databaseOptionsFromEnv();
    const db = openDatabase(options);
    await migrateDatabase(db);
    if (await isEmpty(db)) await seedDatabase(db);
    else await seedMissingSiteTexts(db);
    db.$client.close();
    const args = ['node_modules/astro/bin/astro.mjs', 'dev', '--port', process.env.PORT || '4321'];
    if (process.env.HOST) args.push('--host', process.env.HOST);
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: options.url, SESSION_SECRET: sessionSecret() },
    });
    child.on('exit', (code) => process.exit(code ?? 0));
  },
  { envFile: true },
);
