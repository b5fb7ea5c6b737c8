import { describe, expect, it } from 'vitest';
import { finishedByMonth, readingPace, yearElapsed } from './pace';

const on = (iso: string) => new Date(iso);

describe('yearly goal pace (CONTRACT.md §12)', () => {
  it.each([
    // target, finished, today: whole books the goal asks for by now, and the verdict
    [12, 0, '2026-01-10T12:00:00Z', 0, 'on track'],
    [12, 1, '2026-01-10T12:00:00Z', 0, '1 book ahead of schedule'],
    [12, 8, '2026-07-02T12:00:00Z', 6, '2 books ahead of schedule'],
    [12, 6, '2026-07-02T12:00:00Z', 6, 'on track'],
    [12, 5, '2026-07-02T12:00:00Z', 6, '1 behind'],
    [12, 2, '2026-07-02T12:00:00Z', 6, '4 behind'],
    [52, 10, '2026-03-31T00:00:00Z', 12, '2 behind'],
    [12, 12, '2026-12-31T23:59:59Z', 11, '1 book ahead of schedule'],
    // A finished year asks for the whole goal; a year to come asks for nothing yet.
    [12, 9, '2027-02-01T00:00:00Z', 12, '3 behind'],
    [12, 12, '2027-02-01T00:00:00Z', 12, 'on track'],
    [12, 0, '2025-11-01T00:00:00Z', 0, 'on track'],
    [1, 0, '2026-12-31T12:00:00Z', 0, 'on track'],
  ])('goal %i, %i finished, on %s: expects %i, %s', (target, finished, today, expected, text) => {
    const pace = readingPace({ target, finished, year: 2026, now: on(today) });
    expect(pace).toMatchObject({ expected, text });
    expect(pace.status).toBe(text === 'on track' ? 'on-track' : text.includes('ahead') ? 'ahead' : 'behind');
  });

  it('a leap year has 366 days', () => {
    expect(yearElapsed(2028, on('2028-07-01T12:00:00Z'))).toBeCloseTo(182.5 / 366, 5);
    expect(yearElapsed(2026, on('2026-07-02T12:00:00Z'))).toBeCloseTo(182.5 / 365, 5);
  });

  it('counts the books finished in each month of the year (UTC), ignoring other years', () => {
    const months = finishedByMonth(
      [
        '2026-01-05T12:00:00Z',
        '2026-01-31T23:59:59Z',
        '2026-02-01T00:00:00Z',
        on('2026-12-31T12:00:00Z'),
        '2025-12-31T23:59:59Z',
        '2027-01-01T00:00:00Z',
      ],
      2026,
    );
    expect(months).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});
