/**
 * The Order Now dialog's steps (SPEC.md §4): the form, then payment once the order is
 * created, then success. A cancelled or failed payment stays on the payment step with
 * a message and can be retried; reset returns to an empty form.
 */

/** The order as step 2 needs it (the 201 answer of POST /api/abf/orders). */
export interface CreatedOrder {
  id: number;
  totalAmount: string;
  quantity: number;
  size: string | null;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  cancelToken: string;
}

/** Where the buyer is. `attempt` re-renders the PayPal buttons on retry. */
export type CheckoutState =
  | { step: 'form' }
  | {
      step: 'pay';
      order: CreatedOrder;
      payment: 'ready' | 'cancelled' | 'failed';
      message?: string;
      attempt: number;
    }
  | { step: 'paid'; order: CreatedOrder };

export type CheckoutAction =
  | { type: 'created'; order: CreatedOrder }
  | { type: 'payment-cancelled' }
  | { type: 'payment-failed'; message: string }
  | { type: 'retry' }
  | { type: 'paid' }
  | { type: 'reset' };

export const initialCheckout: CheckoutState = { step: 'form' };

/** The next state; actions that make no sense in a state leave it unchanged. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'reset':
      return initialCheckout;
    case 'created':
      return state.step === 'form'
        ? { step: 'pay', order: action.order, payment: 'ready', attempt: 0 }
        : state;
    case 'payment-cancelled':
      return state.step === 'pay' ? { ...state, payment: 'cancelled', message: undefined } : state;
    case 'payment-failed':
      return state.step === 'pay' ? { ...state, payment: 'failed', message: action.message } : state;
    case 'retry':
      return state.step === 'pay'
        ? { ...state, payment: 'ready', message: undefined, attempt: state.attempt + 1 }
        : state;
    case 'paid':
      return state.step === 'pay' ? { step: 'paid', order: state.order } : state;
  }
}
