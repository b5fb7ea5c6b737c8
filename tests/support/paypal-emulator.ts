/**
 * A PayPal REST emulator on loopback for the tests: OAuth2 tokens that expire, client
 * tokens, orders (create, read, capture), refunds of captures and webhook signature
 * checks. Tests steer it (declined captures, ORDER_ALREADY_CAPTURED, slow answers,
 * amount mismatches, refused refunds) and read what the site sent it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next captures behave. */
export type CaptureMode =
  | 'complete'
  /** 422 INSTRUMENT_DECLINED, order untouched. */
  | 'declined'
  /** Captures, but answers 422 ORDER_ALREADY_CAPTURED (as if an earlier call had). */
  | 'already-captured'
  /** Completes with a captured amount one cent off the order's. */
  | 'wrong-amount'
  /** Completes with the capture still PENDING. */
  | 'pending';

/** How the next refunds behave. */
export type RefundMode =
  | 'complete'
  /** Accepted, but still PENDING at PayPal. */
  | 'pending'
  /** 422 REFUND_FAILED_INSUFFICIENT_FUNDS: nothing refunded. */
  | 'declined'
  /** 500 INTERNAL_SERVER_ERROR: nothing refunded. */
  | 'error';

/** A refund the emulator made. */
export interface EmulatedRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING';
  amount: { currency_code: string; value: string };
  requestId: string;
}

/** An order held by the emulator. */
export interface EmulatedOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  referenceId: string;
  captureId?: string;
  captureStatus?: string;
  capturedValue?: string;
}

/** One request the site made. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** The body exactly as it arrived. */
  raw: string;
}

export interface PayPalEmulatorOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}

/** The signature the emulator's verify-webhook-signature call accepts. */
export const VALID_WEBHOOK_SIGNATURE = 'emulator-valid-signature';

export interface PayPalEmulator {
  url: string;
  /** Lifetime of new access tokens, in seconds (default 3600). */
  tokenLifetimeSeconds: number;
  /** How many access tokens were issued. */
  tokensIssued: number;
  captureMode: CaptureMode;
  refundMode: RefundMode;
  /** Refunds made, by refund id. */
  refunds: Map<string, EmulatedRefund>;
  /** Delay before answering captures, in ms. */
  captureDelayMs: number;
  /** When false, orders must be approved with approve() before they can be captured. */
  autoApprove: boolean;
  orders: Map<string, EmulatedOrder>;
  requests: RecordedRequest[];
  /** The buyer approving the order at PayPal. */
  approve(id: string): void;
  /** Makes every issued token invalid (as if expired early). */
  revokeTokens(): void;
  /** Requests to one path prefix, e.g. '/v2/checkout/orders'. */
  requestsTo(method: string, pathPrefix: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 17);

function send(res: ServerResponse, status: number, data: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(data));
}

function unprocessable(res: ServerResponse, issue: string, description: string) {
  send(res, 422, {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
    debug_id: 'emulator',
  });
}

