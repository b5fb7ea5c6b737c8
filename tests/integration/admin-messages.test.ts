/**
 * The owner's inbox and outbox actions against the built site: messages marked handled,
 * reopened, archived, filtered and deleted; a mail opened in full and a failed one sent
 * again; the Overview's figures; and a fresh install's demo analytics giving way to the
 * first real visit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { adminSession, send } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'owner@example.com';
const PASSWORD = 'a long enough password';

let site: TestSite;
let cookie: string;
const call = (path: string, method = 'GET', body?: unknown) => send(site.url, path, { method, body, cookie });
const message = async (id: number) =>
  (await site.data.db.select().from(s.contactMessages).where(eq(s.contactMessages.id, id)))[0];
const openCount = async () =>
  (await call('/api/admin/dashboard')).json<{ figures: { openMessages: number } }>().figures.openMessages;

let first: number;
let second: number;
let failed: number;
let sent: number;

beforeAll(async () => {
  site = await startTestSite();
  cookie = await adminSession(site, EMAIL, PASSWORD);
  const rows = await site.data.db
    .insert(s.contactMessages)
    .values([
      { name: 'Rita Reader', email: 'rita@example.com', subject: 'Loved it', message: 'Thank you.' },
      { name: 'Sam Shop', email: 'sam@example.com', subject: 'Wholesale', message: 'Do you sell in bulk?' },
    ])
    .returning();
  [first, second] = rows.map((r) => r.id) as [number, number];
  const mails = await site.data.db
    .insert(s.mailOutbox)
    .values([
      {
        kind: 'contact',
        to: 'owner@example.com',
        subject: 'New message: Loved it',
        text: 'Rita Reader wrote:\nThank you.',
        status: 'failed',
        attempts: 6,
        lastError: 'connect ECONNREFUSED',
      },
      {
        kind: 'order-confirmation',
        to: 'b@example.com',
        subject: 'Your order',
        text: 'Thanks',
        status: 'sent',
      },
    ])
    .returning();
  [failed, sent] = mails.map((m) => m.id) as [number, number];
});
afterAll(() => site?.stop());

describe('anonymous', () => {
  it('answers 401 to every new admin call', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/contact-messages?status=open'],
      ['PATCH', `/api/admin/contact-messages/${first}`, { action: 'handle' }],
      ['DELETE', `/api/admin/contact-messages/${first}`],
      ['GET', `/api/admin/outbox/${failed}`],
      ['POST', `/api/admin/outbox/${failed}/resend`],
    ] as const) {
      const answer = await send(site.url, path, { method, body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.json()).toHaveProperty('message');
    }
    expect((await message(first))?.handledAt).toBeNull();
  });
});

describe('messages', () => {
  it('refuses a bad action, a missing one, malformed JSON and a bad filter with 400', async () => {
    for (const body of [{ action: 'delete' }, {}, { action: 7 }, '{"action":']) {
      const answer = await call(`/api/admin/contact-messages/${first}`, 'PATCH', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toHaveProperty('message');
    }
    expect(
      (await call(`/api/admin/contact-messages/${first}`, 'PATCH', { action: 'nope' })).json(),
    ).toMatchObject({
      errors: { action: [expect.stringContaining('handle')] },
    });
    const filter = await call('/api/admin/contact-messages?status=spam');
    expect(filter.status).toBe(400);
    expect(filter.json()).toMatchObject({ errors: { status: [expect.any(String)] } });
    expect((await message(first))?.handledAt).toBeNull();
  });

  it('answers 404 for an unknown or malformed id (like every admin route with an id)', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      expect(
        (await call(`/api/admin/contact-messages/${id}`, 'PATCH', { action: 'handle' })).status,
        id,
      ).toBe(404);
      expect((await call(`/api/admin/contact-messages/${id}`, 'DELETE')).status, id).toBe(404);
    }
  });

  it('marks a message handled and open again; the filters and the Overview count follow', async () => {
    const before = await openCount();
    const handled = await call(`/api/admin/contact-messages/${first}`, 'PATCH', {
      action: 'handle',
      handledAt: 1,
    });
    expect(handled.status).toBe(200);
    expect(handled.json()).toMatchObject({ id: first, handledAt: expect.any(String), archivedAt: null });
    const at = (await message(first))?.handledAt;
    expect(at).toBeInstanceOf(Date);
    expect(await openCount()).toBe(before - 1);

    // Handling again keeps the first time.
    await call(`/api/admin/contact-messages/${first}`, 'PATCH', { action: 'handle' });
    expect((await message(first))?.handledAt).toEqual(at);

    const ids = async (status: string) =>
      (await call(`/api/admin/contact-messages?status=${status}&page=1`))
        .json<{ id: number }[]>()
        .map((m) => m.id);
    expect(await ids('handled')).toContain(first);
    expect(await ids('open')).not.toContain(first);
    expect(await ids('open')).toContain(second);
    const unpaged = await call('/api/admin/contact-messages?status=handled');
    expect(unpaged.json<{ id: number }[]>().map((m) => m.id)).toEqual([first]);

    const reopened = await call(`/api/admin/contact-messages/${first}`, 'PATCH', { action: 'reopen' });
    expect(reopened.json()).toMatchObject({ handledAt: null });
    expect(await ids('open')).toContain(first);
    expect(await openCount()).toBe(before);
  });

  it('archives and unarchives a message', async () => {
    const archived = await call(`/api/admin/contact-messages/${second}`, 'PATCH', { action: 'archive' });
    expect(archived.json()).toMatchObject({ archivedAt: expect.any(String) });
    const list = async (status: string) =>
      (await call(`/api/admin/contact-messages?status=${status}&page=1`))
        .json<{ id: number }[]>()
        .map((m) => m.id);
    expect(await list('archived')).toEqual([second]);
    expect(await list('open')).not.toContain(second);
    expect(
      (await call(`/api/admin/contact-messages/${second}`, 'PATCH', { action: 'unarchive' })).json(),
    ).toMatchObject({
      archivedAt: null,
    });
    expect(await list('open')).toContain(second);
  });

  it('deletes a message for good', async () => {
    expect((await call(`/api/admin/contact-messages/${second}`, 'DELETE')).status).toBe(204);
    expect(await message(second)).toBeUndefined();
    expect((await call(`/api/admin/contact-messages/${second}`, 'DELETE')).status).toBe(404);
    expect((await call(`/api/admin/contact-messages/${second}`, 'PATCH', { action: 'handle' })).status).toBe(
      404,
    );
  });
});

describe('outbox', () => {
  it('opens one mail in full', async () => {
    const answer = await call(`/api/admin/outbox/${failed}`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      id: failed,
      to: 'owner@example.com',
      subject: 'New message: Loved it',
      text: 'Rita Reader wrote:\nThank you.',
      status: 'failed',
      attempts: 6,
      lastError: 'connect ECONNREFUSED',
    });
    expect(answer.json()).not.toHaveProperty('lockedUntil');
    for (const id of ['999999', 'abc']) expect((await call(`/api/admin/outbox/${id}`)).status).toBe(404);
  });

  it('sends a failed mail again: pending, no attempts, due now; a mail that has not failed answers 409', async () => {
    const sentBefore = await call(`/api/admin/outbox/${sent}/resend`, 'POST');
    expect(sentBefore.status).toBe(409);
    expect(sentBefore.json().message).toMatch(/failed/);
    expect((await call('/api/admin/outbox/999999/resend', 'POST')).status).toBe(404);
    expect((await call('/api/admin/outbox/abc/resend', 'POST')).status).toBe(404);

    const started = Date.now();
    const answer = await call(`/api/admin/outbox/${failed}/resend`, 'POST');
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ id: failed, status: 'pending', attempts: 0, lastError: null });
    const [row] = await site.data.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.id, failed));
    // Without SMTP the sender does not run: the mail waits in the outbox, due now.
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    // A pending mail is not queued twice.
    expect((await call(`/api/admin/outbox/${failed}/resend`, 'POST')).status).toBe(409);
  });
});

describe('the Overview', () => {
  it('counts the seeded stories waiting for review in the last 7 days', async () => {
    const { figures } = (await call('/api/admin/dashboard')).json<{
      figures: { storiesSubmitted: { week: number }; storiesWaiting: number; paidOrders: { month: number } };
    }>();
    expect(figures.storiesSubmitted.week).toBe(2);
    expect(figures.storiesWaiting).toBe(2);
    expect(figures.paidOrders.month).toBe(0);
  });
});

describe('a fresh install’s analytics', () => {
  it('are labelled demo until the first real visit, then count only real visits', async () => {
    const metrics = async () => (await fetch(`${site.url}/api/engagement-metrics?range=7d`)).json();
    expect(await metrics()).toMatchObject({ demo: true, totalReaders: expect.any(Number) });
    expect((await metrics()).totalReaders).toBeGreaterThan(1);
    const beacon = await fetch(`${site.url}/api/engagement`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: site.url,
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({ type: 'view', sessionId: 'first-real-visit', path: '/' }),
    });
    expect(beacon.status).toBe(204);
    expect(await metrics()).toMatchObject({ demo: false, totalReaders: 1, monthlyActiveUsers: 1 });
  });
});
