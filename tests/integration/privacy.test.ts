/**
 * Trust and personal data (CONTRACT §18) against the built site: the terms pages and their
 * footer links, erasure by email in the admin (with its preview and log), 'Delete my
 * address' from the unsubscribe page, and page views refused for Global Privacy Control
 * and Do Not Track.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { unsubscribeTokenWith } from '../../src/features/newsletter/tokens';
import { ERASED_ADDRESS } from '../../src/lib/mail/erased-address';
import { ensureAdmin } from '../../scripts/admin-create';
import { send, signIn } from '../support/admin-http';
import { TEST_BUILD_DIR } from '../support/build';
import { startTestSite, type TestSite } from '../support/site';
import { VisitorClient } from '../support/visitor-client';

const OWNER = 'owner-privacy@example.com';
const PASSWORD = 'a long enough password';
const SECRET = 'test-session-secret-0123456789abcdef';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/shipping-returns', 'Shipping & Returns'],
] as const;

let site: TestSite;
let cookie: string;
const admin = (path: string, body?: unknown) =>
  send(site.url, path, { method: body === undefined ? 'GET' : 'POST', body, cookie });

beforeAll(async () => {
  site = await startTestSite();
  await ensureAdmin(site.data.db, OWNER, PASSWORD);
  cookie = await signIn(site.url, OWNER, PASSWORD);
});
afterAll(() => site?.stop());

describe('the terms pages', () => {
  it.each(PAGES)(
    '%s answers 200 with its heading, pre-rendered without JavaScript files',
    async (path, title) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        `<h1 class="text-plum text-4xl leading-tight font-bold sm:text-5xl">${title.replace('&', '&amp;')}</h1>`,
      );
      expect(html).toContain(`<title>${title.replace('&', '&amp;')} | Kendra Lane</title>`);
      expect(html).not.toMatch(/<script[^>]+src=/);
      expect(html).toMatch(/Last updated <time datetime="\d{4}-\d{2}-\d{2}">/);
      const file = join(TEST_BUILD_DIR, 'client', path.slice(1), 'index.html');
      expect(readFileSync(file, 'utf8')).toContain('<h1');
    },
  );

  it('are linked from the footer of every kind of page, and listed in the sitemap', async () => {
    for (const page of ['/', '/catalog', '/blog', '/privacy', '/always-be-fabulous']) {
      const html = await (await fetch(`${site.url}${page}`)).text();
      const legal = /<nav aria-label="Legal">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      expect(
        [...legal.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
        page,
      ).toEqual(PAGES.map(([p]) => p));
    }
    const sitemap = await (await fetch(`${site.url}/sitemap-0.xml`)).text();
    for (const [path] of PAGES) expect(sitemap).toContain(`<loc>http://localhost:4321${path}</loc>`);
    // The result page of 'Delete my address' is noindex: not a page to list.
    expect(sitemap).not.toContain('/newsletter/erased');
  });

  it('the privacy policy names what the site stores, and that GPC and DNT turn page views off', async () => {
    const html = await (await fetch(`${site.url}/privacy`)).text();
    for (const words of [
      'Newsletter subscribers',
      'postal address',
      'Contact messages',
      'Your reading shelf',
      'Page views',
      'Global Privacy Control',
      'Do Not Track',
      '<code>visitor</code>',
    ])
      expect(html).toContain(words);
  });

  it('the owner edits a terms page in the Site tab (schema-checked, Markdown without HTML)', async () => {
    const { texts } = (await admin('/api/admin/site-texts')).json();
    const changed = { ...texts.shippingReturns, body: `${texts.shippingReturns.body}\n\nWe ship worldwide.` };
    const saved = await send(site.url, '/api/admin/site-texts/shippingReturns', {
      method: 'PUT',
      body: changed,
      cookie,
    });
    expect(saved.status).toBe(200);
    const [row] = await site.data.db.select().from(s.siteTexts).where(eq(s.siteTexts.key, 'shippingReturns'));
    expect(JSON.parse(row!.value).body).toMatch(/We ship worldwide\.$/);
    const bad = await send(site.url, '/api/admin/site-texts/privacy', {
      method: 'PUT',
      body: { ...texts.privacy, body: '<script>alert(1)</script>' },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.json().errors.body).toEqual(['Write Markdown without HTML tags']);
  });
});

/** A person who uses the site with one browser: every kind of record the erasure covers. */
async function personUsesTheSite(email: string) {
  const browser = new VisitorClient(site.url);
  const origin = { origin: site.url, 'user-agent': CHROME };
  expect((await browser.post('/api/newsletter/subscribe', { email }, origin)).status).toBe(201);
  expect(
    (
      await browser.post(
        '/api/contact',
        { name: 'Nell Reader', email, subject: 'Hi', message: 'Loved it.' },
        origin,
      )
    ).status,
  ).toBe(201);
  const order = await browser.post(
    '/api/abf/orders',
    {
      productId: 1,
      customerName: 'Nell Reader',
      customerEmail: email,
      customerAddress: '9 Porch Street, Memphis',
      size: 'S/M',
      quantity: 2,
    },
    origin,
  );
  expect(order.status).toBe(201);
  expect((await browser.get('/api/reading-progress')).status).toBe(200);
  expect((await browser.post('/api/reading-progress/link', { email }, origin)).status).toBe(202);
  const story = await browser.post(
    '/api/impact-stories',
    {
      readerName: 'N.',
      bookId: 1,
      story: 'This book found me at the right time.',
      category: 'growth',
      isPublic: true,
    },
    origin,
  );
  expect(story.status).toBe(201);
  expect(
    (await send(site.url, '/api/auth/login', { method: 'POST', body: { email, password: 'guess' } })).status,
  ).toBe(401);
  return {
    orderId: order.body.id as number,
    totalAmount: order.body.totalAmount as string,
    storyId: story.body.id as number,
  };
}

