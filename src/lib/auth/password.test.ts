import { describe, expect, it } from 'vitest';
import { hashPassword, usernameFromEmail, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and OWASP parameters, salted', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret-Passw0rd');
    expect(await verifyPassword(stored, 's3cret-Passw0rd')).toBe(true);
    expect(await verifyPassword(stored, 's3cret-passw0rd')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch, not an error', async () => {
    expect(await verifyPassword('plain-text-password', 'plain-text-password')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it.each([
    ['Kendra.Lane@Example.com', 'kendra.lane'],
    ['owner+admin@site.io', 'owneradmin'],
    ['@odd', 'admin'],
  ])('derives the username of %s as %s', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
  });
});
