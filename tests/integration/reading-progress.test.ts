/** /api/reading-progress and /api/reading-challenges: per-visitor ownership, the rules, and bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

let site: TestSite;
let alice: VisitorClient;
let bob: VisitorClient;

beforeAll(async () => {
  // Rate limits are tested in rate-limits.test.ts; here they would only get in the way.
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '20' });
  alice = new VisitorClient(site.url);
  bob = new VisitorClient(site.url);
});
afterAll(() => site.stop());

describe('visitor identity', () => {
  it('sets a signed, HttpOnly, SameSite=Lax visitor cookie for about a year on first use', async () => {
    const fresh = new VisitorClient(site.url);
    const res = await fresh.request('GET', '/api/reading-progress');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('visitor='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie!)?.[1])).toBeGreaterThan(360 * 86400);
    expect(fresh.cookies.get('visitor')).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
  });
});

describe('POST /api/reading-progress', () => {
  it('starts tracking a book: 201 with the stored entry and its book', async () => {
    const res = await alice.post('/api/reading-progress', { bookId: 3 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      bookId: 3,
      status: 'reading',
      progress: 0,
      challengeId: null,
      completedAt: null,
    });
    expect(res.body.book.title).toBe('Sequins on Sunday');
    expect(res.body).not.toHaveProperty('userId');
  });

  it('tracking the same book again answers the same entry and stores no second one', async () => {
    const again = await alice.post('/api/reading-progress', { bookId: 3 });
    expect(again.status).toBe(200);
    const list = await alice.get('/api/reading-progress');
    expect(list.body.filter((e: { bookId: number }) => e.bookId === 3)).toHaveLength(1);
  });

  it('joining the challenge twice creates one entry', async () => {
    const first = await alice.post('/api/reading-progress', { challengeId: 1, bookId: 8 });
    const second = await alice.post('/api/reading-progress', { challengeId: 1, bookId: 8 });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    const rows = await site.data.db.$client.execute(
      'select count(*) as n from user_reading_progress where book_id = 8 and challenge_id = 1',
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
    // The join is counted once in the community analytics.
    const visitor = alice.cookies.get('visitor')!.split('.')[0];
    const joins = await site.data.db.$client.execute({
      sql: 'select sum(challenges_joined) as n from reader_engagement where user_id = ?',
      args: [visitor!],
    });
    expect(Number(joins.rows[0]!.n)).toBe(1);
  });

  it('ignores server-owned fields and clamps the starting progress to 0..100', async () => {
    const res = await alice.post('/api/reading-progress', {
      bookId: 4,
      progress: 250,
      status: 'completed',
      id: 9999,
      userId: 'someone',
      completedAt: '2000-01-01',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'reading', progress: 100, completedAt: null });
    expect(res.body.id).not.toBe(9999);
    const low = await alice.post('/api/reading-progress', { bookId: 5, progress: -20 });
    expect(low.body.progress).toBe(0);
  });

  it.each([
    [{ bookId: 999 }, 'bookId'],
    [{ bookId: 'abc' }, 'bookId'],
    [{}, 'bookId'],
    [{ bookId: 1, challengeId: 99 }, 'challengeId'],
    [{ bookId: 1, progress: 'half' }, 'progress'],
  ])('refuses %o with 400 and a field error on %s', async (body, field) => {
    const res = await alice.post('/api/reading-progress', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('refuses malformed JSON, a non-JSON body and a body over 64 KiB', async () => {
    expect(
      (await alice.post('/api/reading-progress', '{"bookId":', { 'content-type': 'application/json' }))
        .status,
    ).toBe(400);
    const plain = await alice.post('/api/reading-progress', 'bookId=1', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(400);
    expect(plain.body).toEqual({ message: expect.any(String) });
    const big = await alice.post('/api/reading-progress', { bookId: 1, pad: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
  });

  it('refuses a cross-site write with 403', async () => {
    const res = await alice.post('/api/reading-progress', { bookId: 6 }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('answers 405 for other methods', async () => {
    expect((await alice.request('PUT', '/api/reading-progress')).status).toBe(405);
  });
});

describe('PATCH /api/reading-progress/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await alice.post('/api/reading-progress', { bookId: 7 })).body.id;
  });

  it("'+10%' adds 10 on the server", async () => {
    const res = await alice.patch(`/api/reading-progress/${id}`, { action: 'increment' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, progress: 10, status: 'reading' });
  });

  it('caps at 100', async () => {
    expect((await alice.patch(`/api/reading-progress/${id}`, { progress: 95 })).body.progress).toBe(95);
    expect((await alice.patch(`/api/reading-progress/${id}`, { action: 'increment' })).body.progress).toBe(
      100,
    );
    expect((await alice.patch(`/api/reading-progress/${id}`, { action: 'increment' })).body.progress).toBe(
      100,
    );
  });

  it('clamps a set progress to 0..100', async () => {
    expect(
      (await alice.patch(`/api/reading-progress/${id}`, { status: 'reading', progress: 250 })).body.progress,
    ).toBe(100);
    expect((await alice.patch(`/api/reading-progress/${id}`, { progress: -4 })).body.progress).toBe(0);
    expect((await alice.patch(`/api/reading-progress/${id}`, { progress: 33.6 })).body.progress).toBe(34);
  });

  it("'Mark Complete' sets completed, 100 and the server's completedAt (never the client's)", async () => {
    const before = Date.now();
    const res = await alice.patch(`/api/reading-progress/${id}`, {
      status: 'completed',
      progress: 40,
      completedAt: '1999-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', progress: 100 });
    expect(new Date(res.body.completedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again = await alice.patch(`/api/reading-progress/${id}`, { action: 'complete' });
    expect(again.status).toBe(200);
    expect(again.body.completedAt).toBe(res.body.completedAt);
  });

  it('a completed book takes no progress (409) until it is read again', async () => {
    for (const body of [{ action: 'increment' }, { action: 'resume' }, { progress: 20 }]) {
      const res = await alice.patch(`/api/reading-progress/${id}`, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it.each([[{}], [{ status: 'paused' }], [{ action: 'double' }], [{ progress: 'lots' }]])(
    'refuses %o with 400',
    async (body) => {
      const res = await alice.patch(`/api/reading-progress/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBeTypeOf('object');
    },
  );

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await alice.patch('/api/reading-progress/999999', { action: 'increment' })).status).toBe(404);
    expect((await alice.patch('/api/reading-progress/abc', { action: 'increment' })).status).toBe(404);
    expect((await alice.patch('/api/reading-progress/-1', { action: 'increment' })).status).toBe(404);
  });
});

describe('ownership', () => {
  it("visitor B cannot read or change A's entries", async () => {
    const mine = await alice.post('/api/reading-progress', { bookId: 9 });
    const theirs = await bob.get('/api/reading-progress');
    expect(theirs.body).toEqual([]);
    for (const body of [{ action: 'increment' }, { action: 'complete' }, { progress: 50 }]) {
      expect((await bob.patch(`/api/reading-progress/${mine.body.id}`, body)).status).toBe(404);
    }
    const stillMine = (await alice.get('/api/reading-progress')).body.find(
      (e: { id: number }) => e.id === mine.body.id,
    );
    expect(stillMine).toMatchObject({ progress: 0, status: 'reading' });
  });

  it('a forged visitor cookie is a stranger', async () => {
    const mine = await alice.post('/api/reading-progress', { bookId: 10 });
    const forger = new VisitorClient(site.url);
    const [id] = alice.cookies.get('visitor')!.split('.');
    forger.cookies.set('visitor', `${id}.forged-signature`);
    expect(
      (await forger.patch(`/api/reading-progress/${mine.body.id}`, { action: 'increment' })).status,
    ).toBe(404);
    expect((await forger.get('/api/reading-progress')).body).toEqual([]);
  });
});

describe('GET /api/reading-challenges', () => {
  it('lists the active challenge with the visitor’s progress: completed entries / targetBooks', async () => {
    const carol = new VisitorClient(site.url);
    const before = await carol.get('/api/reading-challenges');
    expect(before.status).toBe(200);
    expect(before.body[0]).toMatchObject({
      id: 1,
      isActive: true,
      targetBooks: 12,
      joined: false,
      completedBooks: 0,
      progress: 0,
    });

    const entry = await carol.post('/api/reading-progress', { challengeId: 1, bookId: 8 });
    expect((await carol.get('/api/reading-challenges')).body[0]).toMatchObject({
      joined: true,
      completedBooks: 0,
      progress: 0,
    });
    await carol.patch(`/api/reading-progress/${entry.body.id}`, { action: 'complete' });
    // A book outside the challenge does not count toward it.
    const other = await carol.post('/api/reading-progress', { bookId: 2 });
    await carol.patch(`/api/reading-progress/${other.body.id}`, { action: 'complete' });
    expect((await carol.get('/api/reading-challenges')).body[0]).toMatchObject({
      joined: true,
      completedBooks: 1,
      progress: 8,
    });
    // Someone else's standing is their own.
    expect((await bob.get('/api/reading-challenges')).body[0]).toMatchObject({
      joined: false,
      completedBooks: 0,
    });
  });
});