/** Starts the emulator on a free loopback port. */
export async function startPayPalEmulator(options: PayPalEmulatorOptions = {}): Promise<PayPalEmulator> {
  const clientId = options.clientId ?? 'x';
  const clientSecret = options.clientSecret ?? 'y';
  const webhookId = options.webhookId ?? 'wh';
  const tokens = new Map<string, number>();
  const createdByRequestId = new Map<string, string>();
  const captureByRequestId = new Map<string, { status: number; body: unknown }>();
  const refundByRequestId = new Map<string, string>();

  function refundView(refund: EmulatedRefund) {
    return {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      links: [
        { rel: 'self', href: `https://api.sandbox.paypal.com/v2/payments/refunds/${refund.id}` },
        { rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${refund.captureId}` },
      ],
    };
  }

  function orderView(order: EmulatedOrder) {
    return {
      id: order.id,
      status: order.status,
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.referenceId,
          amount: order.amount,
          ...(order.captureId
            ? {
                payments: {
                  captures: [
                    {
                      id: order.captureId,
                      status: order.captureStatus,
                      amount: { currency_code: order.amount.currency_code, value: order.capturedValue },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` }],
    };
  }

  function capture(order: EmulatedOrder, mode: CaptureMode) {
    order.status = 'COMPLETED';
    order.captureId = newId('CAP');
    order.captureStatus = mode === 'pending' ? 'PENDING' : 'COMPLETED';
    const cents = Math.round(Number(order.amount.value) * 100) + (mode === 'wrong-amount' ? 1 : 0);
    order.capturedValue = (cents / 100).toFixed(2);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname;
    let body: unknown = raw;
    try {
      body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
    } catch {
      return send(res, 400, { name: 'MALFORMED_REQUEST_JSON' });
    }
    emulator.requests.push({ method: req.method ?? '', path, headers: req.headers, body, raw });

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !String(raw).includes('grant_type=client_credentials')) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21${randomBytes(12).toString('hex')}`;
      tokens.set(token, Date.now() + emulator.tokenLifetimeSeconds * 1000);
      emulator.tokensIssued += 1;
      return send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-EMULATOR',
        expires_in: emulator.tokenLifetimeSeconds,
        nonce: randomBytes(6).toString('hex'),
      });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiry = bearer ? tokens.get(bearer) : undefined;
    if (!expiry || Date.now() >= expiry) {
      return send(res, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    }

    if (req.method === 'POST' && path === '/v1/identity/generate-token') {
      return send(res, 200, {
        client_token: `emulated-client-token-${randomBytes(8).toString('hex')}`,
        expires_in: 3600,
      });
    }

    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const b = body as { webhook_id?: string; transmission_sig?: string; webhook_event?: unknown };
      const ok =
        b.webhook_id === webhookId &&
        b.transmission_sig === VALID_WEBHOOK_SIGNATURE &&
        Boolean(b.webhook_event);
      return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const requestId = req.headers['paypal-request-id'];
      if (typeof requestId !== 'string' || !requestId) {
        return send(res, 400, {
          name: 'INVALID_REQUEST',
          message: 'PayPal-Request-Id is required by this emulator',
        });
      }
      const known = createdByRequestId.get(requestId);
      if (known) return send(res, 200, orderView(emulator.orders.get(known)!));
      const b = body as {
        intent?: string;
        purchase_units?: { reference_id?: string; amount?: { currency_code?: string; value?: string } }[];
      };
      const unit = b.purchase_units?.[0];
      if (
        b.intent !== 'CAPTURE' ||
        !unit?.amount?.value ||
        !/^\d+(\.\d{2})?$/.test(unit.amount.value) ||
        !unit.amount.currency_code
      ) {
        return unprocessable(
          res,
          'INVALID_PARAMETER_VALUE',
          'intent and purchase_units[0].amount are required',
        );
      }
      const order: EmulatedOrder = {
        id: newId('EMU'),
        status: 'CREATED',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        referenceId: unit.reference_id ?? 'default',
      };
      emulator.orders.set(order.id, order);
      createdByRequestId.set(requestId, order.id);
      return send(res, 201, orderView(order));
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = emulator.orders.get(decodeURIComponent(orderMatch[1]!));
      if (!order) {
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
          message: 'The specified resource does not exist.',
        });
      }
      if (req.method === 'GET' && !orderMatch[2]) return send(res, 200, orderView(order));
      if (req.method === 'POST' && orderMatch[2]) {
        const requestId = req.headers['paypal-request-id'];
        if (typeof requestId !== 'string' || !requestId) {
          return send(res, 400, {
            name: 'INVALID_REQUEST',
            message: 'PayPal-Request-Id is required by this emulator',
          });
        }
        if (emulator.captureDelayMs > 0) await sleep(emulator.captureDelayMs);
        const replay = captureByRequestId.get(requestId);
        if (replay) return send(res, replay.status, replay.body);
        if (order.status === 'COMPLETED')
          return unprocessable(res, 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
        if (order.status === 'CREATED' && !emulator.autoApprove) {
          return unprocessable(
            res,
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          );
        }
        const mode = emulator.captureMode;
        if (mode === 'declined')
          return unprocessable(res, 'INSTRUMENT_DECLINED', 'The instrument presented was declined.');
        capture(order, mode);
        if (mode === 'already-captured')
          return unprocessable(res, 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
        const answer = { status: 201, body: orderView(order) };
        captureByRequestId.set(requestId, answer);
        return send(res, answer.status, answer.body);
      }
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch) {
      const captureId = decodeURIComponent(refundMatch[1]!);
      const requestId = req.headers['paypal-request-id'];
      if (typeof requestId !== 'string' || !requestId) {
        return send(res, 400, {
          name: 'INVALID_REQUEST',
          message: 'PayPal-Request-Id is required by this emulator',
        });
      }
      // The same request id answers the refund it made, and never refunds again.
      const known = refundByRequestId.get(requestId);
      if (known) return send(res, 201, refundView(emulator.refunds.get(known)!));
      const order = [...emulator.orders.values()].find((o) => o.captureId === captureId);
      if (!order || order.captureStatus !== 'COMPLETED') {
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
          message: 'The specified resource does not exist.',
        });
      }
      if ([...emulator.refunds.values()].some((r) => r.captureId === captureId)) {
        return unprocessable(res, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
      }
      const mode = emulator.refundMode;
      if (mode === 'declined') {
        return unprocessable(
          res,
          'REFUND_FAILED_INSUFFICIENT_FUNDS',
          'Capture could not be refunded due to insufficient funds.',
        );
      }
      if (mode === 'error') {
        return send(res, 500, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal server error occurred.',
        });
      }
      const refund: EmulatedRefund = {
        id: newId('REF'),
        captureId,
        status: mode === 'pending' ? 'PENDING' : 'COMPLETED',
        amount: {
          currency_code: order.amount.currency_code,
          value: order.capturedValue ?? order.amount.value,
        },
        requestId,
      };
      emulator.refunds.set(refund.id, refund);
      refundByRequestId.set(requestId, refund.id);
      return send(res, 201, refundView(refund));
    }

    return send(res, 404, { name: 'NOT_FOUND', message: `${req.method} ${path} is not emulated` });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      handle(req, res, raw).catch((error: unknown) =>
        send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  const emulator: PayPalEmulator = {
    url: `http://127.0.0.1:${port}`,
    tokenLifetimeSeconds: 3600,
    tokensIssued: 0,
    captureMode: 'complete',
    refundMode: 'complete',
    refunds: new Map(),
    captureDelayMs: 0,
    autoApprove: true,
    orders: new Map(),
    requests: [],
    approve(id) {
      const order = emulator.orders.get(id);
      if (!order) throw new Error(`no emulated order ${id}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    revokeTokens() {
      tokens.clear();
    },
    requestsTo(method, prefix) {
      return emulator.requests.filter((r) => r.method === method && r.path.startsWith(prefix));
    },
    reset() {
      emulator.captureMode = 'complete';
      emulator.refundMode = 'complete';
      emulator.captureDelayMs = 0;
      emulator.autoApprove = true;
      emulator.tokenLifetimeSeconds = 3600;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return emulator;
}
