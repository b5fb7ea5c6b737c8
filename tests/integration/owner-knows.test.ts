/**
 * The owner always knows (CONTRACT.md §17), through the built site and a real SMTP
 * receiver on loopback: a new order mails the owner (the first admin, with no OWNER_EMAIL)
 * and the buyer; the overview lists the newest orders; an order paid outside PayPal is
 * marked paid (a receipt, once) and refunded by hand (one refund mail; again: 409); every
 * admin page says when mail is not being sent, and stops saying it once it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../scripts/admin-create';
import { send, signIn } from '../support/admin-http';
import { mailHtml, mailText } from '../support/mail-text';
import { startTestSite, type TestSite } from '../support/site';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver';

const ADMIN = 'kendra@example.com';
const PASSWORD = 'write-bold-live-loud';

const order = (email: string) => ({
  productId: 1,
  customerName: 'Ada Reader',
  customerEmail: email,
  customerAddress: '12 Long Street, Springfield',
  size: 'S/M',
  quantity: 2,
});

async function until(check: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Admin pages of every kind, each of which carries the owner's notices. */
const ADMIN_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/abf',
  '/admin/analytics',
  '/blog/create',
  '/admin/preview/blog/1',
];

describe('orders, with mail going out and no PayPal', () => {
  let site: TestSite;
  let smtp: SmtpReceiver;
  let cookie: string;
  const admin = (path: string, method = 'GET', body?: unknown) =>
    send(site.url, path, { method, body, cookie });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    site = await startTestSite({ SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '1000' });
    await ensureAdmin(site.data.db, ADMIN, PASSWORD);
    cookie = await signIn(site.url, ADMIN, PASSWORD);
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  let id: number;
  const buyer = 'ada.buyer@example.com';

  it('a new order mails the owner (the first admin) and the buyer, who learns how payment works', async () => {
    const placed = await send(site.url, '/api/abf/orders', { method: 'POST', body: order(buyer) });
    expect(placed.status).toBe(201);
    id = placed.json().id;
    await until(() => smtp.mails.length >= 2);
    const owner = smtp.mails.find((m) => m.to[0] === ADMIN)!;
    expect(owner.subject).toBe(`New order #${id}: Classic Dad Hat (size S/M) x 2, $51.98`);
    expect(owner.headers['reply-to']).toBe(buyer);
    expect(mailText(owner)).toContain('Status: Not paid yet');
    const received = smtp.mails.find((m) => m.to[0] === buyer)!;
    expect(received.subject).toBe(`We received your Always Be Fabulous order #${id}`);
    expect(mailText(received)).toContain('Online payment is not available right now');
    expect(mailText(received)).toMatch(new RegExp(`/orders/${id}\\?token=`));
    // One styled layout with a plain-text part.
    expect(received.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mailHtml(received)).toContain('Kendra Lane · Write Bold. Live Loud. Be Fabulous.');
    expect(smtp.mails).toHaveLength(2);
  });

  it('the overview lists the newest orders with status and total', async () => {
    const dashboard = (await admin('/api/admin/dashboard')).json();
    expect(dashboard.orders[0]).toMatchObject({ id, status: 'pending', totalAmount: '51.98' });
    expect(dashboard.orders.length).toBeLessThanOrEqual(5);
    const page = await admin('/admin');
    expect(page.text).toContain('Recent Orders');
  });

  it('marked paid outside PayPal, the buyer gets a receipt once', async () => {
    const paid = await admin(`/api/admin/abf/orders/${id}`, 'PATCH', { status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', receipt: true, paidByHand: true });
    await until(() => smtp.mails.length >= 3);
    expect(smtp.mails[2]).toMatchObject({
      to: [buyer],
      subject: `Your Always Be Fabulous order #${id} is confirmed`,
    });
    // Set back and paid again: no second receipt.
    await admin(`/api/admin/abf/orders/${id}`, 'PATCH', { status: 'pending' });
    expect((await admin(`/api/admin/abf/orders/${id}`, 'PATCH', { status: 'paid' })).json().receipt).toBe(
      false,
    );
  });

  it('refunded by hand: recorded, cancelled, one refund mail; a second refund answers 409', async () => {
    const refunded = await admin(`/api/admin/abf/orders/${id}/refund`, 'POST');
    expect(refunded.status).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'cancelled', refundId: null, paidByHand: true });
    expect(refunded.json().refundedAt).toEqual(expect.any(String));
    expect(refunded.json().notes).toMatch(/Refunded in full by hand/);
    const again = await admin(`/api/admin/abf/orders/${id}/refund`, 'POST');
    expect(again.status).toBe(409);
    expect(again.json().message).toMatch(/already refunded/);
    await until(() => smtp.mails.some((m) => /was refunded/.test(m.subject)));
    await new Promise((r) => setTimeout(r, 500));
    const refunds = smtp.mails.filter((m) => m.to[0] === buyer && /was refunded/.test(m.subject));
    expect(refunds).toHaveLength(1);
    expect(mailText(refunds[0]!)).toContain('refunded in full by Kendra');
  });

  it('an unpaid order cannot be refunded (409), nor an unknown one (404)', async () => {
    const placed = await send(site.url, '/api/abf/orders', { method: 'POST', body: order('bo@example.com') });
    expect((await admin(`/api/admin/abf/orders/${placed.json().id}/refund`, 'POST')).status).toBe(409);
    expect((await admin('/api/admin/abf/orders/999999/refund', 'POST')).status).toBe(404);
  });

  it('contact messages go to the owner too', async () => {
    const before = smtp.mails.length;
    const sent = await send(site.url, '/api/contact', {
      method: 'POST',
      body: { name: 'Cy', email: 'cy@example.com', subject: 'Hello', message: 'Hi Kendra' },
    });
    expect(sent.status).toBe(201);
    await until(() => smtp.mails.length > before && smtp.mails.some((m) => m.subject.includes('Cy: Hello')));
    expect(smtp.mails.find((m) => m.subject.includes('Cy: Hello'))!.to).toEqual([ADMIN]);
  });

  it('with mail going out, no admin page says it is not', async () => {
    for (const path of ADMIN_PAGES) {
      const page = await admin(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain('Mail is not being sent');
    }
  });
});

describe('mail that is not leaving', () => {
  let site: TestSite;
  let cookie: string;
  beforeAll(async () => {
    site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
    await ensureAdmin(site.data.db, ADMIN, PASSWORD);
    cookie = await signIn(site.url, ADMIN, PASSWORD);
  });
  afterAll(() => site?.stop());

  it('every admin page says so, with how many wait and what to set; visitors never see it', async () => {
    await send(site.url, '/api/newsletter/subscribe', { method: 'POST', body: { email: 'new@example.com' } });
    await send(site.url, '/api/abf/orders', { method: 'POST', body: order('dee@example.com') });
    const waiting = Number(
      (await site.data.db.$client.execute("select count(*) as n from mail_outbox where status = 'pending'"))
        .rows[0]!.n,
    );
    expect(waiting).toBeGreaterThanOrEqual(3);
    for (const path of ADMIN_PAGES) {
      const page = await send(site.url, path, { cookie });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`Mail is not being sent: ${waiting} waiting`);
      expect(page.text, path).toContain('SMTP_URL');
    }
    expect((await send(site.url, '/admin/login')).text).not.toContain('Mail is not being sent');
    expect((await send(site.url, '/')).text).not.toContain('Mail is not being sent');
  });

  it('the dashboard tells the outbox that mail is held', async () => {
    const dashboard = (await send(site.url, '/api/admin/dashboard', { cookie })).json();
    expect(dashboard.mail).toMatchObject({ sending: false, waiting: expect.any(Number) });
  });
});

