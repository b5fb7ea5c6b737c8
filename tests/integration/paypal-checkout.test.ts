/** Paying an order through the PayPal emulator: capture rules, idempotency, webhooks. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abfOrders, mailOutbox, paymentEvents } from '../../db/schema';
import { hatOrder } from '../support/hat-order';
import type { PayPalEmulator } from '../support/paypal-emulator';
import { captureEvent, refundEvent, signedHeaders } from '../support/paypal-webhooks';
import { startPayPalSite, type PayPalSite } from '../support/site-services';

let site: PayPalSite;
let emulator: PayPalEmulator;
beforeAll(async () => {
  site = await startPayPalSite({ RATE_LIMIT_MULTIPLIER: '100' });
  emulator = site.emulator;
});
afterAll(() => site?.stop());
beforeEach(() => emulator.reset());

async function post(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A new pending order for 2 Classic Dad Hats ($51.98). */
async function newOrder(): Promise<{ id: number; cancelToken: string }> {
  const { status, body } = await post('/api/abf/orders', hatOrder({ size: 'L/XL', quantity: 2 }));
  expect(status).toBe(201);
  return body;
}

async function providerOrderFor(orderId: number): Promise<string> {
  const { status, body } = await post('/paypal/order', { orderId });
  expect(status).toBe(200);
  return body.id;
}

async function stored(id: number) {
  const [row] = await site.data.db.select().from(abfOrders).where(eq(abfOrders.id, id));
  return row!;
}

async function confirmationsTo(email: string) {
  const rows = await site.data.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows.filter((m) => m.kind === 'order-confirmation');
}

describe('GET /paypal/setup', () => {
  it('answers a client token and the public client id', async () => {
    const response = await fetch(`${site.url}/paypal/setup`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { clientToken: string; clientId: string };
    expect(body.clientToken).toMatch(/^emulated-client-token-/);
    expect(body.clientId).toBe('x');
  });
});

describe('POST /paypal/order', () => {
  it('creates the PayPal order for the stored total, USD, intent CAPTURE, and stores its id', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    expect(emulator.orders.get(id)?.amount).toEqual({ currency_code: 'USD', value: '51.98' });
    const create = emulator.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1);
    expect(create?.headers['paypal-request-id']).toBeTruthy();
    expect(create?.body).toMatchObject({ intent: 'CAPTURE' });
    expect((await stored(order.id)).paypalOrderId).toBe(id);
  });

  it('reuses the open PayPal order on a repeated call', async () => {
    const order = await newOrder();
    const first = await providerOrderFor(order.id);
    expect(await providerOrderFor(order.id)).toBe(first);
  });

  it('refuses a body carrying only an amount, and unknown or cancelled orders', async () => {
    const onlyAmount = await post('/paypal/order', { amount: '0.01', currency: 'USD', intent: 'capture' });
    expect(onlyAmount.status).toBe(400);
    expect((await post('/paypal/order', { orderId: 99_999_999 })).status).toBe(404);
    const order = await newOrder();
    await post(`/api/abf/orders/${order.id}/cancel`, { cancelToken: order.cancelToken });
    expect((await post('/paypal/order', { orderId: order.id })).status).toBe(409);
  });

  it('settles an order PayPal already captured instead of creating a second PayPal order', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    // Captured at PayPal, but the site never heard back (e.g. the buyer's tab closed).
    emulator.orders.get(id)!.status = 'COMPLETED';
    emulator.orders.get(id)!.captureId = 'CAPLOST1';
    emulator.orders.get(id)!.captureStatus = 'COMPLETED';
    emulator.orders.get(id)!.capturedValue = '51.98';
    const before = emulator.orders.size;
    const again = await post('/paypal/order', { orderId: order.id });
    expect(again.status).toBe(409);
    expect(emulator.orders.size).toBe(before);
    expect(await stored(order.id)).toMatchObject({ status: 'paid', paypalPaymentId: 'CAPLOST1' });
  });

  it('ignores a client amount sent beside the order id', async () => {
    const order = await newOrder();
    const { body } = await post('/paypal/order', { orderId: order.id, amount: '0.01' });
    expect(emulator.orders.get(body.id)?.amount.value).toBe('51.98');
  });
});

