import { describe, expect, it } from 'vitest';
import {
  applyChange,
  challengePercent,
  clampProgress,
  planChange,
  readingStats,
  recentlyCompleted,
  type ProgressState,
} from './progress';

const reading = (progress: number): ProgressState => ({ status: 'reading', progress, completedAt: null });
const now = new Date('2025-06-01T12:00:00Z');

describe('progress transitions (SPEC.md §4)', () => {
  it.each([
    [0, 10],
    [45, 55],
    [90, 100],
    [95, 100],
    [100, 100],
  ])("'+10%%' from %i gives %i (capped at 100)", (from, to) => {
    const result = applyChange(reading(from), { kind: 'increment' }, now);
    expect(result).toEqual({ ok: true, next: { status: 'reading', progress: to, completedAt: null } });
  });

  it("'Mark Complete' sets completed, 100 and completedAt now", () => {
    expect(applyChange(reading(30), { kind: 'complete' }, now)).toEqual({
      ok: true,
      next: { status: 'completed', progress: 100, completedAt: now },
    });
  });

  it('a completed book stays as it is when completed again', () => {
    const done: ProgressState = { status: 'completed', progress: 100, completedAt: new Date('2025-01-01') };
    expect(applyChange(done, { kind: 'complete' }, now)).toEqual({ ok: true, next: done });
  });

  it.each([{ kind: 'increment' } as const, { kind: 'set', progress: 40 } as const])(
    'a completed book refuses %o',
    (change) => {
      const done: ProgressState = { status: 'completed', progress: 100, completedAt: now };
      expect(applyChange(done, change, now)).toEqual({ ok: false, reason: 'already-completed' });
    },
  );

  it('setting a value keeps the status reading', () => {
    expect(applyChange(reading(10), { kind: 'set', progress: 70 }, now)).toEqual({
      ok: true,
      next: reading(70),
    });
  });
});

describe('clampProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.4, 42],
    [42.5, 43],
    [100, 100],
    [250, 100],
    [Number.NaN, 0],
  ])('%d becomes %d', (input, expected) => expect(clampProgress(input)).toBe(expected));
});

describe('planChange reads a PATCH body', () => {
  it.each([
    [{ action: 'increment' as const }, { kind: 'increment' }],
    [{ action: 'complete' as const }, { kind: 'complete' }],
    [{ status: 'completed' as const, progress: 40 }, { kind: 'complete' }],
    [
      { status: 'reading' as const, progress: 140 },
      { kind: 'set', progress: 100 },
    ],
    [{ progress: -3 }, { kind: 'set', progress: 0 }],
  ])('%o -> %o', (body, change) => expect(planChange(body)).toEqual(change));

  it("status 'reading' alone changes nothing", () => {
    const change = planChange({ status: 'reading' });
    expect(change.kind).toBe('set');
    expect(applyChange(reading(30), change, now)).toEqual({ ok: true, next: reading(30) });
  });
});

describe('challenge progress = completed entries / targetBooks', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 8],
    [6, 12, 50],
    [12, 12, 100],
    [15, 12, 100],
    [0, 0, 0],
  ])('%i of %i books is %i%%', (done, target, percent) =>
    expect(challengePercent(done, target)).toBe(percent),
  );
});

describe('tracker stats', () => {
  it('counts completed and reading books and averages progress over all of them', () => {
    const entries: ProgressState[] = [
      reading(20),
      reading(40),
      { status: 'completed', progress: 100, completedAt: now },
    ];
    expect(readingStats(entries)).toEqual({ completed: 1, reading: 2, averageProgress: 53 });
  });

  it('is all zero with no books', () => {
    expect(readingStats([])).toEqual({ completed: 0, reading: 0, averageProgress: 0 });
  });

  it('lists the 3 most recently completed, newest first', () => {
    const done = (day: number) => ({
      status: 'completed' as const,
      progress: 100,
      completedAt: `2025-03-0${day}T00:00:00Z`,
      day,
    });
    const list = [done(1), reading(50), done(4), done(2), done(3)];
    expect(recentlyCompleted(list).map((e) => ('day' in e ? e.day : 0))).toEqual([4, 3, 2]);
  });
});
