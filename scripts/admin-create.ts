/**
 * `npm run admin:create -- --email E --password P`: creates an admin account, or
 * resets the password of an existing one (and makes it an admin).
 */
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { migrateDatabase } from '../db/migrate';
import { upsertAdmin, type PublicUser } from '../src/lib/auth/users.queries';
import { runScript } from '../db/script';
import { hashPassword, MIN_PASSWORD_LENGTH, usernameFromEmail } from '../src/lib/auth/password';

/** Checks the email and password an admin account needs; returns a message or null. */
export function adminInputProblem(email: string, password: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return `"${email}" is not an email address`;
  if (password.length < MIN_PASSWORD_LENGTH)
    return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

/** Creates or resets the admin `email` with `password`. */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<{ user: PublicUser; created: boolean }> {
  const problem = adminInputProblem(email, password);
  if (problem) throw new Error(`Cannot create the admin: ${problem}`);
  return upsertAdmin(db, {
    email,
    username: usernameFromEmail(email),
    passwordHash: await hashPassword(password),
  });
}

runScript(
  import.meta.url,
  async () => {
    const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
    if (!values.email || !values.password) {
      throw new Error('usage: npm run admin:create -- --email you@example.com --password "a long password"');
    }
    const db = openDatabase(databaseOptionsFromEnv());
    await migrateDatabase(db);
    const { user, created } = await ensureAdmin(db, values.email, values.password);
    db.$client.close();
    console.log(
      `${created ? 'Created' : 'Updated'} admin ${user.email} (username ${user.username}). Sign in at /admin/login.`,
    );
  },
  { envFile: true },
);
