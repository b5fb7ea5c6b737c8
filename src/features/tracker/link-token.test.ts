/** Sign-in link tokens for another device: signed, expiring, never the stored id. */
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:env/server', () => ({ SESSION_SECRET: 'unit-test-secret-0123456789abcdef' }));
const { LINK_TTL_MS, newLinkToken, readLinkToken } = await import('./link-token.server');

const now = new Date('2026-05-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('link tokens', () => {
  const link = newLinkToken(now);

  it('stores only the hash of the secret, and expires in an hour', () => {
    expect(link.expiresAt).toEqual(later(LINK_TTL_MS));
    expect(link.token).not.toContain(link.id);
    expect(readLinkToken(link.token, now)).toEqual({ id: link.id, expiresAt: link.expiresAt });
  });

  it.each([
    ['a minute before it expires', LINK_TTL_MS - 60_000, true],
    ['when it expires', LINK_TTL_MS, false],
    ['a day later', 86_400_000, false],
  ])('is %s: valid %s', (_when, after, valid) => {
    expect(readLinkToken(link.token, later(after)) !== null).toBe(valid);
  });

  it.each([
    ['a changed signature', (t: string) => t.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    [
      'a longer expiry',
      (t: string) => t.replace(/\.(\d+)\./, (_m, e: string) => `.${Number(e) + 86_400_000}.`),
    ],
    ['another secret', (t: string) => `x${t}`],
    ['nothing', () => ''],
    ['no signature', (t: string) => t.slice(0, t.lastIndexOf('.'))],
  ])('refuses %s', (_what, forge) => {
    expect(readLinkToken(forge(link.token), now)).toBeNull();
  });

  it('gives every link its own secret', () => {
    expect(newLinkToken(now).id).not.toBe(link.id);
  });
});
