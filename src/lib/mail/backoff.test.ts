import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_ATTEMPTS, MAX_RETRY_MS, retryAt } from './backoff';

describe('outbox retry backoff', () => {
  it('doubles the delay after each failed attempt', () => {
    expect(retryAt(1, 0)).toBe(FIRST_RETRY_MS);
    expect(retryAt(2, 0)).toBe(FIRST_RETRY_MS * 2);
    expect(retryAt(3, 0)).toBe(FIRST_RETRY_MS * 4);
  });

  it('never waits longer than the maximum', () => {
    expect(retryAt(50, 0, 100)).toBe(MAX_RETRY_MS);
  });

  it('gives up after the last attempt', () => {
    expect(retryAt(MAX_ATTEMPTS, 0)).toBeNull();
    expect(retryAt(3, 0, 3)).toBeNull();
  });
});
