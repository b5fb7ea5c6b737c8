import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startPayPalEmulator,
  VALID_WEBHOOK_SIGNATURE,
  type PayPalEmulator,
} from '~tests/support/paypal-emulator';
import { createPayPalClient, PayPalError, PAYPAL_TIMEOUT_MS } from './client';

let emulator: PayPalEmulator;
beforeAll(async () => {
  emulator = await startPayPalEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const client = (extra: { timeoutMs?: number; now?: () => number; clientSecret?: string } = {}) =>
  createPayPalClient({ baseUrl: emulator.url, clientId: 'x', clientSecret: 'y', ...extra });

const order = (paypal: ReturnType<typeof client>, requestId: string = crypto.randomUUID()) =>
  paypal.createOrder({ value: '51.98', referenceId: '7', description: 'test', requestId });

describe('PayPal REST client', () => {
  it('caches the OAuth2 token until it expires, then fetches a new one', async () => {
    let clock = 1_000_000;
    const paypal = client({ now: () => clock });
    emulator.tokenLifetimeSeconds = 300;
    const before = emulator.tokensIssued;
    await order(paypal);
    await order(paypal);
    await paypal.generateClientToken();
    expect(emulator.tokensIssued - before).toBe(1);
    clock += 300_000; // past the expiry
    await order(paypal);
    expect(emulator.tokensIssued - before).toBe(2);
  });

  it('gets a new token and retries once when PayPal refuses an expired one', async () => {
    const paypal = client();
    await order(paypal);
    const before = emulator.tokensIssued;
    emulator.revokeTokens();
    const created = await order(paypal);
    expect(created.status).toBe('CREATED');
    expect(emulator.tokensIssued - before).toBe(1);
  });

  it('refuses wrong credentials with a PayPalError', async () => {
    await expect(order(client({ clientSecret: 'wrong' }))).rejects.toMatchObject({ status: 401 });
  });

  it('creates a USD CAPTURE order and sends a PayPal-Request-Id on every create and capture', async () => {
    const paypal = client();
    const created = await order(paypal, 'req-1');
    const again = await order(paypal, 'req-1');
    expect(again.id).toBe(created.id);
    const [create] = emulator
      .requestsTo('POST', '/v2/checkout/orders')
      .filter((r) => r.path === '/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBeTruthy();
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '51.98' } }],
    });
    const captured = await paypal.captureOrder(created.id, `capture-${created.id}`);
    expect(captured.status).toBe('COMPLETED');
    const capture = emulator.requestsTo('POST', `/v2/checkout/orders/${created.id}/capture`)[0];
    expect(capture?.headers['paypal-request-id']).toBe(`capture-${created.id}`);
  });

  it('reports declines and already-captured orders by their issue', async () => {
    const paypal = client();
    const declined = await order(paypal);
    emulator.captureMode = 'declined';
    await expect(paypal.captureOrder(declined.id, 'c1')).rejects.toMatchObject({
      status: 422,
      issue: 'INSTRUMENT_DECLINED',
    });
    emulator.captureMode = 'already-captured';
    const done = await order(paypal);
    await expect(paypal.captureOrder(done.id, 'c2')).rejects.toMatchObject({
      issue: 'ORDER_ALREADY_CAPTURED',
    });
    expect((await paypal.getOrder(done.id)).status).toBe('COMPLETED');
  });

  it('gives up on a slow answer at its timeout, never later than 10 s', async () => {
    expect(PAYPAL_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    const paypal = client({ timeoutMs: 300 });
    const created = await order(paypal);
    // The answer comes 4 s late: an error well before then is the timeout's, however busy
    // the machine (a bound just past the timeout failed under a parallel build's load).
    emulator.captureDelayMs = 4000;
    const started = Date.now();
    const error = await paypal.captureOrder(created.id, 'slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalError);
    expect(error).toMatchObject({ timedOut: true, status: 0 });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a slow answer within the timeout still succeeds', async () => {
    const paypal = client({ timeoutMs: 3000 });
    const created = await order(paypal);
    emulator.captureDelayMs = 400;
    expect((await paypal.captureOrder(created.id, 'slow-ok')).status).toBe('COMPLETED');
  });

  it('verifies webhook signatures through PayPal', async () => {
    const paypal = client();
    const headers = {
      authAlgo: 'SHA256withRSA',
      certUrl: 'https://api.paypal.com/cert.pem',
      transmissionId: 't1',
      transmissionSig: VALID_WEBHOOK_SIGNATURE,
      transmissionTime: new Date().toISOString(),
    };
    const event = JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' });
    expect(await paypal.verifyWebhookSignature(headers, event, 'wh')).toBe(true);
    expect(await paypal.verifyWebhookSignature({ ...headers, transmissionSig: 'forged' }, event, 'wh')).toBe(
      false,
    );
    expect(await paypal.verifyWebhookSignature(headers, event, 'other-webhook')).toBe(false);
    expect(await paypal.verifyWebhookSignature({ ...headers, certUrl: null }, event, 'wh')).toBe(false);
  });
});