describe('POST /paypal/order/{id}/capture', () => {
  it('captures, marks the order paid with the payment id and queues one confirmation mail', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const { status, body } = await post(`/paypal/order/${id}/capture`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, status: 'COMPLETED', orderId: order.id, totalAmount: '51.98' });
    const row = await stored(order.id);
    expect(row.status).toBe('paid');
    expect(row.paypalPaymentId).toBe(emulator.orders.get(id)?.captureId);
    const mails = await confirmationsTo(row.customerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`#${order.id}`);
  });

  it('a second capture answers the same and changes nothing', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const first = await post(`/paypal/order/${id}/capture`);
    const before = await stored(order.id);
    const calls = emulator.requestsTo('POST', `/v2/checkout/orders/${id}/capture`).length;
    const second = await post(`/paypal/order/${id}/capture`);
    expect(second).toEqual(first);
    expect(await stored(order.id)).toEqual(before);
    expect(emulator.requestsTo('POST', `/v2/checkout/orders/${id}/capture`)).toHaveLength(calls);
    expect(await confirmationsTo(before.customerEmail)).toHaveLength(1);
  });

  it('two concurrent captures mark the order paid once and queue one mail', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureDelayMs = 200;
    const results = await Promise.all(Array.from({ length: 5 }, () => post(`/paypal/order/${id}/capture`)));
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]?.status).toBe(200);
    const row = await stored(order.id);
    expect(row.status).toBe('paid');
    expect(await confirmationsTo(row.customerEmail)).toHaveLength(1);
    const events = await site.data.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it('a declined capture answers 402 and leaves the order pending; a retry can then pay', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureMode = 'declined';
    const declined = await post(`/paypal/order/${id}/capture`);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toMatch(/declined/);
    expect((await stored(order.id)).status).toBe('pending');
    emulator.captureMode = 'complete';
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(200);
    expect((await stored(order.id)).status).toBe('paid');
  });

  it('a captured amount that differs from the stored total answers 409 and leaves the order pending', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureMode = 'wrong-amount';
    const mismatch = await post(`/paypal/order/${id}/capture`);
    expect(mismatch.status).toBe(409);
    const row = await stored(order.id);
    expect(row.status).toBe('pending');
    expect(row.paypalPaymentId).toBeNull();
    expect(await confirmationsTo(row.customerEmail)).toHaveLength(0);
  });

  it('on ORDER_ALREADY_CAPTURED it reads the order and accepts it when COMPLETED for the right amount', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureMode = 'already-captured';
    const { status, body } = await post(`/paypal/order/${id}/capture`);
    expect(status).toBe(200);
    expect(body.status).toBe('COMPLETED');
    expect(emulator.requestsTo('GET', `/v2/checkout/orders/${id}`).length).toBeGreaterThan(0);
    expect((await stored(order.id)).status).toBe('paid');
  });

  it('a capture that is still pending at PayPal does not mark the order paid', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureMode = 'pending';
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(409);
    expect((await stored(order.id)).status).toBe('pending');
  });

  it('a slow PayPal answer within the timeout still completes', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureDelayMs = 1500;
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(200);
  });

  it('gives up on PayPal after 10 s with 504, leaves the order pending, and a retry settles it once', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.captureDelayMs = 11_000;
    const started = Date.now();
    const slow = await post(`/paypal/order/${id}/capture`);
    expect(slow.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(10_900);
    expect((await stored(order.id)).status).toBe('pending');
    // PayPal did capture meanwhile; the retry's PayPal-Request-Id gets the same capture back.
    await new Promise((done) => setTimeout(done, 1_200));
    emulator.captureDelayMs = 0;
    const retry = await post(`/paypal/order/${id}/capture`);
    expect(retry.status).toBe(200);
    const row = await stored(order.id);
    expect(row.status).toBe('paid');
    expect(await confirmationsTo(row.customerEmail)).toHaveLength(1);
  }, 30_000);

  it('answers 404 for a PayPal order it does not know, and never captures a cancelled order', async () => {
    expect((await post('/paypal/order/UNKNOWN123/capture')).status).toBe(404);
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    await post(`/api/abf/orders/${order.id}/cancel`, { cancelToken: order.cancelToken });
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(409);
    expect(emulator.requestsTo('POST', `/v2/checkout/orders/${id}/capture`)).toHaveLength(0);
  });

  it('refuses to cancel an order whose PayPal payment the buyer already approved', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    emulator.approve(id);
    const response = await post(`/api/abf/orders/${order.id}/cancel`, { cancelToken: order.cancelToken });
    expect(response.status).toBe(409);
    expect((await stored(order.id)).status).toBe('pending');
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(200);
    expect((await stored(order.id)).status).toBe('paid');
  });

  it('survives an expired access token', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const before = emulator.tokensIssued;
    emulator.revokeTokens();
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(200);
    expect(emulator.tokensIssued).toBe(before + 1);
  });
});

