/**
 * The engagement beacon endpoint and the metrics it feeds, against the built site
 * with its own seeded database: beacon -> metrics round trips for every range,
 * refused ranges and bodies, Do Not Track / GPC, bots and the rate limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerEngagement } from '../../db/schema';
import {
  addDays,
  isoDay,
  rangeWindow,
  RANGES,
  RANGE_DAYS,
  type Range,
} from '../../src/features/analytics/range';
import type { EngagementMetrics } from '../../src/features/analytics/schema';
import { TEST_BUILD_DIR } from '../support/build';
import { startTestSite, type TestSite } from '../support/site';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
  // A site with 90 days of real history: the seeded rows count as real visits here, so the
  // beacons below add to them (a fresh install's demo history is tested in admin-messages.test.ts).
  await site.data.db.update(readerEngagement).set({ demo: false });
});
afterAll(() => site.stop());

let sessionCounter = 0;
const newSession = () => `it-session-${Date.now().toString(36)}-${++sessionCounter}`;

/** Posts a beacon the way navigator.sendBeacon does (a text/plain string), from the same origin. */
function beacon(body: unknown, { headers = {} as Record<string, string>, raw = false } = {}) {
  return fetch(`${site.url}/api/engagement`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: site.url,
      'user-agent': CHROME,
      ...headers,
    },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

/**
 * Another visitor: every request here comes from 127.0.0.1, so a browser of its own (its user
 * agent) is what makes a visitor of the day someone else.
 */
let browserCounter = 0;
const anotherVisitor = () => ({ 'user-agent': `${CHROME} Test/${++browserCounter}` });

async function metrics(range?: string): Promise<EngagementMetrics> {
  const response = await fetch(
    `${site.url}/api/engagement-metrics${range === undefined ? '' : `?range=${range}`}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as EngagementMetrics;
}

const allRows = () => site.data.db.select().from(readerEngagement);

/** The metrics of a range computed the slow, obvious way from every row, to check the SQL against. */
function expected(rows: Awaited<ReturnType<typeof allRows>>, range: Range, today: string) {
  const w = rangeWindow(range, today);
  const visitors = (from: string, to: string) =>
    new Set(rows.filter((r) => r.date >= from && r.date <= to && r.userId).map((r) => r.userId)).size;
  const inRange = rows.filter((r) => r.date >= w.start && r.date <= w.end);
  return {
    totalReaders: visitors(w.start, w.end),
    previousReaders: visitors(w.previousStart, w.previousEnd),
    monthlyActiveUsers: visitors(w.monthStart, w.end),
    globalReach: new Set(inRange.map((r) => r.country).filter(Boolean)).size,
    pageViews: inRange.reduce((n, r) => n + r.pageViews, 0),
    timeSpent: inRange.reduce((n, r) => n + r.timeSpent, 0),
    booksViewed: inRange.reduce((n, r) => n + r.booksViewed, 0),
  };
}

describe('POST /api/engagement', () => {
  it('records a page view, the book viewed and time spent on one row per session and day', async () => {
    const sessionId = newSession();
    const headers = anotherVisitor();
    const first = await beacon({ type: 'view', sessionId, path: '/book/2/preview' }, { headers });
    expect(first.status).toBe(204);
    // Cookieless (CONTRACT.md §14): the visitor of the day is worked out, never stored in the browser.
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await beacon({ type: 'time', sessionId, seconds: 42 }, { headers })).status).toBe(204);
    expect((await beacon({ type: 'view', sessionId, path: '/catalog' }, { headers })).status).toBe(204);
    const rows = (await allRows()).filter((r) => r.sessionId === sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      date: isoDay(new Date()),
      pageViews: 2,
      booksViewed: 1,
      timeSpent: 42,
      country: null,
    });
    // A one-way fingerprint: neither the address nor the browser is in it.
    expect(rows[0]!.userId).toMatch(/^[\w-]{32}$/);
  });

  it('also accepts application/json', async () => {
    const sessionId = newSession();
    const response = await fetch(`${site.url}/api/engagement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'user-agent': CHROME },
      body: JSON.stringify({ type: 'view', sessionId, path: '/' }),
    });
    expect(response.status).toBe(204);
    expect((await allRows()).filter((r) => r.sessionId === sessionId)).toHaveLength(1);
  });

  it("cannot add to another visitor's session", async () => {
    const sessionId = newSession();
    await beacon({ type: 'view', sessionId, path: '/' }, { headers: anotherVisitor() });
    // Another browser, so someone else.
    const stranger = await beacon({ type: 'time', sessionId, seconds: 3600 }, { headers: anotherVisitor() });
    expect(stranger.status).toBe(204);
    const [row] = (await allRows()).filter((r) => r.sessionId === sessionId);
    expect(row).toMatchObject({ pageViews: 1, timeSpent: 0 });
  });

  it.each([
    ['malformed JSON', '{"type":"view",', 'Malformed JSON'],
    ['a JSON array', '[]', 'Invalid input'],
    ['no session id', JSON.stringify({ type: 'view', path: '/' }), 'Invalid input'],
    ['a short session id', JSON.stringify({ type: 'view', sessionId: 'abc', path: '/' }), 'Invalid input'],
    [
      'a session id with odd characters',
      JSON.stringify({ type: 'view', sessionId: '<script>alert(1)</script>', path: '/' }),
      'Invalid input',
    ],
    ['an unknown type', JSON.stringify({ type: 'click', sessionId: 'it-session-bad-1' }), 'Invalid input'],
    [
      'a path that is a URL',
      JSON.stringify({ type: 'view', sessionId: 'it-session-bad-1', path: 'https://evil.example/' }),
      'Invalid input',
    ],
    [
      'zero seconds',
      JSON.stringify({ type: 'time', sessionId: 'it-session-bad-1', seconds: 0 }),
      'Invalid input',
    ],
    [
      'more than an hour',
      JSON.stringify({ type: 'time', sessionId: 'it-session-bad-1', seconds: 3601 }),
      'Invalid input',
    ],
    [
      'fractional seconds',
      JSON.stringify({ type: 'time', sessionId: 'it-session-bad-1', seconds: 1.5 }),
      'Invalid input',
    ],
    [
      'seconds as text',
      JSON.stringify({ type: 'time', sessionId: 'it-session-bad-1', seconds: '60' }),
      'Invalid input',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = (await allRows()).length;
    const response = await beacon(body, { raw: true });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors?: Record<string, string[]> };
    expect(answer.message).toBe(message);
    if (message === 'Invalid input') expect(answer.errors).toBeTruthy();
    expect((await allRows()).length).toBe(before);
  });

  it('names the field at fault', async () => {
    const response = await beacon({ type: 'time', sessionId: 'x', seconds: 0 });
    const answer = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(answer.errors).sort()).toEqual(['seconds', 'sessionId']);
  });

  it('refuses other content types with 400 and bodies over 64 KiB with 413', async () => {
    const form = await fetch(`${site.url}/api/engagement`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: site.url,
        'user-agent': CHROME,
      },
      body: 'type=view&sessionId=it-session-form-1&path=%2F',
    });
    expect(form.status).toBe(400);
    const huge = await beacon({ type: 'view', sessionId: newSession(), path: `/${'a'.repeat(70_000)}` });
    expect(huge.status).toBe(413);
  });

  it('answers 405 to other methods and 403 to another site', async () => {
    expect((await fetch(`${site.url}/api/engagement`)).status).toBe(405);
    const cross = await beacon(
      { type: 'view', sessionId: newSession(), path: '/' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(cross.status).toBe(403);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('respects %s: nothing stored and no cookie set', async (_name, headers) => {
    const sessionId = newSession();
    const response = await beacon({ type: 'view', sessionId, path: '/' }, { headers });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await allRows()).filter((r) => r.sessionId === sessionId)).toHaveLength(0);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
  ])('ignores %s', async (_name, ua) => {
    const sessionId = newSession();
    const response = await beacon({ type: 'view', sessionId, path: '/' }, { headers: { 'user-agent': ua } });
    expect(response.status).toBe(204);
    expect((await allRows()).filter((r) => r.sessionId === sessionId)).toHaveLength(0);
  });
});

