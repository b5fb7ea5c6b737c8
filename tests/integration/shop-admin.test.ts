/**
 * The shop as a business from the owner's side (CONTRACT.md §13, §10 products): shipping
 * mailed once with tracking, full refunds through the PayPal emulator (twice: 409; a
 * refused one changes nothing), refunds made in PayPal reconciled by the webhook, the
 * buyer's signed order page, the order list's search and totals, and products edited
 * and deleted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockLeft } from '../../src/features/shop/stock.queries';
import { abfOrders, abfProducts, mailOutbox } from '../../db/schema';
import { adminSession, send } from '../support/admin-http';
import { hatOrder } from '../support/hat-order';
import type { PayPalEmulator } from '../support/paypal-emulator';
import { refundEvent, signedHeaders } from '../support/paypal-webhooks';
import { startPayPalSite, type PayPalSite } from '../support/site-services';

let site: PayPalSite;
let emulator: PayPalEmulator;
let cookie: string;

beforeAll(async () => {
  site = await startPayPalSite({ RATE_LIMIT_MULTIPLIER: '1000' });
  emulator = site.emulator;
  cookie = await adminSession(site);
});
afterAll(() => site?.stop());
beforeEach(() => emulator.reset());

const admin = (path: string, method = 'GET', body?: unknown) =>
  send(site.url, path, { method, body, cookie });
const stored = async (id: number) =>
  (await site.data.db.select().from(abfOrders).where(eq(abfOrders.id, id)))[0]!;
const mailsTo = async (email: string, kind: string) =>
  (await site.data.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => m.kind === kind,
  );

/** A new order for one Classic Dad Hat (S/M), paid through the emulator. */
async function paidOrder(): Promise<{ id: number; email: string }> {
  const body = hatOrder();
  const email = body.customerEmail;
  const placed = await send(site.url, '/api/abf/orders', { method: 'POST', body });
  expect(placed.status).toBe(201);
  const { id } = placed.json();
  const provider = await send(site.url, '/paypal/order', { method: 'POST', body: { orderId: id } });
  const capture = await send(site.url, `/paypal/order/${provider.json().id}/capture`, { method: 'POST' });
  expect(capture.status).toBe(200);
  return { id, email };
}

/** The order page link in the last mail of `kind` to `email`. */
async function pageLinkIn(email: string, kind: string): Promise<URL> {
  const [mail] = (await mailsTo(email, kind)).slice(-1);
  const match = /https?:\/\/[^/\s]+\/orders\/\d+\?token=\S+/.exec(mail?.text ?? '');
  expect(match, `${kind} mail links the order page`).toBeTruthy();
  return new URL(match![0]);
}
const openPage = (link: URL) => send(site.url, `${link.pathname}${link.search}`);