describe('POST /paypal/webhook', () => {
  it('a bad signature answers 400 and changes nothing', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const response = await post('/paypal/webhook', captureEvent(id, '51.98'), signedHeaders('forged'));
    expect(response.status).toBe(400);
    expect((await stored(order.id)).status).toBe('pending');
    const missing = await post('/paypal/webhook', captureEvent(id, '51.98'));
    expect(missing.status).toBe(400);
    expect((await stored(order.id)).status).toBe('pending');
  });

  it('sends PayPal the event exactly as delivered, key order and all, for the signature check', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const { id: eventId, event_type, resource } = captureEvent(id, '51.98', 'CAPRAWBYTES');
    // PayPal's own key order puts event_version and create_time before event_type.
    const raw = JSON.stringify({
      id: eventId,
      event_version: '1.0',
      create_time: '2026-11-22T08:00:00Z',
      event_type,
      resource,
    });
    const response = await fetch(`${site.url}/paypal/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders() },
      body: raw,
    });
    expect(response.status).toBe(200);
    const [check] = emulator.requestsTo('POST', '/v1/notifications/verify-webhook-signature').slice(-1);
    expect(check?.raw.endsWith(`"webhook_event":${raw}}`)).toBe(true);
  });

  it('CAPTURE.COMPLETED marks a pending order paid once (buyer closed the tab), replays change nothing', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const event = captureEvent(id, '51.98', 'CAPWEBHOOK1');
    const first = await post('/paypal/webhook', event, signedHeaders());
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
    const row = await stored(order.id);
    expect(row).toMatchObject({ status: 'paid', paypalPaymentId: 'CAPWEBHOOK1' });
    const replay = await post('/paypal/webhook', event, signedHeaders());
    expect(replay.body.outcome).toBe('duplicate');
    expect(await stored(order.id)).toEqual(row);
    expect(await confirmationsTo(row.customerEmail)).toHaveLength(1);
    // The browser's capture arriving later answers paid without a second mail.
    expect((await post(`/paypal/order/${id}/capture`)).status).toBe(200);
    expect(await confirmationsTo(row.customerEmail)).toHaveLength(1);
  });

  it('CAPTURE.COMPLETED for another amount does not mark the order paid', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const response = await post('/paypal/webhook', captureEvent(id, '0.01'), signedHeaders());
    expect(response.body.outcome).toBe('mismatch');
    expect((await stored(order.id)).status).toBe('pending');
  });

  it('CAPTURE.DENIED notes the order and leaves it pending', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    const event = { ...captureEvent(id, '51.98', 'CAPDENIED1'), event_type: 'PAYMENT.CAPTURE.DENIED' };
    event.resource.status = 'DECLINED';
    expect((await post('/paypal/webhook', event, signedHeaders())).body.outcome).toBe('denied');
    const row = await stored(order.id);
    expect(row.status).toBe('pending');
    expect(row.notes).toContain('PayPal denied the payment');
  });

  it('CAPTURE.REFUNDED sets a paid order to cancelled with a refund note, once', async () => {
    const order = await newOrder();
    const id = await providerOrderFor(order.id);
    await post(`/paypal/order/${id}/capture`);
    const captureId = (await stored(order.id)).paypalPaymentId!;
    const event = refundEvent(captureId, 'REFUND1', '51.98');
    expect((await post('/paypal/webhook', event, signedHeaders())).body.outcome).toBe('refunded');
    const row = await stored(order.id);
    expect(row.status).toBe('cancelled');
    expect(row.notes).toMatch(/Refunded through PayPal of \$51\.98 USD \(refund REFUND1\)/);
    expect((await post('/paypal/webhook', event, signedHeaders())).body.outcome).toBe('duplicate');
    expect((await stored(order.id)).notes).toBe(row.notes);
  });
});
