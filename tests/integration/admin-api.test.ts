/** Every admin endpoint, used by a signed-in admin: its effect on the database and its answer. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getState, readGeneration, STATE } from '../../src/features/publishing/publish.queries';
import { queueMail } from '../../src/lib/mail/outbox.queries';
import * as s from '../../db/schema';
import { ensureAdmin } from '../../scripts/admin-create';
import { adminSession, postForm, send, signIn } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'owner@example.com';
const PASSWORD = 'a long enough password';

describe('admin API as a signed-in admin', () => {
  let site: TestSite;
  let cookie: string;
  const call = (path: string, method = 'GET', body?: unknown) =>
    send(site.url, path, { method, body, cookie });

  beforeAll(async () => {
    site = await startTestSite({ CRON_SECRET: 'cron-secret-for-tests' });
    cookie = await adminSession(site, EMAIL, PASSWORD);
  });
  afterAll(() => site?.stop());

  it('creates, lists, edits and deletes a blog post, requesting a publish each time', async () => {
    const post = {
      title: 'Admin Test Post',
      excerpt: 'Short.',
      content: 'Line one\nLine two',
      coverImage: 'https://example.com/c.jpg',
      publishedAt: '2030-01-02T03:04:05.000Z',
      id: 999,
    };
    const created = await call('/api/admin/blog-posts', 'POST', post);
    expect(created.status).toBe(201);
    const { id } = created.json();
    expect(id).not.toBe(999);
    expect(created.json()).toMatchObject({
      title: 'Admin Test Post',
      publishedAt: '2030-01-02T03:04:05.000Z',
    });
    const first = (await getState(site.data.db, [STATE.publishRequestedAt]))[STATE.publishRequestedAt];
    expect(first).toBeDefined();
    const generation = await readGeneration(site.data.db);
    expect(generation).toBeGreaterThan(0);

    const list = await call('/api/admin/blog-posts');
    expect(list.json()[0]).toMatchObject({ id, title: 'Admin Test Post' });

    const edited = await call(`/api/admin/blog-posts/${id}`, 'PATCH', { title: 'Edited Title' });
    expect(edited.status).toBe(200);
    expect(edited.json()).toMatchObject({ id, title: 'Edited Title', excerpt: 'Short.' });
    const [row] = await site.data.db.select().from(s.blogPosts).where(eq(s.blogPosts.id, id));
    expect(row?.title).toBe('Edited Title');
    const second = (await getState(site.data.db, [STATE.publishRequestedAt]))[STATE.publishRequestedAt]!;
    expect(second >= first!).toBe(true);
    expect(await readGeneration(site.data.db)).toBe(generation + 1);

    expect((await call(`/api/admin/blog-posts/${id}`, 'DELETE')).status).toBe(204);
    expect(await readGeneration(site.data.db)).toBe(generation + 2);
    expect(await site.data.db.select().from(s.blogPosts).where(eq(s.blogPosts.id, id))).toHaveLength(0);
    expect((await call(`/api/admin/blog-posts/${id}`, 'DELETE')).status).toBe(404);
    expect((await call(`/api/admin/blog-posts/${id}`, 'PATCH', { title: 'x' })).status).toBe(404);
    // Writes that changed nothing raise nothing.
    expect(await readGeneration(site.data.db)).toBe(generation + 2);
  });

  it('refuses invalid posts with 400 and field errors, and a non-JSON body with 400', async () => {
    const bad = await call('/api/admin/blog-posts', 'POST', {
      title: '',
      excerpt: 'e',
      content: 'c',
      publishedAt: 'yesterday',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['title', 'publishedAt']));
    const form = await postForm(site.url, '/api/admin/blog-posts', 'title=x', { cookie });
    expect(form.status).toBe(400);
    expect((await call('/api/admin/blog-posts/abc', 'PATCH', { title: 'x' })).status).toBe(404);
  });

  it('lists contact messages in full, newest first', async () => {
    const message = 'A long message.\n'.repeat(40);
    await site.data.db.insert(s.contactMessages).values({
      name: 'Reader',
      email: 'r@example.com',
      subject: 'Newest',
      message,
      createdAt: new Date(Date.now() + 60_000),
    });
    const list = await call('/api/admin/contact-messages');
    expect(list.status).toBe(200);
    expect(list.json()[0]).toMatchObject({ subject: 'Newest', message });
  });

  it('lists newsletter subscribers and exports them as CSV', async () => {
    await site.data.db
      .insert(s.newsletterSubscriptions)
      .values([{ email: 'first@example.com' }, { email: 'second@example.com', unsubscribedAt: new Date() }]);
    const list = await call('/api/admin/newsletter-subscribers');
    expect(list.json().map((r: { email: string }) => r.email)).toEqual(
      expect.arrayContaining(['first@example.com', 'second@example.com']),
    );
    const csv = await call('/api/admin/newsletter-subscribers?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="newsletter-subscribers.csv"/);
    const lines = csv.text.trim().split('\r\n');
    // CONTRACT.md §11: the export carries the columns an import reads.
    expect(lines[0]).toBe('email,status,created_at');
    expect(lines.some((l) => /^first@example\.com,confirmed,\d{4}-\d\d-\d\dT[^,]+$/.test(l))).toBe(true);
    expect(lines.some((l) => /^second@example\.com,confirmed,\d{4}-/.test(l))).toBe(true);
  });

  it('lists forum topics and replies newest first', async () => {
    const items: { createdAt: string; kind: string }[] = (await call('/api/admin/forum-activity')).json();
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['topic', 'post']));
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('approves, publishes and rejects a reader story; other fields cannot be set', async () => {
    const [story] = await site.data.db
      .insert(s.readerImpactStories)
      .values({ readerName: 'Ana', bookId: 1, story: 'It helped.', category: 'healing' })
      .returning();
    const listed = await call('/api/admin/impact-stories');
    expect(listed.json().map((r: { id: number }) => r.id)).toContain(story!.id);
    const published = await call(`/api/admin/impact-stories/${story!.id}`, 'PATCH', {
      isApproved: true,
      isPublic: true,
      story: 'Rewritten',
      readerName: 'X',
    });
    expect(published.status).toBe(200);
    let [row] = await site.data.db
      .select()
      .from(s.readerImpactStories)
      .where(eq(s.readerImpactStories.id, story!.id));
    expect(row).toMatchObject({ isApproved: true, isPublic: true, story: 'It helped.', readerName: 'Ana' });
    await call(`/api/admin/impact-stories/${story!.id}`, 'PATCH', { isApproved: false, isPublic: false });
    [row] = await site.data.db
      .select()
      .from(s.readerImpactStories)
      .where(eq(s.readerImpactStories.id, story!.id));
    expect(row).toMatchObject({ isApproved: false, isPublic: false });
    expect((await call('/api/admin/impact-stories/99999', 'PATCH', { isApproved: true })).status).toBe(404);
    expect(
      (await call(`/api/admin/impact-stories/${story!.id}`, 'PATCH', { isApproved: 'yes' })).status,
    ).toBe(400);
  });

  it('shows the mail outbox', async () => {
    await queueMail(site.data.db, {
      kind: 'contact',
      to: 'owner@example.com',
      subject: 'Outbox test mail',
      text: 'hi',
    });
    const rows = (await call('/api/admin/outbox')).json();
    expect(rows[0]).toMatchObject({
      subject: 'Outbox test mail',
      status: 'pending',
      to: 'owner@example.com',
    });
  });

  it('creates, edits and deactivates a product; price text is stored in cents', async () => {
    const created = await call('/api/admin/abf/products', 'POST', {
      name: 'Gold Tee',
      color: 'Gold',
      imageUrl: '/images/shop/product-1.svg',
      price: '$19.50',
      priceCents: 1,
    });
    expect(created.status).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ name: 'Gold Tee', category: 'hat', price: '$19.50', isActive: true });
    const [row] = await site.data.db.select().from(s.abfProducts).where(eq(s.abfProducts.id, product.id));
    expect(row?.priceCents).toBe(1950);
    const edited = await call(`/api/admin/abf/products/${product.id}`, 'PATCH', {
      category: 'shirt',
      price: '',
    });
    expect(edited.json()).toMatchObject({ category: 'shirt', price: null });
    await call(`/api/admin/abf/products/${product.id}`, 'PATCH', { isActive: false });
    const [after] = await site.data.db.select().from(s.abfProducts).where(eq(s.abfProducts.id, product.id));
    expect(after).toMatchObject({ isActive: false, priceCents: null, category: 'shirt' });
    const all = (await call('/api/admin/abf/products')).json();
    expect(all.find((p: { id: number }) => p.id === product.id)).toMatchObject({ isActive: false });
    const bad = await call('/api/admin/abf/products', 'POST', {
      name: 'X',
      color: 'Y',
      imageUrl: '/x.svg',
      category: 'socks',
      price: 'free',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['category', 'price']));
    expect((await call('/api/admin/abf/products/99999', 'PATCH', { name: 'X' })).status).toBe(404);
  });

  it('lists orders, changes their status, filters and exports them', async () => {
    const [order] = await site.data.db
      .insert(s.abfOrders)
      .values({
        productId: 1,
        customerName: 'Dee, "the" Customer',
        customerEmail: 'dee@example.com',
        customerAddress: '1 Main St, Springfield',
        size: 'S/M',
        quantity: 2,
        totalCents: 5198,
        paypalOrderId: 'PP-ADMIN-1',
        notes: 'Gift',
      })
      .returning();
    const list = (await call('/api/admin/abf/orders')).json();
    expect(list.find((o: { id: number }) => o.id === order!.id)).toMatchObject({
      totalAmount: '51.98',
      status: 'pending',
      productName: 'Classic Dad Hat',
      paypalOrderId: 'PP-ADMIN-1',
    });
    for (const status of ['paid', 'shipped', 'completed', 'cancelled', 'pending', 'shipped']) {
      const answer = await call(`/api/admin/abf/orders/${order!.id}`, 'PATCH', { status });
      expect(answer.status).toBe(200);
      expect(answer.json().status).toBe(status);
    }
    const [row] = await site.data.db.select().from(s.abfOrders).where(eq(s.abfOrders.id, order!.id));
    expect(row?.status).toBe('shipped');
    expect((await call(`/api/admin/abf/orders/${order!.id}`, 'PATCH', { status: 'lost' })).status).toBe(400);
    expect((await call('/api/admin/abf/orders/99999', 'PATCH', { status: 'paid' })).status).toBe(404);
    expect(
      (await call('/api/admin/abf/orders?status=shipped'))
        .json()
        .every((o: { status: string }) => o.status === 'shipped'),
    ).toBe(true);
    expect(
      (await call('/api/admin/abf/orders?status=paid'))
        .json()
        .some((o: { id: number }) => o.id === order!.id),
    ).toBe(false);
    expect((await call('/api/admin/abf/orders?status=bogus')).status).toBe(400);
    const csv = await call('/api/admin/abf/orders?format=csv&status=shipped');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = csv.text.trim().split('\r\n');
    expect(header).toBe(
      'id,createdAt,status,product,size,quantity,totalAmount,customerName,customerEmail,customerAddress,paypalOrderId,paypalPaymentId,notes,updatedAt,carrier,trackingNumber,trackingUrl,shippedAt,refundId,refundedAt',
    );
    expect(lines.find((l) => l.startsWith(`${order!.id},`))).toContain(
      ',shipped,Classic Dad Hat,S/M,2,51.98,"Dee, ""the"" Customer",dee@example.com,"1 Main St, Springfield",PP-ADMIN-1,,Gift,',
    );
  });

  it('updates a book link with PATCH /api/books/{id}', async () => {
    const answer = await call('/api/books/5', 'PATCH', {
      amazonUrl: ' https://www.amazon.com/dp/B0TESTBOOK ',
      title: 'Hacked',
    });
    expect(answer.status).toBe(200);
    const [row] = await site.data.db.select().from(s.books).where(eq(s.books.id, 5));
    expect(row?.amazonUrl).toBe('https://www.amazon.com/dp/B0TESTBOOK');
    expect(row?.title).not.toBe('Hacked');
    expect(
      (await call('/api/books/999', 'PATCH', { amazonUrl: 'https://www.amazon.com/dp/B0TESTBOOK' })).status,
    ).toBe(404);
    expect((await call('/api/books/5', 'PATCH', { amazonUrl: 'not a url' })).status).toBe(400);
  });

  it('syncs book links: normalises valid ones, flags placeholders, records the run', async () => {
    await site.data.db
      .update(s.books)
      .set({ amazonUrl: 'https://amazon.com/The-Red-Door/dp/b0crd7k2qx/ref=sr_1_1' })
      .where(eq(s.books.id, 1));
    await site.data.db
      .update(s.books)
      .set({ amazonUrl: 'https://example.com/not-amazon' })
      .where(eq(s.books.id, 2));
    const answer = await call('/api/books/sync', 'POST');
    expect(answer.status).toBe(200);
    const summary = answer.json();
    expect(summary.checked).toBe(14);
    expect(summary.normalized).toContain(1);
    expect(summary.invalid).toContain(2);
    expect(summary.placeholders).toContain(4);
    const [book] = await site.data.db.select().from(s.books).where(eq(s.books.id, 1));
    expect(book?.amazonUrl).toBe('https://www.amazon.com/dp/B0CRD7K2QX');
    const state = await getState(site.data.db, [STATE.syncLastRunAt, STATE.syncSummary]);
    expect(state[STATE.syncLastRunAt]).toBe(summary.ranAt);
    expect(JSON.parse(state[STATE.syncSummary]!)).toEqual(summary);
  });

  it('sets the featured flag from the configured three books', async () => {
    await site.data.db.update(s.books).set({ featured: true }).where(eq(s.books.id, 7));
    await site.data.db.update(s.books).set({ featured: false }).where(eq(s.books.id, 2));
    const generation = await readGeneration(site.data.db);
    const answer = await call('/api/books/sync/featured', 'POST');
    expect(answer.json()).toEqual({ featured: [1, 2, 3] });
    expect(await readGeneration(site.data.db)).toBeGreaterThan(generation);
    // Nothing to change: no content write.
    const unchanged = await readGeneration(site.data.db);
    expect((await call('/api/books/sync/featured', 'POST')).status).toBe(200);
    expect(await readGeneration(site.data.db)).toBe(unchanged);
    const rows = await site.data.db
      .select({ id: s.books.id })
      .from(s.books)
      .where(eq(s.books.featured, true));
    expect(rows.map((r) => r.id).sort()).toEqual([1, 2, 3]);
  });

  it('runs the daily cron only with the right bearer token', async () => {
    expect(
      (await send(site.url, '/api/cron/daily', { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    expect((await send(site.url, '/api/cron/daily', { cookie })).status).toBe(401);
    const before = (await getState(site.data.db, [STATE.syncLastRunAt]))[STATE.syncLastRunAt];
    const answer = await send(site.url, '/api/cron/daily', {
      headers: { authorization: 'Bearer cron-secret-for-tests' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json().featured).toEqual({ featured: [1, 2, 3] });
    const after = (await getState(site.data.db, [STATE.syncLastRunAt]))[STATE.syncLastRunAt];
    expect(after! > before!).toBe(true);
  });

  it('prunes ended rate-limit windows, old failed sign-ins and expired sign-in links in the daily cron', async () => {
    const now = Date.now();
    const [owner] = await site.data.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, EMAIL));
    await site.data.db.insert(s.signInLinks).values([
      { userId: owner!.id, tokenHash: 'expired', expiresAt: new Date(now - 1000) },
      { userId: owner!.id, tokenHash: 'live', expiresAt: new Date(now + 60_000) },
    ]);
    await site.data.db.insert(s.rateLimits).values([
      { key: 'contact:ended', windowStart: now - 120_000, expiresAt: now - 60_000, count: 31 },
      { key: 'contact:live', windowStart: now, expiresAt: now + 60_000, count: 1 },
    ]);
    await site.data.db.insert(s.loginAttempts).values([
      { ip: '10.9.9.1', email: 'old@example.com', at: new Date(now - 16 * 60_000) },
      { ip: '10.9.9.1', email: 'recent@example.com', at: new Date(now - 60_000) },
    ]);
    const answer = await send(site.url, '/api/cron/daily', {
      headers: { authorization: 'Bearer cron-secret-for-tests' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json().pruned.rateLimits).toBeGreaterThanOrEqual(1);
    expect(answer.json().pruned.loginAttempts).toBeGreaterThanOrEqual(1);
    const keys = (await site.data.db.select({ key: s.rateLimits.key }).from(s.rateLimits)).map((r) => r.key);
    expect(keys).toContain('contact:live');
    expect(keys).not.toContain('contact:ended');
    const emails = (await site.data.db.select({ email: s.loginAttempts.email }).from(s.loginAttempts)).map(
      (r) => r.email,
    );
    expect(emails).toContain('recent@example.com');
    expect(emails).not.toContain('old@example.com');
    expect(answer.json().pruned.signInLinks).toBe(1);
    const links = await site.data.db.select({ tokenHash: s.signInLinks.tokenHash }).from(s.signInLinks);
    expect(links.map((l) => l.tokenHash)).toEqual(['live']);
  });

  it('reports the publish status from the served build and the database', async () => {
    const status = (await call('/api/admin/publish')).json();
    expect(status).toMatchObject({ requestedAt: expect.any(String), pending: true, state: 'publishing' });
    // This server serves the test build (generation 0) and nothing publishes here.
    const build = (await send(site.url, '/build.json')).json();
    expect(status.liveGeneration).toBe(build.generation);
    expect(status.generation).toBe(await readGeneration(site.data.db));
    expect(status.generation).toBeGreaterThan(status.liveGeneration);
  });
});

describe('publishing on Vercel', () => {
  let site: TestSite;
  let hook: Server;
  const calls: string[] = [];

  beforeAll(async () => {
    hook = createServer((req, res) => {
      calls.push(req.method ?? '');
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"job":{"id":"x"}}');
    });
    await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
    site = await startTestSite({
      DEPLOY_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    });
    await ensureAdmin(site.data.db, EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await site?.stop();
    hook?.close();
  });

  it('POSTs DEPLOY_HOOK_URL once for several writes in a row, and records the result', async () => {
    const cookie = await signIn(site.url, EMAIL, PASSWORD);
    for (const title of ['One', 'Two', 'Three']) {
      const answer = await send(site.url, '/api/admin/blog-posts', {
        method: 'POST',
        cookie,
        body: { title, excerpt: 'e', content: 'c', publishedAt: new Date().toISOString() },
      });
      expect(answer.status).toBe(201);
    }
    expect(calls).toEqual(['POST']);
    const status = (await send(site.url, '/api/admin/publish', { cookie })).json();
    expect(status).toMatchObject({ finishedAt: expect.any(String), error: null });
    // The hook answered 201, but nothing with the new generation is live yet.
    expect(status).toMatchObject({ state: 'publishing', generation: 3, liveGeneration: 0 });
    expect(calls).toEqual(['POST']);
  });
});
