/**
 * Step 2 of Order Now: the order summary, PayPal's buttons (the SDK script loads only
 * now) and 'Cancel Order'. Without PayPal configured it says online payment is
 * unavailable and that the owner will be in touch; the order is already recorded.
 */
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useEffect, useState, type Dispatch } from 'react';
import type { PublicProduct } from './product';
import { ApiError, capturePayPalOrder, createPayPalOrder, paymentSetup } from './api';
import type { CheckoutAction, CheckoutState } from './steps';

interface Props {
  product: PublicProduct;
  state: Extract<CheckoutState, { step: 'pay' }>;
  dispatch: Dispatch<CheckoutAction>;
  /** 'Cancel Order': cancels the pending order, closes and resets. */
  onCancelOrder: () => void;
  cancelling: boolean;
}

type Setup =
  | { status: 'loading' }
  | { status: 'ready'; clientId: string; clientToken: string }
  | { status: 'unavailable' };

export default function PaymentStep({ product, state, dispatch, onCancelOrder, cancelling }: Props) {
  const { order } = state;
  const [setup, setSetup] = useState<Setup>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    paymentSetup()
      .then(({ clientId, clientToken }) => live && setSetup({ status: 'ready', clientId, clientToken }))
      .catch(() => live && setSetup({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="grid gap-5">
      <section aria-labelledby="order-summary-title" className="bg-page rounded-xl p-4">
        <h3 id="order-summary-title" className="text-plum text-lg font-bold">
          Order #{order.id} summary
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Item</dt>
          <dd>{product.name}</dd>
          {order.size && (
            <>
              <dt className="text-muted">Size</dt>
              <dd>{order.size}</dd>
            </>
          )}
          <dt className="text-muted">Quantity</dt>
          <dd>{order.quantity}</dd>
          <dt className="text-muted">Ship to</dt>
          <dd className="break-words whitespace-pre-line">{order.customerAddress}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold">${order.totalAmount} USD</dd>
        </dl>
      </section>

      {setup.status === 'loading' && <p className="text-muted">Loading payment options…</p>}

      {setup.status === 'unavailable' && (
        <section role="status" className="border-gold bg-gold/15 rounded-xl border p-4">
          <h3 className="text-ink font-bold">Payments unavailable</h3>
          <p className="mt-1 text-sm">
            Online payment is unavailable right now. Your order #{order.id} is recorded, and Kendra will be in
            touch at {order.customerEmail} to arrange payment.
          </p>
        </section>
      )}

      {setup.status === 'ready' && (
        <div className="grid gap-3">
          {state.payment !== 'ready' && (
            <div role="alert" className="rounded-xl border border-red-700 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">
                {state.payment === 'cancelled' ? 'Payment cancelled' : 'Payment failed'}
              </p>
              <p className="mt-1">
                {state.payment === 'cancelled'
                  ? 'You closed PayPal before paying. Your order is saved; you can try again.'
                  : `${state.message ?? 'Something went wrong with the payment.'} Your order is saved.`}
              </p>
              <button type="button" className="btn-outline mt-3" onClick={() => dispatch({ type: 'retry' })}>
                Try Again
              </button>
            </div>
          )}
          {state.payment === 'ready' && (
            <PayPalScriptProvider
              options={{
                clientId: setup.clientId,
                dataClientToken: setup.clientToken,
                currency: 'USD',
                intent: 'capture',
                components: 'buttons',
              }}
            >
              <PayPalButtons
                forceReRender={[state.attempt]}
                style={{ layout: 'vertical', label: 'pay' }}
                createOrder={async () => (await createPayPalOrder(order.id)).id}
                onApprove={async (data) => {
                  try {
                    await capturePayPalOrder(data.orderID);
                    dispatch({ type: 'paid' });
                  } catch (error) {
                    dispatch({
                      type: 'payment-failed',
                      message:
                        (error instanceof ApiError && error.serverMessage) ||
                        'The payment could not be completed.',
                    });
                  }
                }}
                onCancel={() => dispatch({ type: 'payment-cancelled' })}
                onError={() =>
                  dispatch({ type: 'payment-failed', message: 'PayPal could not complete the payment.' })
                }
              />
            </PayPalScriptProvider>
          )}
        </div>
      )}

      <button type="button" className="btn-outline w-full" onClick={onCancelOrder} disabled={cancelling}>
        {cancelling ? 'Cancelling…' : 'Cancel Order'}
      </button>
    </div>
  );
}
