/**
 * Password hashing with argon2id (OWASP's minimum: 19 MiB memory, 2 passes, 1 lane).
 * No Astro imports, so scripts (admin:create, npm start) hash the same way as the site.
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id; @node-rs/argon2's `Algorithm` is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Shortest password an admin may choose. */
export const MIN_PASSWORD_LENGTH = 8;

/** The argon2id hash string of `password` (salted; two calls give different strings). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-just-timing');
  await verifyPassword(await dummy, password);
  return false;
}

/** A username derived from an email: the local part, lower-cased, letters/digits/._- only. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'admin';
}