describe('GET /api/engagement-metrics', () => {
  it('defaults to 30d', async () => {
    const [implicit, explicit] = await Promise.all([metrics(), metrics('30d')]);
    expect(implicit.range).toBe('30d');
    expect(implicit).toEqual(explicit);
  });

  it.each(['14d', '', '1Y', '30', 'all', '7d,30d'])('refuses range=%j with 400', async (range) => {
    const response = await fetch(`${site.url}/api/engagement-metrics?range=${encodeURIComponent(range)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { range: string[] } };
    expect(body.message).toBe('Invalid range');
    expect(body.errors.range[0]).toMatch(/7d, 30d, 90d, 1y/);
  });

  it.each(RANGES)('beacon -> metrics round trip for %s', async (range) => {
    const today = isoDay(new Date());
    const before = await metrics(range);
    // Three new visitors today: one on a book preview, one from Iceland, one who stays two minutes.
    const country = 'IS';
    const a = newSession();
    const b = newSession();
    const c = newSession();
    const first = { headers: anotherVisitor() };
    expect((await beacon({ type: 'view', sessionId: a, path: '/book/1/preview' }, first)).status).toBe(204);
    const second = { headers: { ...anotherVisitor(), 'x-vercel-ip-country': country } };
    expect((await beacon({ type: 'view', sessionId: b, path: '/' }, second)).status).toBe(204);
    const third = { headers: anotherVisitor() };
    expect((await beacon({ type: 'view', sessionId: c, path: '/about' }, third)).status).toBe(204);
    await beacon({ type: 'time', sessionId: c, seconds: 120 }, third);

    const after = await metrics(range);
    expect(after).toMatchObject({ range, to: today, from: addDays(today, -(RANGE_DAYS[range] - 1)) });
    expect(after.daily).toHaveLength(RANGE_DAYS[range]);
    expect(after.totalReaders).toBe(before.totalReaders + 3);
    expect(after.monthlyActiveUsers).toBe(before.monthlyActiveUsers + 3);
    const hadIceland = (await allRows()).some((r) => r.country === 'IS' && r.sessionId !== b);
    expect(after.globalReach).toBe(before.globalReach + (hadIceland ? 0 : 1));
    const [last, lastBefore] = [after.daily.at(-1)!, before.daily.at(-1)!];
    expect(last.date).toBe(today);
    expect(last.readers).toBe(lastBefore.readers + 3);
    expect(last.pageViews).toBe(lastBefore.pageViews + 3);
    expect(last.booksViewed).toBe(lastBefore.booksViewed + 1);
    expect(last.timeSpent).toBe(lastBefore.timeSpent + 120);

    // And every figure agrees with the same thing counted by hand from the rows.
    const want = expected(await allRows(), range, today);
    expect(after).toMatchObject({
      totalReaders: want.totalReaders,
      previousReaders: want.previousReaders,
      monthlyActiveUsers: want.monthlyActiveUsers,
      globalReach: want.globalReach,
    });
    expect(after.totals).toMatchObject({
      pageViews: want.pageViews,
      timeSpent: want.timeSpent,
      booksViewed: want.booksViewed,
    });
    const growth = want.previousReaders
      ? Math.round(((want.totalReaders - want.previousReaders) / want.previousReaders) * 1000) / 10
      : null;
    expect(after.communityGrowth).toBe(growth);
  });

  it('the seeded 90 days give growth for 7d and 30d, and no baseline for 90d and 1y', async () => {
    expect((await metrics('7d')).communityGrowth).toEqual(expect.any(Number));
    expect((await metrics('30d')).communityGrowth).toEqual(expect.any(Number));
    expect((await metrics('90d')).communityGrowth).toBeNull();
    expect((await metrics('1y')).communityGrowth).toBeNull();
    expect((await metrics('1y')).dataSince).toBe(addDays(isoDay(new Date()), -89));
  });
});

describe('GET /api/community-milestones', () => {
  it('lists the milestones with their progress', async () => {
    const response = await fetch(`${site.url}/api/community-milestones`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      title: string;
      targetValue: number;
      currentValue: number;
      isAchieved: boolean;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.find((m) => m.title === '25,000 Readers')).toMatchObject({
      targetValue: 25000,
      isAchieved: false,
    });
    for (const m of list)
      expect(m).toEqual(
        expect.objectContaining({ unit: expect.any(String), currentValue: expect.any(Number) }),
      );
  });
});

describe('the beacon in the built pages', () => {
  const page = (file: string) => readFileSync(join(TEST_BUILD_DIR, 'client', file), 'utf8');
  const beaconScript = (html: string) =>
    [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .find((s) => s.includes('/api/engagement'));

  it('is inline on public pages and at most 1 KB gzipped', () => {
    const script = beaconScript(page('index.html'));
    expect(script).toBeTruthy();
    expect(gzipSync(script!).byteLength).toBeLessThanOrEqual(1024);
    expect(script).toContain('doNotTrack');
    expect(script).toContain('globalPrivacyControl');
  });

  it('is left out of noindex pages (404)', () => {
    expect(beaconScript(page('404.html'))).toBeUndefined();
  });
});

describe('rate limit', () => {
  // A site whose limits are scaled down (RATE_LIMIT_MULTIPLIER, as benchmarks scale them up): 600 a minute becomes 6.
  let small: TestSite;
  beforeAll(async () => {
    small = await startTestSite({ RATE_LIMIT_MULTIPLIER: '0.01' });
  });
  afterAll(() => small.stop());

  it('answers 429 with Retry-After past the limit for one address, and stores nothing more', async () => {
    const send = () =>
      fetch(`${small.url}/api/engagement`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', origin: small.url, 'user-agent': CHROME },
        body: JSON.stringify({ type: 'view', sessionId: 'it-session-flood-1', path: '/' }),
      });
    for (let i = 0; i < 6; i++) {
      const response = await send();
      expect(response.status).toBe(204);
    }
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    const rows = (await small.data.db.select().from(readerEngagement)).filter(
      (r) => r.sessionId === 'it-session-flood-1',
    );
    expect(rows).toEqual([expect.objectContaining({ pageViews: 6 })]);
  });
});
