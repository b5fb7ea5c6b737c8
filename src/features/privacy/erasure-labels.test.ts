import { describe, expect, it } from 'vitest';
import { describeCounts, ERASURE_LABELS, summariseCounts } from './erasure-labels';
import { ERASURE_KINDS } from './erase';

describe('erasure labels', () => {
  it('word every kind the erasure counts', () => {
    expect(Object.keys(ERASURE_LABELS).sort()).toEqual([...ERASURE_KINDS].sort());
  });

  it.each([
    [
      { subscribers: 1, messages: 2, orders: 1 },
      '1 newsletter subscription, 2 contact messages, 1 order anonymised (amounts kept)',
    ],
    [{ stories: 0, mails: 3 }, '3 mails in the outbox'],
    [{}, 'nothing held this address'],
  ])('%j -> %s', (counts, text) => {
    expect(summariseCounts(counts)).toBe(text);
  });

  it('leaves out kinds without rows', () => {
    expect(describeCounts({ shelfLinks: 1, rateLimits: 0 })).toEqual(['1 shelf device link']);
  });
});
