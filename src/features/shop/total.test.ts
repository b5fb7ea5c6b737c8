import { describe, expect, it } from 'vitest';
import { liveTotal } from './total';

describe('live order total (SPEC.md §9)', () => {
  it.each([
    ['$25.99', 2, '51.98'],
    ['$25.99', 1, '25.99'],
    [null, 1, '25.00'],
    [null, 4, '100.00'],
    ['$54.99', 3, '164.97'],
    ['$0.10', 3, '0.30'],
    ['$25.99', 0, '0.00'],
    ['$25.99', Number.NaN, '0.00'],
    ['not a price', 2, '50.00'],
  ])('%j times %s is %s', (price, quantity, total) => {
    expect(liveTotal(price, quantity)).toBe(total);
  });
});
