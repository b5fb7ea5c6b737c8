/** The SESSION_SECRET `npm start` and `npm run dev` use when the environment gives none (CONTRACT.md §2). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './build-site';

/** SESSION_SECRET from the environment, or one generated once into data/ (kept for later starts). */
export function sessionSecret(dataDir = join(PROJECT_ROOT, 'data')): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