describe('shipping', () => {
  it('mails the buyer once, with the carrier tracking link, and shows the tracking on their page', async () => {
    const { id, email } = await paidOrder();
    const body = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin(`/api/admin/abf/orders/${id}`, 'PATCH', body)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().mailed)).toHaveLength(1);
    expect(answers[0]!.json()).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    await admin(`/api/admin/abf/orders/${id}`, 'PATCH', { status: 'completed' });
    await admin(`/api/admin/abf/orders/${id}`, 'PATCH', { status: 'shipped' });
    const shipped = await mailsTo(email, 'order-shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.subject).toBe(`Your Always Be Fabulous order #${id} has shipped`);
    expect(shipped[0]!.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const page = await openPage(await pageLinkIn(email, 'order-shipped'));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Your Order #${id}`);
    expect(page.text).toContain('1Z999AA10123456784');
    expect(page.text).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
  });

  it("links a number given without a carrier to the carrier its form names, and says which (CONTRACT.md §13's tracking link)", async () => {
    const { id, email } = await paidOrder();
    const answer = await admin(`/api/admin/abf/orders/${id}`, 'PATCH', {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(answer.json()).toMatchObject({
      carrier: null,
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      mailed: true,
    });
    const [mail] = await mailsTo(email, 'order-shipped');
    expect(mail!.text).toContain('Carrier: UPS');
    expect(mail!.text).toContain('Track it with UPS');
    expect(mail!.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const page = await openPage(await pageLinkIn(email, 'order-shipped'));
    expect(page.text).toContain('Track your package with UPS');
    expect(page.text).not.toContain('Not given');
  });

  it('names an unknown carrier without a link, and refuses tracking on other statuses and bad numbers', async () => {
    const { id, email } = await paidOrder();
    const bad = await admin(`/api/admin/abf/orders/${id}`, 'PATCH', {
      status: 'paid',
      trackingNumber: '123',
    });
    expect(bad.status).toBe(400);
    const worse = await admin(`/api/admin/abf/orders/${id}`, 'PATCH', {
      status: 'shipped',
      trackingNumber: '<script>',
    });
    expect(worse.status).toBe(400);
    expect(worse.json().errors.trackingNumber).toBeDefined();
    expect((await stored(id)).status).toBe('paid');
    const ok = await admin(`/api/admin/abf/orders/${id}`, 'PATCH', {
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'AB123',
    });
    expect(ok.json()).toMatchObject({ carrier: 'Royal Mail', trackingUrl: null, mailed: true });
    const [mail] = await mailsTo(email, 'order-shipped');
    expect(mail!.text).toContain('Carrier: Royal Mail');
    expect(mail!.text).not.toContain('Track it with');
  });
});

describe('refunds', () => {
  it('refunds the capture in full once, cancels, gives the stock back and mails the buyer; again: 409', async () => {
    await admin('/api/admin/abf/products/1', 'PATCH', { stock: { 'S/M': 5, 'L/XL': 5 } });
    const { id, email } = await paidOrder();
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(4);
    const captureId = (await stored(id)).paypalPaymentId!;

    const first = await admin(`/api/admin/abf/orders/${id}/refund`, 'POST');
    expect(first.status).toBe(200);
    const refundCalls = emulator.requestsTo('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.headers['paypal-request-id']).toBeTruthy();
    const [refund] = [...emulator.refunds.values()].filter((r) => r.captureId === captureId);
    expect(refund).toMatchObject({ status: 'COMPLETED', amount: { value: '25.99' } });
    expect(first.json()).toMatchObject({ status: 'cancelled', refundId: refund!.id });
    expect(await stored(id)).toMatchObject({ status: 'cancelled', refundId: refund!.id, stockHeld: 0 });
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(5);
    const mails = await mailsTo(email, 'order-refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('refunded in full');

    const second = await admin(`/api/admin/abf/orders/${id}/refund`, 'POST');
    expect(second.status).toBe(409);
    expect(second.json().message).toMatch(/already refunded/);
    expect(emulator.requestsTo('POST', `/v2/payments/captures/${captureId}/refund`)).toHaveLength(1);
    expect(await mailsTo(email, 'order-refunded')).toHaveLength(1);
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(5);

    // PayPal reports the same refund by webhook: recognised, nothing more happens.
    const event = refundEvent(captureId, refund!.id, '25.99');
    expect((await post('/paypal/webhook', event)).body.outcome).toBe('already-refunded');
    expect(await mailsTo(email, 'order-refunded')).toHaveLength(1);
    await admin('/api/admin/abf/products/1', 'PATCH', { stock: null });
  });

  it('two refunds at once with the same request id refund once', async () => {
    const { id } = await paidOrder();
    const captureId = (await stored(id)).paypalPaymentId!;
    const answers = await Promise.all([1, 2].map(() => admin(`/api/admin/abf/orders/${id}/refund`, 'POST')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect([...emulator.refunds.values()].filter((r) => r.captureId === captureId)).toHaveLength(1);
  });

  it('a refund PayPal refuses leaves the order as it was, with a clear message', async () => {
    const { id, email } = await paidOrder();
    const before = await stored(id);
    emulator.refundMode = 'declined';
    const refused = await admin(`/api/admin/abf/orders/${id}/refund`, 'POST', { requestId: 'attempt-0001' });
    expect(refused.status).toBe(502);
    expect(refused.json().message).toMatch(
      /PayPal refused the refund \(REFUND_FAILED_INSUFFICIENT_FUNDS\).*The order is unchanged\./,
    );
    emulator.refundMode = 'error';
    const failed = await admin(`/api/admin/abf/orders/${id}/refund`, 'POST', { requestId: 'attempt-0002' });
    expect(failed.status).toBe(502);
    expect(failed.json().message).toMatch(/The order is unchanged\./);
    expect(await stored(id)).toEqual(before);
    expect(await mailsTo(email, 'order-refunded')).toHaveLength(0);
    // Once PayPal can, a new attempt refunds.
    emulator.refundMode = 'complete';
    expect(
      (await admin(`/api/admin/abf/orders/${id}/refund`, 'POST', { requestId: 'attempt-0003' })).status,
    ).toBe(200);
  });

  it('refuses an order without a payment, an unknown order and a bad request id', async () => {
    const placed = await send(site.url, '/api/abf/orders', {
      method: 'POST',
      body: hatOrder({ customerEmail: 'unpaid@example.com' }),
    });
    const unpaid = await admin(`/api/admin/abf/orders/${placed.json().id}/refund`, 'POST');
    expect(unpaid.status).toBe(409);
    expect(unpaid.json().message).toMatch(/has no payment to refund/);
    expect((await admin('/api/admin/abf/orders/999999/refund', 'POST')).status).toBe(404);
    const { id } = await paidOrder();
    expect((await admin(`/api/admin/abf/orders/${id}/refund`, 'POST', { requestId: 'x' })).status).toBe(400);
    expect((await send(site.url, `/api/admin/abf/orders/${id}/refund`, { method: 'POST' })).status).toBe(401);
  });

  it('PAYMENT.CAPTURE.REFUNDED for a refund made in PayPal reconciles the order once; a partial one is noted', async () => {
    await admin('/api/admin/abf/products/1', 'PATCH', { stock: { 'S/M': 3, 'L/XL': 3 } });
    const { id, email } = await paidOrder();
    const captureId = (await stored(id)).paypalPaymentId!;
    const partial = refundEvent(captureId, 'REFPART1', '5.00');
    expect((await post('/paypal/webhook', partial)).body.outcome).toBe('partly-refunded');
    expect(await stored(id)).toMatchObject({ status: 'paid', refundId: null });
    expect((await stored(id)).notes).toMatch(/Partly refunded through PayPal of \$5\.00 USD/);

    const full = refundEvent(captureId, 'REFFULL1', '25.99');
    expect((await post('/paypal/webhook', full)).body.outcome).toBe('refunded');
    expect(await stored(id)).toMatchObject({ status: 'cancelled', refundId: 'REFFULL1', stockHeld: 0 });
    expect(await stockLeft(site.data.db, 1, 'S/M')).toBe(3);
    expect(await mailsTo(email, 'order-refunded')).toHaveLength(1);
    expect((await post('/paypal/webhook', full)).body.outcome).toBe('duplicate');
    expect((await admin(`/api/admin/abf/orders/${id}/refund`, 'POST')).status).toBe(409);
    expect(await mailsTo(email, 'order-refunded')).toHaveLength(1);
    await admin('/api/admin/abf/products/1', 'PATCH', { stock: null });
  });
});

describe('a payment for an order cancelled meanwhile', () => {
  it('is noted on the order for the owner, once', async () => {
    const placed = await send(site.url, '/api/abf/orders', {
      method: 'POST',
      body: hatOrder({ customerEmail: 'late@example.com' }),
    });
    const { id } = placed.json();
    const provider = (await send(site.url, '/paypal/order', { method: 'POST', body: { orderId: id } })).json()
      .id;
    await admin(`/api/admin/abf/orders/${id}`, 'PATCH', { status: 'cancelled' });
    const event = {
      id: `WH-${crypto.randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAPLATE1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '25.99' },
        supplementary_data: { related_ids: { order_id: provider } },
      },
    };
    expect((await post('/paypal/webhook', event)).body.outcome).toBe('paid-after-cancel');
    expect((await post('/paypal/webhook', event)).body.outcome).toBe('duplicate');
    const row = await stored(id);
    expect(row.status).toBe('cancelled');
    expect(row.notes?.match(/PayPal reports a payment \(capture CAPLATE1\)/g)).toHaveLength(1);
  });
});

describe("the buyer's order page", () => {
  it('opens from the confirmation mail and answers 404 to a forged or altered token', async () => {
    const { id, email } = await paidOrder();
    const link = await pageLinkIn(email, 'order-confirmation');
    expect(link.pathname).toBe(`/orders/${id}`);
    const page = await openPage(link);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(`Your Order #${id}`);
    expect(page.text).toContain('Classic Dad Hat');
    expect(page.text).toContain('$25.99 USD');
    expect(page.text).toContain('>Paid<');
    expect(page.text).toContain('noindex');

    const token = link.searchParams.get('token')!;
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const other = await paidOrder();
    const otherToken = (await pageLinkIn(other.email, 'order-confirmation')).searchParams.get('token')!;
    const forged = [
      `/orders/${id}`,
      `/orders/${id}?token=`,
      `/orders/${id}?token=${encodeURIComponent(flip(token, token.length - 3))}`,
      `/orders/${id}?token=${encodeURIComponent(`${id}.${'A'.repeat(43)}`)}`,
      `/orders/${id}?token=${encodeURIComponent(otherToken)}`,
      `/orders/${other.id}?token=${encodeURIComponent(token)}`,
      `/orders/${id + 1000}?token=${encodeURIComponent(token)}`,
      `/orders/abc?token=${encodeURIComponent(token)}`,
    ];
    for (const path of forged) {
      const answer = await send(site.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('Page Not Found');
      expect(answer.text, path).not.toContain('Ada Reader');
    }
  });
});

describe('the admin order list', () => {
  it('pages, searches by name, email or number, filters by status and date, and totals per status', async () => {
    const base = {
      productId: 2,
      customerAddress: '1 Search Street',
      totalCents: 1000,
      quantity: 1,
      size: 'M',
    };
    const rows = await site.data.db
      .insert(abfOrders)
      .values([
        {
          ...base,
          customerName: 'Zelda Findme',
          customerEmail: 'zelda@example.com',
          status: 'paid' as const,
        },
        {
          ...base,
          customerName: 'Yusuf Other',
          customerEmail: 'findme-too@example.com',
          status: 'shipped' as const,
        },
        {
          ...base,
          customerName: 'Xena Old',
          customerEmail: 'old@example.com',
          status: 'paid' as const,
          createdAt: new Date('2020-01-15T12:00:00Z'),
        },
      ])
      .returning();
    const list = await admin('/api/admin/abf/orders?q=FINDME');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((o: { id: number }) => o.id)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect((await admin('/api/admin/abf/orders?q=findme&status=paid')).json()).toHaveLength(1);
    expect((await admin(`/api/admin/abf/orders?q=%23${rows[2]!.id}`)).json()[0].id).toBe(rows[2]!.id);
    const old = await admin('/api/admin/abf/orders?from=2020-01-15&to=2020-01-15');
    expect(old.json().map((o: { id: number }) => o.id)).toEqual([rows[2]!.id]);
    // The owner's day: 2020-01-15 in UTC-13 is 13:00 UTC on the 15th to 13:00 on the 16th.
    expect((await admin('/api/admin/abf/orders?from=2020-01-15&to=2020-01-15&tz=780')).json()).toHaveLength(
      0,
    );
    expect((await admin('/api/admin/abf/orders?q=%25')).headers['x-total-count']).toBe('0');

    const page1 = await admin('/api/admin/abf/orders?pageSize=2');
    const page2 = await admin('/api/admin/abf/orders?pageSize=2&page=2');
    expect(page1.json()).toHaveLength(2);
    expect(page1.headers['x-page-size']).toBe('2');
    expect(page2.json()[0].id).not.toBe(page1.json()[1].id);
    for (const bad of ['page=0', 'pageSize=500', 'from=2020-13-01', 'status=lost', 'tz=abc']) {
      expect((await admin(`/api/admin/abf/orders?${bad}`)).status, bad).toBe(400);
    }

    const totals = (await admin('/api/admin/abf/orders/summary?q=findme')).json();
    expect(totals.byStatus.paid).toEqual({ count: 1, totalAmount: '10.00' });
    expect(totals.byStatus.shipped).toEqual({ count: 1, totalAmount: '10.00' });
    expect(totals.all).toEqual({ count: 2, totalAmount: '20.00' });

    const csv = await admin('/api/admin/abf/orders?format=csv&q=findme');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/,carrier,trackingNumber,trackingUrl,shippedAt,refundId,refundedAt$/);
    expect(lines).toHaveLength(3);
  });
});

describe('products: PATCH and DELETE', () => {
  it('need an admin', async () => {
    expect(
      (await send(site.url, '/api/admin/abf/products/1', { method: 'PATCH', body: { name: 'X' } })).status,
    ).toBe(401);
    expect((await send(site.url, '/api/admin/abf/products/1', { method: 'DELETE' })).status).toBe(401);
  });

  it('edit every field, stock included, and refuse bad input with 400', async () => {
    const created = await admin('/api/admin/abf/products', 'POST', {
      name: 'Edit Me',
      color: 'Red',
      imageUrl: '/images/shop/product-1.svg',
      category: 'jacket',
      stock: { '': 7 },
    });
    expect(created.status).toBe(201);
    expect(created.json().stock).toEqual({ '': 7 });
    const id = created.json().id;
    const edited = await admin(`/api/admin/abf/products/${id}`, 'PATCH', {
      name: 'Edited',
      description: 'Warm',
      category: 'hoodie',
      color: 'Blue',
      imageUrl: 'https://example.com/hoodie.jpg',
      price: '$40',
      isActive: true,
      stock: { XS: 1, S: 2, M: 3, L: 4, XL: 5, XXL: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Edited',
      description: 'Warm',
      category: 'hoodie',
      color: 'Blue',
      imageUrl: 'https://example.com/hoodie.jpg',
      price: '$40.00',
      stock: { XS: 1, S: 2, M: 3, L: 4, XL: 5, XXL: 0 },
    });
    for (const [body, field] of [
      [{ stock: { XS: 1 } }, 'stock'],
      [{ stock: { XS: -1, S: 2, M: 3, L: 4, XL: 5, XXL: 0 } }, 'stock'],
      [{ stock: { XS: 1.5, S: 2, M: 3, L: 4, XL: 5, XXL: 0 } }, 'stock'],
      [{ category: 'hat' }, 'stock'], // tracked sizes would no longer match
      [{ name: '' }, 'name'],
      [{ price: 'free' }, 'price'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ isActive: 'yes' }, 'isActive'],
    ] as const) {
      const answer = await admin(`/api/admin/abf/products/${id}`, 'PATCH', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await admin(`/api/admin/abf/products/${id}`, 'PATCH', '{oops')).status).toBe(400);
    expect((await admin('/api/admin/abf/products/999999', 'PATCH', { name: 'X' })).status).toBe(404);
  });

  it('DELETE removes a product without orders and deactivates one with orders', async () => {
    const lonely = (
      await admin('/api/admin/abf/products', 'POST', { name: 'Lonely', color: 'Red', imageUrl: '/x.svg' })
    ).json();
    const deleted = await admin(`/api/admin/abf/products/${lonely.id}`, 'DELETE');
    expect(deleted.json()).toEqual({ id: lonely.id, result: 'deleted' });
    expect(await site.data.db.select().from(abfProducts).where(eq(abfProducts.id, lonely.id))).toHaveLength(
      0,
    );

    const sold = (
      await admin('/api/admin/abf/products', 'POST', {
        name: 'Sold',
        color: 'Red',
        imageUrl: '/x.svg',
        category: 'other',
      })
    ).json();
    const placed = await send(site.url, '/api/abf/orders', {
      method: 'POST',
      body: hatOrder({ productId: sold.id, customerEmail: 'sold@example.com', size: undefined }),
    });
    expect(placed.status).toBe(201);
    const answer = await admin(`/api/admin/abf/products/${sold.id}`, 'DELETE');
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ id: sold.id, result: 'deactivated', product: { isActive: false } });
    const [row] = await site.data.db.select().from(abfProducts).where(eq(abfProducts.id, sold.id));
    expect(row?.isActive).toBe(false);
    expect((await stored(placed.json().id)).productId).toBe(sold.id);
    expect((await admin('/api/admin/abf/products/999999', 'DELETE')).status).toBe(404);
    expect((await admin('/api/admin/abf/products/abc', 'DELETE')).status).toBe(404);
  });
});

async function post(path: string, body: unknown) {
  const answer = await send(site.url, path, {
    method: 'POST',
    body,
    headers: signedHeaders(),
  });
  return { status: answer.status, body: answer.json() };
}