describe('POST /api/admin/erase', () => {
  it.each([
    ['/api/admin/erase', { email: 'a@example.com' }],
    ['/api/admin/erase/preview', { email: 'a@example.com' }],
  ])('%s answers 401 to a visitor who is not signed in', async (path, body) => {
    const answer = await send(site.url, path, { method: 'POST', body });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    [{}, 'email'],
    [{ email: 'not an address' }, 'email'],
    [{ email: 'a@example.com', storyIds: ['x'] }, 'storyIds'],
  ])('answers 400 with the field for %j', async (body, field) => {
    const answer = await admin('/api/admin/erase', body);
    expect(answer.status).toBe(400);
    expect(answer.json().errors[field]).toEqual(expect.any(Array));
  });

  it('answers 400 to malformed JSON and refuses an admin address with 409, changing nothing', async () => {
    const malformed = await send(site.url, '/api/admin/erase', { method: 'POST', body: '{', cookie });
    expect(malformed.status).toBe(400);
    const answer = await admin('/api/admin/erase', { email: OWNER.toUpperCase() });
    expect(answer.status).toBe(409);
    expect(answer.json().message).toMatch(/admin account/);
    expect((await site.data.db.select().from(s.users).where(eq(s.users.email, OWNER))).length).toBe(1);
  });

  it('previews, then erases a person: everything holding the address goes, orders keep their amounts', async () => {
    const email = 'nell.reader@example.com';
    const { orderId, totalAmount, storyId } = await personUsesTheSite(email);

    const preview = await admin('/api/admin/erase/preview', { email: 'Nell.Reader@Example.com' });
    expect(preview.status).toBe(200);
    expect(preview.json().counts).toMatchObject({
      subscribers: 1,
      messages: 1,
      orders: 1,
      stories: 1,
      shelfLinks: 1,
    });
    expect(preview.json().counts.mails).toBeGreaterThanOrEqual(3); // confirmation, owner's copy of the message, order, shelf link
    expect(preview.json().stories).toEqual([
      expect.objectContaining({ id: storyId, readerName: 'N.', published: false }),
    ]);

    const erased = await admin('/api/admin/erase', { email });
    expect(erased.status).toBe(200);
    expect(erased.json().counts).toEqual(preview.json().counts);

    const db = site.data.db;
    const holding = await db.all<{ n: number }>(sql`select
      (select count(*) from newsletter_subscriptions where email = ${email}) +
      (select count(*) from contact_messages where email = ${email}) +
      (select count(*) from abf_orders where customer_email = ${email}) +
      (select count(*) from mail_outbox where to_address = ${email} or instr(text, ${email}) > 0) +
      (select count(*) from login_attempts where email = ${email}) +
      (select count(*) from reader_impact_stories where id = ${storyId}) +
      (select count(*) from reading_links where email_hash is not null) as n`);
    expect(holding[0]!.n).toBe(0);
    const [order] = await db.select().from(s.abfOrders).where(eq(s.abfOrders.id, orderId));
    expect(order).toMatchObject({
      customerName: '(erased)',
      customerEmail: ERASED_ADDRESS,
      customerAddress: '(erased)',
    });
    expect((order!.totalCents / 100).toFixed(2)).toBe(totalAmount);

    const log = await admin('/api/admin/erasures?page=1');
    expect(log.status).toBe(200);
    expect(log.json()[0]).toMatchObject({
      source: 'owner',
      by: expect.any(String),
      counts: erased.json().counts,
    });
    expect(log.text).not.toContain('nell');
    expect(log.headers['x-total-count']).toBe('1');
  });
});

