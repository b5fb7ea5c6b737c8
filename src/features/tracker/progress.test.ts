import { describe, expect, it } from 'vitest';
import {
  applyChange,
  challengePercent,
  clampProgress,
  pagePercent,
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

  it("status 'reading' alone changes nothing for a book being read", () => {
    const change = planChange({ status: 'reading' });
    expect(change).toEqual({ kind: 'start' });
    const entry = reading(30);
    expect(applyChange(entry, change!, now)).toEqual({ ok: true, next: entry });
  });

  it('a body with only a rating or review changes no progress', () => {
    expect(planChange({})).toBeNull();
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

  it('picks exactly what sorting the whole shelf by finish date would, ties in shelf order', () => {
    // 500 shelves drawn from a seeded generator: shelves, missing dates and many ties.
    let seed = 27;
    const draw = (n: number) => ((seed = (seed * 48_271) % 2_147_483_647), seed % n);
    const statuses = ['completed', 'reading', 'dnf', 'want-to-read'] as const;
    for (let run = 0; run < 500; run++) {
      const entries = Array.from({ length: draw(40) }, (_, id) => ({
        id,
        status: statuses[draw(4)]!,
        progress: 100,
        completedAt: draw(5) ? new Date(draw(20) * 86_400_000).toISOString() : null,
      }));
      const count = draw(6);
      const at = (e: (typeof entries)[number]) => (e.completedAt ? Date.parse(e.completedAt) : 0);
      const sorted = entries
        .filter((e) => e.status === 'completed')
        .sort((a, b) => at(b) - at(a))
        .slice(0, count);
      expect(recentlyCompleted(entries, count)).toEqual(sorted);
    }
  });
});

describe('progress by page (CONTRACT.md §12)', () => {
  it.each([
    [0, 300, 0],
    [1, 300, 0],
    [2, 300, 1],
    [150, 300, 50],
    [299, 300, 100],
    [300, 300, 100],
    [450, 300, 100],
    [-5, 300, 0],
    [37, 1, 100],
    [10, 0, 0],
    [10, -3, 0],
    [Number.NaN, 200, 0],
    [33.4, 100, 33],
  ])('page %d of %d is %d%%', (page, total, percent) => expect(pagePercent(page, total)).toBe(percent));

  const paged = (currentPage: number, totalPages: number): ProgressState => ({
    ...reading(pagePercent(currentPage, totalPages)),
    currentPage,
    totalPages,
  });

  it.each([
    [{ currentPage: 120 }, paged(40, 300), { currentPage: 120, totalPages: 300, progress: 40 }],
    [{ currentPage: 300 }, paged(40, 300), { currentPage: 300, totalPages: 300, progress: 100 }],
    [{ totalPages: 80 }, paged(40, 300), { currentPage: 40, totalPages: 80, progress: 50 }],
    [{ currentPage: 50, totalPages: 200 }, reading(10), { currentPage: 50, totalPages: 200, progress: 25 }],
  ])('pages %o on %o give %o', (pages, entry, expected) => {
    const result = applyChange(entry, { kind: 'pages', ...pages }, now);
    expect(result).toEqual({ ok: true, next: { ...entry, ...expected } });
  });

  it.each([
    [{ currentPage: 400 }, paged(40, 333)],
    [{ currentPage: 400, totalPages: 333 }, reading(10)],
    [{ totalPages: 20 }, paged(40, 300)],
  ])('a page beyond the last (%o on %o) is refused, never saved as the last page', (pages, entry) => {
    expect(applyChange(entry, { kind: 'pages', ...pages }, now)).toEqual({
      ok: false,
      reason: 'page-beyond-end',
    });
  });

  it('a page without a page count is refused', () => {
    expect(applyChange(reading(10), { kind: 'pages', currentPage: 5 }, now)).toEqual({
      ok: false,
      reason: 'needs-total-pages',
    });
  });

  it('totalPages null stops tracking by page and keeps the percentage', () => {
    expect(applyChange(paged(150, 300), { kind: 'pages', totalPages: null }, now)).toEqual({
      ok: true,
      next: { ...reading(50), currentPage: null, totalPages: null },
    });
  });

  it.each([
    [{ kind: 'increment' } as const, 60, 180],
    [{ kind: 'set', progress: 25 } as const, 25, 75],
    [{ kind: 'complete' } as const, 100, 300],
  ])('%o on a book tracked by page keeps the page in step', (change, progress, page) => {
    const result = applyChange(paged(150, 300), change, now);
    expect(result.ok && result.next).toMatchObject({ progress, currentPage: page, totalPages: 300 });
  });
});

describe('did not finish, and rereads', () => {
  const dnf: ProgressState = { status: 'dnf', progress: 40, completedAt: null };
  const done: ProgressState = { status: 'completed', progress: 100, completedAt: new Date('2025-02-01') };
  const wanted: ProgressState = { status: 'want-to-read', progress: 0, completedAt: null };

  it.each([
    [reading(40), { kind: 'dnf' } as const, { ok: true, next: dnf }],
    [dnf, { kind: 'dnf' } as const, { ok: true, next: dnf }],
    [dnf, { kind: 'resume' } as const, { ok: true, next: reading(40) }],
    [dnf, { kind: 'increment' } as const, { ok: false, reason: 'not-reading' }],
    [dnf, { kind: 'set', progress: 10 } as const, { ok: false, reason: 'not-reading' }],
    [dnf, { kind: 'reread' } as const, { ok: false, reason: 'not-reading' }],
    [
      dnf,
      { kind: 'complete' } as const,
      { ok: true, next: { status: 'completed', progress: 100, completedAt: now } },
    ],
    [done, { kind: 'dnf' } as const, { ok: true, next: { ...done, status: 'dnf', completedAt: null } }],
    [done, { kind: 'resume' } as const, { ok: false, reason: 'already-completed' }],
    [
      done,
      { kind: 'start' } as const,
      { ok: true, next: { status: 'reading', progress: 0, completedAt: null } },
    ],
    [done, { kind: 'want' } as const, { ok: true, next: wanted }],
    [reading(40), { kind: 'want' } as const, { ok: true, next: wanted }],
    [wanted, { kind: 'want' } as const, { ok: true, next: wanted }],
    [wanted, { kind: 'start' } as const, { ok: true, next: reading(0) }],
    [wanted, { kind: 'resume' } as const, { ok: true, next: reading(0) }],
    [wanted, { kind: 'dnf' } as const, { ok: true, next: { ...wanted, status: 'dnf' } }],
    [wanted, { kind: 'increment' } as const, { ok: false, reason: 'not-reading' }],
    [
      wanted,
      { kind: 'complete' } as const,
      { ok: true, next: { status: 'completed', progress: 100, completedAt: now } },
    ],
    [dnf, { kind: 'start' } as const, { ok: true, next: reading(40) }],
    [
      done,
      { kind: 'reread' } as const,
      { ok: true, next: { status: 'reading', progress: 0, completedAt: null } },
    ],
    [reading(40), { kind: 'reread' } as const, { ok: false, reason: 'not-reading' }],
  ])('%o + %o -> %o', (entry, change, result) => expect(applyChange(entry, change, now)).toEqual(result));

  it.each([
    [{ action: 'dnf' as const }, { kind: 'dnf' }],
    [{ status: 'dnf' as const }, { kind: 'dnf' }],
    [{ status: 'want-to-read' as const }, { kind: 'want' }],
    [{ status: 'reading' as const }, { kind: 'start' }],
    [{ action: 'reread' as const }, { kind: 'reread' }],
    [{ action: 'resume' as const }, { kind: 'resume' }],
    [{ currentPage: 12 }, { kind: 'pages', currentPage: 12 }],
    [{ totalPages: null }, { kind: 'pages', totalPages: null }],
    [
      { currentPage: 12, progress: 90 },
      { kind: 'pages', currentPage: 12 },
    ],
  ])('planChange(%o) is %o', (body, change) => expect(planChange(body)).toEqual(change));

  it('a book not finished, or only wanted, counts in neither Books Completed nor Currently Reading, nor the average', () => {
    expect(readingStats([reading(20), dnf, done, wanted])).toEqual({
      completed: 1,
      reading: 1,
      averageProgress: 60,
    });
  });
});
