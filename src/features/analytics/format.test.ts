import { describe, expect, it } from 'vitest';
import {
  describeDaily,
  formatAverage,
  formatDay,
  formatDuration,
  formatGrowth,
  formatNumber,
  progressPercent,
} from './format';

describe('formatting', () => {
  it.each([
    [12.5, '+12.5%'],
    [-3, '−3%'],
    [0, '0%'],
    [null, 'No earlier data'],
  ])('growth %s -> %s', (value, text) => {
    expect(formatGrowth(value)).toBe(text);
  });

  it.each([
    [0, '0s'],
    [45, '45s'],
    [60, '1m'],
    [125, '2m 5s'],
    [3600, '1h'],
    [7380, '2h 3m'],
  ])('duration %d s -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    [18420, 25000, 74],
    [78, 75, 100],
    [0, 500, 0],
    [5, 0, 0],
  ])('progress %d of %d -> %d%%', (current, target, percent) => {
    expect(progressPercent(current, target)).toBe(percent);
  });

  it('writes numbers and days for people', () => {
    expect(formatNumber(25000)).toBe('25,000');
    expect(formatDay('2026-11-03')).toBe('Nov 3');
  });
});

const READERS = ['reader', 'readers'] as const;
const PAGE_VIEWS = ['page view', 'page views'] as const;

describe('formatAverage', () => {
  it.each([
    [0, '0'],
    [0.01, 'under 0.1'],
    [0.33, '0.3'],
    [2.5, '2.5'],
    [4, '4'],
    [9.96, '10'],
    [12.4, '12'],
    [1234.6, '1,235'],
  ])('%d a day is written %s', (value, text) => {
    expect(formatAverage(value)).toBe(text);
  });
});

describe('describeDaily', () => {
  it('names the total, average, busiest and quietest days', () => {
    const text = describeDaily(
      [
        { date: '2026-11-01', value: 4 },
        { date: '2026-11-02', value: 10 },
        { date: '2026-11-03', value: 1 },
      ],
      READERS,
    );
    expect(text).toBe(
      'From Nov 1 to Nov 3: 15 readers in total, 5 a day on average. Busiest day Nov 2 with 10; quietest Nov 3 with 1.',
    );
  });

  it('gives only the average for series whose days do not add up', () => {
    const points = [
      { date: '2026-11-01', value: 4 },
      { date: '2026-11-02', value: 8 },
    ];
    expect(describeDaily(points, READERS, { summed: false })).toBe(
      'From Nov 1 to Nov 2: 6 readers a day on average. Busiest day Nov 2 with 8; quietest Nov 1 with 4.',
    );
  });

  it('keeps a small average: 10 views in 30 days are 0.3 a day, not 0', () => {
    const month = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      value: i < 10 ? 1 : 0,
    }));
    expect(describeDaily(month, PAGE_VIEWS)).toBe(
      'From Nov 1 to Nov 30: 10 page views in total, 0.3 a day on average. Busiest day Nov 1 with 1; quietest Nov 11 with 0.',
    );
  });

  it('counts one in the singular', () => {
    const points = [
      { date: '2026-11-01', value: 1 },
      { date: '2026-11-02', value: 0 },
    ];
    expect(describeDaily(points, PAGE_VIEWS)).toMatch(
      /^From Nov 1 to Nov 2: 1 page view in total, 0.5 a day/,
    );
    expect(describeDaily([{ date: '2026-11-01', value: 1 }], READERS, { summed: false })).toMatch(
      /: 1 reader a day on average\./,
    );
  });

  it('says so when nothing was measured', () => {
    expect(describeDaily([{ date: '2026-11-01', value: 0 }], PAGE_VIEWS)).toBe(
      'No page views were measured from Nov 1 to Nov 1.',
    );
    expect(describeDaily([], PAGE_VIEWS)).toBe('No page views in this period.');
  });
});
