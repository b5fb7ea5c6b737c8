import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  fillDays,
  growthPercent,
  isoDay,
  rangeWindow,
  RANGES,
  RANGE_DAYS,
} from './range';

describe('addDays', () => {
  it.each([
    ['2026-11-22', -1, '2026-11-21'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -365, '2025-01-01'],
    ['2026-03-29', 1, '2026-03-30'], // a European DST change does not matter in UTC
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s %+d days -> %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it('refuses what is not a day', () => {
    expect(() => addDays('22/11/2026', 1)).toThrow(RangeError);
  });
});

describe('isoDay', () => {
  it('is the UTC calendar day', () => {
    expect(isoDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(isoDay(new Date('2026-11-23T00:00:00-05:00'))).toBe('2026-11-23');
  });
});

describe('rangeWindow', () => {
  it.each([
    ['7d', '2026-11-16', '2026-11-09', '2026-11-15'],
    ['30d', '2026-10-24', '2026-09-24', '2026-10-23'],
    ['90d', '2026-08-25', '2026-05-27', '2026-08-24'],
    ['1y', '2025-11-23', '2024-11-23', '2025-11-22'],
  ] as const)(
    '%s ending 2026-11-22 starts %s; previous period %s..%s',
    (range, start, previousStart, previousEnd) => {
      const window = rangeWindow(range, '2026-11-22');
      expect(window).toMatchObject({
        range,
        start,
        end: '2026-11-22',
        previousStart,
        previousEnd,
        monthStart: '2026-10-24',
      });
    },
  );

  it.each(RANGES)('%s covers exactly its number of days, and so does its previous period', (range) => {
    const window = rangeWindow(range, '2026-11-22');
    expect(daysBetween(window.start, window.end)).toHaveLength(RANGE_DAYS[range]);
    expect(daysBetween(window.previousStart, window.previousEnd)).toHaveLength(RANGE_DAYS[range]);
    expect(addDays(window.previousEnd, 1)).toBe(window.start);
  });
});

describe('growthPercent', () => {
  it.each([
    [120, 100, 20],
    [80, 100, -20],
    [100, 100, 0],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [250, 100, 150],
    [0, 10, -100],
  ])('%d against %d -> %d%%', (current, previous, expected) => {
    expect(growthPercent(current, previous)).toBe(expected);
  });

  it('has no percentage when the previous period had nobody (no baseline)', () => {
    expect(growthPercent(42, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
});

describe('fillDays', () => {
  it('keeps measured days and fills quiet ones with the empty value', () => {
    const rows = [
      { date: '2026-11-20', n: 3 },
      { date: '2026-11-22', n: 5 },
    ];
    expect(fillDays('2026-11-19', '2026-11-22', rows, (date) => ({ date, n: 0 }))).toEqual([
      { date: '2026-11-19', n: 0 },
      { date: '2026-11-20', n: 3 },
      { date: '2026-11-21', n: 0 },
      { date: '2026-11-22', n: 5 },
    ]);
  });
});
