/** Recording and measuring engagement against a real (temporary) database, with hand-made rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerEngagement } from '~db/schema';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { dailyVisitor, engagementMetrics, recordEngagement } from './engagement.server';

const TODAY = '2026-11-22';
let data: TestDatabase;

beforeAll(async () => {
  data = await createTestDatabase({ seed: false });
  const row = (userId: string, sessionId: string, date: string, country: string | null, pageViews = 1) => ({
    userId,
    sessionId,
    date,
    country,
    pageViews,
    timeSpent: 60,
    booksViewed: 1,
  });
  await data.db.insert(readerEngagement).values([
    // This week: ana twice (two sessions), ben, cy.
    row('ana', 'a1', '2026-11-22', 'US', 3),
    row('ana', 'a2', '2026-11-20', 'US'),
    row('ben', 'b1', '2026-11-18', 'CA'),
    row('cy', 'c1', '2026-11-16', null),
    // The week before: ana and dee.
    row('ana', 'a3', '2026-11-15', 'US'),
    row('dee', 'd1', '2026-11-09', 'GB'),
    // Earlier this month window (30 days ending today starts 2026-10-24).
    row('eve', 'e1', '2026-10-24', 'NG'),
    row('fay', 'f1', '2026-10-23', 'JM'),
    // Long ago: inside 1y only.
    row('gus', 'g1', '2026-01-05', 'DE'),
  ]);
});

afterAll(() => data.cleanup());

describe('engagementMetrics', () => {
  it('7d: distinct visitors, growth against the week before, MAU and countries', async () => {
    const m = await engagementMetrics(data.db, '7d', TODAY);
    expect(m).toMatchObject({
      range: '7d',
      from: '2026-11-16',
      to: TODAY,
      totalReaders: 3,
      previousReaders: 2,
      communityGrowth: 50,
      monthlyActiveUsers: 5,
      globalReach: 2,
      dataSince: '2026-01-05',
    });
    expect(m.daily).toHaveLength(7);
    expect(m.daily.at(-1)).toEqual({ date: TODAY, readers: 1, pageViews: 3, timeSpent: 60, booksViewed: 1 });
    expect(m.daily[1]).toEqual({
      date: '2026-11-17',
      readers: 0,
      pageViews: 0,
      timeSpent: 0,
      booksViewed: 0,
    });
    expect(m.totals).toEqual({
      pageViews: 6,
      timeSpent: 240,
      booksViewed: 4,
      discussionsParticipated: 0,
      challengesJoined: 0,
    });
  });

  it('30d: the previous 30 days hold only fay', async () => {
    const m = await engagementMetrics(data.db, '30d', TODAY);
    expect(m).toMatchObject({
      totalReaders: 5,
      previousReaders: 1,
      communityGrowth: 400,
      monthlyActiveUsers: 5,
      globalReach: 4,
    });
    expect(m.daily).toHaveLength(30);
  });

  it('90d and 1y: nobody before, so growth has no baseline (null)', async () => {
    const quarter = await engagementMetrics(data.db, '90d', TODAY);
    expect(quarter).toMatchObject({
      totalReaders: 6,
      previousReaders: 0,
      communityGrowth: null,
      globalReach: 5,
    });
    const year = await engagementMetrics(data.db, '1y', TODAY);
    expect(year).toMatchObject({
      from: '2025-11-23',
      totalReaders: 7,
      previousReaders: 0,
      communityGrowth: null,
      globalReach: 6,
    });
    expect(year.daily).toHaveLength(365);
  });

  it('an empty database answers zeros, not errors', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      const m = await engagementMetrics(empty.db, '30d', TODAY);
      expect(m).toMatchObject({
        totalReaders: 0,
        communityGrowth: null,
        monthlyActiveUsers: 0,
        globalReach: 0,
        dataSince: null,
      });
      expect(m.daily.every((d) => d.readers === 0)).toBe(true);
    } finally {
      empty.cleanup();
    }
  });
});

describe('demo data', () => {
  it('counts the seeded demo history, labelled demo, only while no real visit exists', async () => {
    const fresh = await createTestDatabase({ seed: false });
    try {
      const demo = (userId: string, date: string) => ({
        userId,
        sessionId: `seed-${userId}`,
        date,
        demo: true,
      });
      await fresh.db
        .insert(readerEngagement)
        .values([demo('d1', '2026-11-20'), demo('d2', '2026-11-21'), demo('d3', '2026-10-01')]);
      const before = await engagementMetrics(fresh.db, '30d', TODAY);
      expect(before).toMatchObject({ demo: true, totalReaders: 2, dataSince: '2026-10-01' });

      // The first real visit: from now on only real visits count, and nothing says demo.
      await recordEngagement(fresh.db, { userId: 'real', date: TODAY, delta: { pageViews: 1 } });
      const after = await engagementMetrics(fresh.db, '30d', TODAY);
      expect(after).toMatchObject({
        demo: false,
        totalReaders: 1,
        monthlyActiveUsers: 1,
        dataSince: TODAY,
        totals: expect.objectContaining({ pageViews: 1 }),
      });
      expect(after.daily.filter((d) => d.readers > 0).map((d) => d.date)).toEqual([TODAY]);
    } finally {
      fresh.cleanup();
    }
  });

  it('an empty database is not demo data', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      expect((await engagementMetrics(empty.db, '7d', TODAY)).demo).toBe(false);
    } finally {
      empty.cleanup();
    }
  });
});

describe('recordEngagement', () => {
  it('adds to one row per session and day, in place', async () => {
    const base = { userId: 'hal', sessionId: 'h-session-1', date: '2026-11-21' };
    await recordEngagement(data.db, { ...base, delta: { pageViews: 1, booksViewed: 1 }, country: 'IS' });
    await recordEngagement(data.db, { ...base, delta: { timeSpent: 90 } });
    await recordEngagement(data.db, { ...base, delta: { pageViews: 1 }, country: 'FR' });
    const rows = (await data.db.select().from(readerEngagement)).filter(
      (r) => r.sessionId === base.sessionId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: 'hal',
      pageViews: 2,
      booksViewed: 1,
      timeSpent: 90,
      country: 'IS',
    });
  });

  it('a new day starts a new row for the same session', async () => {
    await recordEngagement(data.db, {
      userId: 'hal',
      sessionId: 'h-session-1',
      date: TODAY,
      delta: { pageViews: 1 },
    });
    const rows = (await data.db.select().from(readerEngagement)).filter((r) => r.sessionId === 'h-session-1');
    expect(rows.map((r) => r.date).sort()).toEqual(['2026-11-21', TODAY]);
  });

  it("never adds to another visitor's session row", async () => {
    await recordEngagement(data.db, {
      userId: 'mallory',
      sessionId: 'a1',
      date: TODAY,
      delta: { pageViews: 100 },
    });
    const [row] = (await data.db.select().from(readerEngagement)).filter((r) => r.sessionId === 'a1');
    expect(row).toMatchObject({ userId: 'ana', pageViews: 3 });
  });

  it('counts server-side events (a challenge joined) on the visitor’s server session of the day', async () => {
    await recordEngagement(data.db, { userId: 'ivy', date: TODAY, delta: { challengesJoined: 1 } });
    await recordEngagement(data.db, { userId: 'ivy', date: TODAY, delta: { discussionsParticipated: 1 } });
    const rows = (await data.db.select().from(readerEngagement)).filter((r) => r.userId === 'ivy');
    expect(rows).toEqual([
      expect.objectContaining({
        sessionId: 'server-ivy',
        challengesJoined: 1,
        discussionsParticipated: 1,
        pageViews: 0,
      }),
    ]);
  });
});

describe('dailyVisitor', () => {
  const SECRET = 'a-signing-secret-0123456789abcdef';
  const facts = {
    day: TODAY,
    host: 'kendra.example',
    address: '203.0.113.7',
    userAgent: 'Mozilla/5.0 Firefox/133.0',
  };

  it('is the same visitor all day, from the same address and browser', () => {
    expect(dailyVisitor(SECRET, facts)).toBe(dailyVisitor(SECRET, { ...facts }));
    expect(dailyVisitor(SECRET, facts)).toMatch(/^[\w-]{32}$/);
  });

  it.each([
    ['the next day', { day: '2026-11-23' }],
    ['another address', { address: '203.0.113.8' }],
    ['another browser', { userAgent: 'Mozilla/5.0 Chrome/131.0' }],
    ['no browser named', { userAgent: null }],
    ['another site', { host: 'other.example' }],
  ])('is someone else on %s', (_name, change) => {
    expect(dailyVisitor(SECRET, { ...facts, ...change })).not.toBe(dailyVisitor(SECRET, facts));
  });

  it('cannot be worked out without the secret, and holds neither the address nor the browser', () => {
    const id = dailyVisitor(SECRET, facts);
    expect(dailyVisitor('another-secret-0123456789abcdefgh', facts)).not.toBe(id);
    expect(id).not.toContain('203');
    expect(id).not.toContain('Firefox');
  });
});
