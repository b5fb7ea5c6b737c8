import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_CENTS, formatAmount, formatPrice, orderTotalCents, parseAmount } from './money';

describe('formatting cents', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [5, '0.05', '$0.05'],
    [2500, '25.00', '$25.00'],
    [2599, '25.99', '$25.99'],
    [5198, '51.98', '$51.98'],
    [1234567, '12345.67', '$12345.67'],
  ])('%i cents is %s and %s', (cents, amount, price) => {
    expect(formatAmount(cents)).toBe(amount);
    expect(formatPrice(cents)).toBe(price);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (cents) => {
    expect(() => formatAmount(cents)).toThrow(RangeError);
  });
});

describe('parsing amounts', () => {
  it.each([
    ['25.99', 2599],
    ['$25.99', 2599],
    ['25.9', 2590],
    ['25', 2500],
    [' $ 7.05 ', 705],
    ['0.10', 10],
  ])('%j is %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '25.999', '-1.00', '1e3', '25,99', null, undefined])('%j is not an amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('order totals (SPEC.md §9)', () => {
  it.each([
    [2599, 2, 5198],
    [null, 1, DEFAULT_PRICE_CENTS],
    [null, 3, 7500],
    [5499, 1, 5499],
    [1, 100, 100],
  ])('price %s times %i is %i cents', (price, quantity, total) => {
    expect(orderTotalCents(price, quantity)).toBe(total);
  });
});