describe("'Delete my address' on the unsubscribe page", () => {
  const subscribe = async (email: string) => {
    await site.data.db.insert(s.newsletterSubscriptions).values({ email });
    return unsubscribeTokenWith(SECRET, email);
  };
  const subscribed = async (email: string) =>
    (
      await site.data.db
        .select({ n: count() })
        .from(s.newsletterSubscriptions)
        .where(eq(s.newsletterSubscriptions.email, email))
    )[0]!.n;

  it('is offered on the page, as a form that works without JavaScript', async () => {
    const token = await subscribe('page@example.com');
    const html = await (
      await fetch(`${site.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
    ).text();
    expect(html).toMatch(/<form method="post" action="\/api\/newsletter\/erase"/);
    expect(html).toContain('Delete my address');
  });

  it('a form post deletes the address and lands on /newsletter/erased', async () => {
    const token = await subscribe('form@example.com');
    const answer = await send(site.url, '/api/newsletter/erase', {
      method: 'POST',
      body: new URLSearchParams({ token, website: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/newsletter/erased');
    expect(await subscribed('form@example.com')).toBe(0);
    const page = await fetch(`${site.url}/newsletter/erased`);
    expect(await page.text()).toContain('Your address is deleted');
    const [log] = await site.data.db.select().from(s.erasures).where(eq(s.erasures.source, 'subscriber'));
    expect(JSON.parse(log!.counts)).toMatchObject({ subscribers: 1 });
  });

  it('answers JSON 200, 400 for a forged token, and erases nothing for a bot', async () => {
    const token = await subscribe('json@example.com');
    const forged = await send(site.url, '/api/newsletter/erase', {
      method: 'POST',
      body: { token: `${token}x` },
    });
    expect(forged.status).toBe(400);
    const bot = await send(site.url, '/api/newsletter/erase', {
      method: 'POST',
      body: { token, website: 'spam' },
    });
    expect(bot.status).toBe(200);
    expect(await subscribed('json@example.com')).toBe(1);
    const ok = await send(site.url, '/api/newsletter/erase', { method: 'POST', body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your address has been deleted.' });
    expect(await subscribed('json@example.com')).toBe(0);
    const badForm = await send(site.url, '/api/newsletter/erase', {
      method: 'POST',
      body: 'token=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(badForm.status).toBe(303);
    expect(badForm.headers.location).toBe('/newsletter/erased?failed=invalid');
  });
});

describe('privacy signals', () => {
  const analyticsRows = async () => {
    const db = site.data.db;
    const [e] = await db.select({ n: count() }).from(s.readerEngagement);
    const [c] = await db
      .select({ n: sql<number>`coalesce(sum(${s.pageViewCounts.views}), 0)` })
      .from(s.pageViewCounts);
    const [v] = await db.select({ n: count() }).from(s.pageViewVisitors);
    return { engagement: e!.n, views: Number(c!.n), visitors: v!.n };
  };
  const beacon = (headers: Record<string, string>) =>
    fetch(`${site.url}/api/engagement`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: site.url,
        'user-agent': CHROME,
        ...headers,
      },
      body: JSON.stringify({ type: 'view', sessionId: crypto.randomUUID(), path: '/privacy' }),
    });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
  ])('a page view with %s records nothing anywhere and sets no cookie', async (_name, headers) => {
    const before = await analyticsRows();
    const response = await beacon(headers);
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await analyticsRows()).toEqual(before);
  });

  it('the same page view without them is recorded (so the test above can fail), still without a cookie', async () => {
    const before = await analyticsRows();
    const response = await beacon({});
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const after = await analyticsRows();
    expect(after.engagement).toBe(before.engagement + 1);
    expect(after.views).toBeGreaterThan(before.views);
    expect(after.visitors).toBe(before.visitors + 1);
  });
});
