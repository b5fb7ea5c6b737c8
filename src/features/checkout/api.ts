/** The checkout island's calls to the site's API; a failed call throws ApiError. */
import type { OrderInput } from './schema';
import type { CreatedOrder } from './steps';

/** A non-successful answer: its status, the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiError(response.status, error.message ?? (text || response.statusText), error.errors);
  }
  return data as T;
}

/** POST /api/abf/orders. */
export const placeOrder = (input: OrderInput) => call<CreatedOrder>('POST', '/api/abf/orders', input);

/** POST /api/abf/orders/{id}/cancel with the buyer's token. */
export const cancelOrder = (order: CreatedOrder) =>
  call<unknown>('POST', `/api/abf/orders/${order.id}/cancel`, { cancelToken: order.cancelToken });

/** GET /paypal/setup: the JS SDK's client id and token; 503 when payments are unavailable. */
export const paymentSetup = () => call<{ clientId: string; clientToken: string }>('GET', '/paypal/setup');

/** POST /paypal/order: the PayPal order for the stored total. */
export const createPayPalOrder = (orderId: number) =>
  call<{ id: string }>('POST', '/paypal/order', { orderId });

/** POST /paypal/order/{id}/capture. */
export const capturePayPalOrder = (paypalOrderId: string) =>
  call<{ orderId: number; status: string }>(
    'POST',
    `/paypal/order/${encodeURIComponent(paypalOrderId)}/capture`,
  );
