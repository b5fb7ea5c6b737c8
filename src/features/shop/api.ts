/** The checkout island's calls to the site's API; a failed call throws ApiError. */
import { ApiError, apiRequest } from '~/lib/http/api-client';
import type { OrderInput } from './order-schema';
import type { CreatedOrder } from './steps';

export { ApiError };

const call = <T>(method: string, path: string, body?: unknown) => apiRequest<T>(method, path, body);

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
