import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDay } from './format-date';

describe('formatLongDate: long form, in UTC', () => {
  it.each([
    ['2025-03-05T14:00:00.000Z', 'March 5, 2025'],
    ['2025-01-10T15:00:00.000Z', 'January 10, 2025'],
    // Late in the evening in the Americas is already the next day in UTC, and the reverse.
    ['2025-11-14T23:59:59.999Z', 'November 14, 2025'],
    ['2025-12-31T00:00:00.000Z', 'December 31, 2025'],
    ['2024-02-29T12:00:00.000Z', 'February 29, 2024'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatLongDate(new Date(iso))).toBe(expected);
    expect(formatLongDate(iso)).toBe(expected);
    expect(formatLongDate(Date.parse(iso))).toBe(expected);
  });

  it.each([
    ['2025-03-05T14:00:00.000Z', '2025-03-05'],
    ['2025-12-31T23:30:00.000Z', '2025-12-31'],
  ])('isoDay %s -> %s', (iso, expected) => {
    expect(isoDay(iso)).toBe(expected);
  });
});
