/**
 * A small client for PayPal's REST API (v2 orders, v2 refunds, OAuth2, identity, webhooks) over
 * plain fetch. PayPal's server SDK hard-codes its hosts, so it cannot be pointed at
 * the test emulator; this client takes any base URL. Every call has a timeout of at
 * most 10 s, every call that creates something sends a PayPal-Request-Id, and the
 * OAuth2 token is cached until shortly before it expires. No Astro imports: tests use
 * it directly.
 */

/** The longest any PayPal call may take. */
export const PAYPAL_TIMEOUT_MS = 10_000;

/** Where and as whom to call PayPal. */
export interface PayPalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-call timeout; capped at PAYPAL_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The clock, for token expiry. */
  now?: () => number;
}

/** A money amount as PayPal writes it. */
export interface PayPalAmount {
  currency_code: string;
  value: string;
}

/** A capture inside an order. */
export interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalAmount;
}

/** The parts of a PayPal order the site reads. */
export interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: {
    reference_id?: string;
    amount?: PayPalAmount;
    payments?: { captures?: PayPalCapture[] };
  }[];
}

/** A refund of a capture, as PayPal answers it; status COMPLETED or PENDING means it went through. */
export interface PayPalRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED' | string;
  amount?: PayPalAmount;
}

/** A failed PayPal call: `status` is PayPal's HTTP status (0 when it never answered). */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** PayPal's error name, e.g. UNPROCESSABLE_ENTITY. */
    readonly errorName: string | undefined = undefined,
    /** The first detail's issue, e.g. INSTRUMENT_DECLINED or ORDER_ALREADY_CAPTURED. */
    readonly issue: string | undefined = undefined,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

/** The headers PayPal signs a webhook delivery with. */
export interface WebhookHeaders {
  authAlgo: string | null;
  certUrl: string | null;
  transmissionId: string | null;
  transmissionSig: string | null;
  transmissionTime: string | null;
}

interface CallOptions {
  body?: unknown;
  /** A JSON body sent byte for byte as given (the webhook check needs PayPal's own bytes). */
  rawJson?: string;
  form?: string;
  requestId?: string;
  basicAuth?: boolean;
}

/** A PayPal client bound to one account and base URL. */
export type PayPalClient = ReturnType<typeof createPayPalClient>;

/** Creates a client; its access token is cached for the life of the client. */
export function createPayPalClient(config: PayPalConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = Math.min(config.timeoutMs ?? PAYPAL_TIMEOUT_MS, PAYPAL_TIMEOUT_MS);
  const now = config.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send<T>(method: string, path: string, options: CallOptions, token?: string): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.basicAuth) {
      headers.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
    } else if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    let body: string | undefined;
    if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    } else if (options.rawJson !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.rawJson;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.prefer = 'return=representation';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PayPalError(
        0,
        timedOut
          ? `PayPal did not answer within ${timeoutMs} ms`
          : `PayPal could not be reached: ${String(error)}`,
        undefined,
        undefined,
        timedOut,
      );
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!response.ok) {
      const err = (data ?? {}) as {
        name?: string;
        message?: string;
        error_description?: string;
        details?: { issue?: string }[];
      };
      throw new PayPalError(
        response.status,
        err.message ?? err.error_description ?? `PayPal answered ${response.status}`,
        err.name,
        err.details?.[0]?.issue,
      );
    }
    return data as T;
  }

  async function fetchToken(): Promise<string> {
    const data = await send<{ access_token: string; expires_in: number }>('POST', '/v1/oauth2/token', {
      form: 'grant_type=client_credentials',
      basicAuth: true,
    });
    const lifetimeMs = Math.max(0, Number(data.expires_in) || 0) * 1000;
    // Renew a little before PayPal's expiry: 30 s, or a tenth of a short lifetime.
    cached = { token: data.access_token, expiresAt: now() + lifetimeMs - Math.min(30_000, lifetimeMs / 10) };
    return data.access_token;
  }

  /** A valid access token, from the cache while it lasts. */
  async function accessToken(): Promise<string> {
    if (cached && now() < cached.expiresAt) return cached.token;
    pending ??= fetchToken().finally(() => (pending = null));
    return pending;
  }

  /** A bearer call; on 401 the cached token is dropped and the call retried once. */
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const token = await accessToken();
    try {
      return await send<T>(method, path, options, token);
    } catch (error) {
      if (!(error instanceof PayPalError) || error.status !== 401) throw error;
      if (cached?.token === token) cached = null;
      return send<T>(method, path, options, await accessToken());
    }
  }

  return {
    accessToken,

    /** A client token for the JS SDK (POST /v1/identity/generate-token). */
    async generateClientToken(): Promise<string> {
      const data = await call<{ client_token: string }>('POST', '/v1/identity/generate-token', { body: {} });
      return data.client_token;
    },

    /** Creates an order to capture `value` USD; `requestId` makes a retry return the same order. */
    createOrder(input: { value: string; referenceId: string; description: string; requestId: string }) {
      return call<PayPalOrder>('POST', '/v2/checkout/orders', {
        requestId: input.requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              custom_id: input.referenceId,
              description: input.description.slice(0, 127),
              amount: { currency_code: 'USD', value: input.value },
            },
          ],
        },
      });
    },

    /** Reads an order. */
    getOrder(id: string) {
      return call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    },

    /** Captures an approved order; the same `requestId` never captures twice. */
    captureOrder(id: string, requestId: string) {
      return call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
        requestId,
        body: {},
      });
    },

    /**
     * Refunds a capture in full (no amount: PayPal refunds what is left of it). The same
     * `requestId` never refunds twice: PayPal answers the first refund again.
     */
    refundCapture(captureId: string, requestId: string) {
      return call<PayPalRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        requestId,
        body: {},
      });
    },

    /** True when PayPal confirms that this webhook delivery was signed for `webhookId`. */
    async verifyWebhookSignature(
      headers: WebhookHeaders,
      rawEvent: string,
      webhookId: string,
    ): Promise<boolean> {
      if (Object.values(headers).some((value) => !value)) return false;
      // PayPal checks the event exactly as it sent it: re-serialising it (key order,
      // number formats) makes the check fail, so the raw body is spliced in unchanged.
      const envelope = JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: webhookId,
      });
      const data = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        { rawJson: `${envelope.slice(0, -1)},"webhook_event":${rawEvent}}` },
      );
      return data.verification_status === 'SUCCESS';
    },
  };
}
