import { describe, expect, it } from 'vitest';
import {
  isWellFormedToken,
  newSignInLink,
  SIGN_IN_LINK_TTL_MS,
  signInLinkMail,
  signInTokenHash,
} from './sign-in-link';

describe('sign-in link tokens', () => {
  it('are 32 random bytes, stored only as their SHA-256, and expire 15 minutes on', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const a = newSignInLink(now);
    const b = newSignInLink(now);
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).not.toContain(a.token);
    expect(a.tokenHash).toBe(signInTokenHash(a.token));
    expect(a.expiresAt.getTime() - now.getTime()).toBe(SIGN_IN_LINK_TTL_MS);
    expect(SIGN_IN_LINK_TTL_MS).toBe(15 * 60 * 1000);
  });

  it.each([
    [newSignInLink().token, true],
    ['', false],
    [null, false],
    ['short', false],
    ['a'.repeat(44), false],
    ['a'.repeat(42) + '/', false],
    ['a'.repeat(42) + '=', false],
  ])('%s is well formed: %s', (token, ok) => {
    expect(isWellFormedToken(token)).toBe(ok);
  });

  it('mails the link to the site in both parts, saying where it came from and when it expires', () => {
    const { token } = newSignInLink();
    const mail = signInLinkMail('owner@example.com', 'https://example.com/', token);
    expect(mail).toMatchObject({
      kind: 'sign-in-link',
      to: 'owner@example.com',
      subject: 'Your sign-in link',
    });
    expect(mail.html).toContain(`href="https://example.com/admin/sign-in-link?token=${token}"`);
    expect(mail.text).toContain(`https://example.com/admin/sign-in-link?token=${token}`);
    expect(mail.text).toContain('requested from the sign-in page');
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.text).toContain('your password still works once the lock-out ends');
  });
});