describe('images ask for alt text; editors keep unsaved work', () => {
  let site: TestSite;
  let cookie: string;
  const mediaDir = mkdtempSync(join(tmpdir(), 'site-media-'));
  const admin = (path: string, method = 'GET', body?: unknown) =>
    send(site.url, path, { method, body, cookie });
  beforeAll(async () => {
    site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000', MEDIA_DIR: mediaDir });
    await ensureAdmin(site.data.db, ADMIN, PASSWORD);
    cookie = await signIn(site.url, ADMIN, PASSWORD);
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = async (alt: string | undefined, name = 'IMG_2041.png') => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 74, g: 29, b: 92 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    if (alt !== undefined) form.append('alt', alt);
    const answer = await fetch(new URL('/api/admin/media', site.url), {
      method: 'POST',
      body: form,
      headers: { cookie, origin: site.url },
    });
    return { status: answer.status, json: (await answer.json()) as Record<string, any> };
  };

  it('refuses a file name as alt text, keeps a description and uses it where the image appears', async () => {
    for (const name of ['IMG_2041.png', 'cover-final.jpg']) {
      const refused = await upload(name);
      expect(refused.status, name).toBe(400);
      expect(refused.json.errors.alt).toEqual(['Describe what the image shows, not its file name']);
    }
    const stored = await upload('Kendra signing books at the library');
    expect(stored.status).toBe(201);
    expect(stored.json.alt).toBe('Kendra signing books at the library');
    const [row] = (
      await site.data.db.$client.execute({
        sql: 'select alt from media_assets where url = ?',
        args: [stored.json.url],
      })
    ).rows;
    expect(row).toMatchObject({ alt: 'Kendra signing books at the library' });
    // An image written into a post without words gets its description; words in the text win.
    const preview = await admin('/api/admin/markdown', 'POST', {
      content: `![](${stored.json.url})\n\n![The signing table](${stored.json.url})`,
      kind: 'post',
    });
    expect(preview.json().html).toContain('alt="Kendra signing books at the library"');
    expect(preview.json().html).toContain('alt="The signing table"');
  });

  it('keeps an editor’s unsaved changes, lists and forgets them; only for an admin, only known editors', async () => {
    const body = {
      value: { title: 'Spring reading', content: 'Half a draft', tags: ['a', 'b'] },
      label: 'Post “Spring reading”',
    };
    expect((await send(site.url, '/api/admin/autosaves/post:new', { method: 'PUT', body })).status).toBe(401);
    expect((await admin('/api/admin/autosaves/book:1', 'PUT', body)).status).toBe(404);
    expect((await admin('/api/admin/autosaves/post:new', 'PUT', { value: 'text' })).status).toBe(400);
    expect((await admin('/api/admin/autosaves/post:new')).status).toBe(404);

    const kept = await admin('/api/admin/autosaves/post:new', 'PUT', body);
    expect(kept.status).toBe(200);
    expect(kept.json()).toMatchObject({ key: 'post:new', value: body.value, label: body.label });
    // Saving again replaces it: one row per editor.
    await admin('/api/admin/autosaves/post:new', 'PUT', { ...body, value: { title: 'Spring reading!' } });
    expect((await admin('/api/admin/autosaves/post:new')).json().value).toEqual({ title: 'Spring reading!' });
    await admin('/api/admin/autosaves/issue:3', 'PUT', { value: { subject: 'March' } });
    expect(
      (await admin('/api/admin/autosaves?prefix=post:')).json().map((k: { key: string }) => k.key),
    ).toEqual(['post:new']);
    expect((await admin('/api/admin/autosaves?prefix=book:')).status).toBe(400);
    // Nothing half-written goes live: no post was made.
    expect(
      (
        await site.data.db.$client.execute(
          "select count(*) as n from blog_posts where title like 'Spring reading%'",
        )
      ).rows[0],
    ).toMatchObject({ n: 0 });

    expect((await admin('/api/admin/autosaves/post:new', 'DELETE')).status).toBe(204);
    expect((await admin('/api/admin/autosaves/post:new')).status).toBe(404);
  });
});
