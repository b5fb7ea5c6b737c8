import { describe, expect, it } from 'vitest';
import {
  checkConfirmTokenWith,
  CONFIRM_TOKEN_TTL_MS,
  confirmTokenWith,
  emailFromUnsubscribeTokenWith,
  unsubscribeTokenWith,
} from './tokens';

const SECRET = 'unit-secret';
const T0 = Date.parse('2026-05-01T12:00:00Z');

describe('confirmation tokens', () => {
  const token = confirmTokenWith(SECRET, 'ada@example.com', T0);

  it.each([
    [0, 'valid'],
    [CONFIRM_TOKEN_TTL_MS - 1, 'valid'],
    [CONFIRM_TOKEN_TTL_MS, 'expired'],
    [30 * 86_400_000, 'expired'],
  ])('%i ms after it was made: %s', (later, status) => {
    expect(checkConfirmTokenWith(SECRET, token, T0 + later)).toEqual({ status, email: 'ada@example.com' });
  });

  it('expires after exactly 7 days', () => expect(CONFIRM_TOKEN_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000));

  it.each([
    ['another secret', confirmTokenWith('other', 'ada@example.com', T0)],
    ['a changed address', token.replace(/^[^.]+/, Buffer.from('eve@example.com').toString('base64url'))],
    [
      'a later expiry',
      token.replace(/\.([0-9a-z]+)\./, (_, e: string) => `.${(parseInt(e, 36) + 1e9).toString(36)}.`),
    ],
    ['an unsubscribe token', unsubscribeTokenWith(SECRET, 'ada@example.com')],
    ['nothing', ''],
    ['garbage', 'a.b.c'],
  ])('refuses %s', (_, forged) => {
    expect(checkConfirmTokenWith(SECRET, forged, T0)).toEqual({ status: 'invalid' });
  });
});

describe('unsubscribe tokens', () => {
  it('carry the address, never expire, and cannot be forged', () => {
    const token = unsubscribeTokenWith(SECRET, 'bo@example.com');
    expect(emailFromUnsubscribeTokenWith(SECRET, token)).toBe('bo@example.com');
    expect(emailFromUnsubscribeTokenWith('other', token)).toBeNull();
    expect(emailFromUnsubscribeTokenWith(SECRET, confirmTokenWith(SECRET, 'bo@example.com', T0))).toBeNull();
  });
});
