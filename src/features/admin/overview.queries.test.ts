/** The Overview's business figures: today / 7 / 30-day windows, revenue only from paid orders, the review queue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import type { OrderStatus } from '~db/schema';
import * as s from '~db/schema';
import { overviewFigures, overviewWindows } from './overview.queries';

const NOW = new Date('2026-11-22T15:00:00Z');
const at = (iso: string) => new Date(iso);
let data: TestDatabase;

beforeAll(async () => {
  data = await createTestDatabase({ seed: false });
  await data.db
    .insert(s.books)
    .values({ id: 1, title: 'B', description: 'D', coverImage: '/c', amazonUrl: '', rating: '4' });
  await data.db.insert(s.abfProducts).values({ id: 1, name: 'Hat', color: 'Plum', imageUrl: '/h.jpg' });
  const order = (status: OrderStatus, totalCents: number, createdAt: string) => ({
    productId: 1,
    customerName: 'Rita',
    customerEmail: 'rita@example.com',
    customerAddress: '1 Long Street, Town',
    totalCents,
    status,
    createdAt: at(createdAt),
  });
  await data.db.insert(s.abfOrders).values([
    order('paid', 2599, '2026-11-22T09:00:00Z'), // today
    order('completed', 1000, '2026-11-22T00:00:00Z'), // today, at midnight UTC
    order('pending', 9999, '2026-11-22T10:00:00Z'), // today, not paid: no revenue
    order('cancelled', 5000, '2026-11-22T11:00:00Z'), // refunded or dropped: no revenue
    order('shipped', 3000, '2026-11-21T23:59:59Z'), // yesterday: 7 and 30 days
    order('paid', 400, '2026-11-16T00:00:00Z'), // 6 days before today: still in the 7 days
    order('paid', 700, '2026-11-15T23:59:59Z'), // a second earlier: 30 days only
    order('completed', 800, '2026-10-24T00:00:00Z'), // first day of the 30
    order('paid', 50_000, '2026-10-23T23:59:59Z'), // before the 30 days: nowhere
  ]);
  const story = (isApproved: boolean, submittedAt: string) => ({
    readerName: 'R',
    bookId: 1,
    story: 'S',
    category: 'growth' as const,
    isApproved,
    submittedAt: at(submittedAt),
  });
  await data.db.insert(s.readerImpactStories).values([
    story(false, '2026-11-22T08:00:00Z'),
    story(true, '2026-11-22T08:30:00Z'), // approved: not waiting
    story(false, '2026-11-19T08:00:00Z'),
    story(false, '2026-11-01T08:00:00Z'),
    story(false, '2025-01-01T08:00:00Z'), // still waiting, older than 30 days
  ]);
  await data.db.insert(s.contactMessages).values([
    { name: 'A', email: 'a@example.com', subject: 'Open', message: 'm' },
    { name: 'B', email: 'b@example.com', subject: 'Handled', message: 'm', handledAt: NOW },
    { name: 'C', email: 'c@example.com', subject: 'Archived', message: 'm', archivedAt: NOW },
  ]);
});
afterAll(() => data.cleanup());

describe('overviewWindows', () => {
  it.each([
    ['2026-11-22T15:00:00Z', '2026-11-22T00:00:00Z', '2026-11-16T00:00:00Z', '2026-10-24T00:00:00Z'],
    ['2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-02-23T00:00:00Z', '2026-01-31T00:00:00Z'],
    ['2027-01-01T23:59:59Z', '2027-01-01T00:00:00Z', '2026-12-26T00:00:00Z', '2026-12-03T00:00:00Z'],
  ])('at %s: today from %s, 7 days from %s, 30 days from %s', (now, today, week, month) => {
    expect(overviewWindows(new Date(now))).toEqual({ today: at(today), week: at(week), month: at(month) });
  });
});

describe('overviewFigures', () => {
  it('counts paid orders (paid, shipped, completed) placed today, in 7 and in 30 days', async () => {
    const f = await overviewFigures(data.db, NOW);
    expect(f.paidOrders).toEqual({ today: 2, week: 4, month: 6 });
  });

  it('adds up revenue in cents from paid orders only', async () => {
    const f = await overviewFigures(data.db, NOW);
    expect(f.revenueCents).toEqual({
      today: 2599 + 1000,
      week: 2599 + 1000 + 3000 + 400,
      month: 2599 + 1000 + 3000 + 400 + 700 + 800,
    });
  });

  it('counts stories waiting for review by when they came in, and the whole queue', async () => {
    const f = await overviewFigures(data.db, NOW);
    expect(f.storiesSubmitted).toEqual({ today: 1, week: 2, month: 3 });
    expect(f.storiesWaiting).toBe(4);
  });

  it('counts the messages neither handled nor archived', async () => {
    expect((await overviewFigures(data.db, NOW)).openMessages).toBe(1);
  });

  it('answers zeros for an empty shop', async () => {
    const empty = await createTestDatabase({ seed: false });
    try {
      expect(await overviewFigures(empty.db, NOW)).toEqual({
        paidOrders: { today: 0, week: 0, month: 0 },
        revenueCents: { today: 0, week: 0, month: 0 },
        storiesSubmitted: { today: 0, week: 0, month: 0 },
        storiesWaiting: 0,
        openMessages: 0,
      });
    } finally {
      empty.cleanup();
    }
  });
});
