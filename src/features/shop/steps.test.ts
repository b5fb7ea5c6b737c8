import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  initialCheckout,
  type CheckoutAction,
  type CheckoutState,
  type CreatedOrder,
} from './steps';

const order: CreatedOrder = {
  id: 7,
  totalAmount: '51.98',
  quantity: 2,
  size: 'S/M',
  customerName: 'Ada',
  customerEmail: 'ada@example.com',
  customerAddress: '12 Long Street',
  cancelToken: 't',
};
const pay: CheckoutState = { step: 'pay', order, payment: 'ready', attempt: 0 };
const paid: CheckoutState = { step: 'paid', order };

describe('checkout steps (SPEC.md §4)', () => {
  it.each<[string, CheckoutState, CheckoutAction, CheckoutState]>([
    ['form -> pay when the order is created', initialCheckout, { type: 'created', order }, pay],
    ['pay -> paid on approval', pay, { type: 'paid' }, paid],
    [
      'a cancelled payment stays on pay',
      pay,
      { type: 'payment-cancelled' },
      { ...pay, payment: 'cancelled' },
    ],
    [
      'a failed payment keeps its message',
      pay,
      { type: 'payment-failed', message: 'declined' },
      { ...pay, payment: 'failed', message: 'declined' },
    ],
    [
      'retry re-renders the buttons',
      { ...pay, payment: 'failed', message: 'x' },
      { type: 'retry' },
      { ...pay, attempt: 1 },
    ],
    ['Cancel Order resets to the form', pay, { type: 'reset' }, initialCheckout],
    ['closing after success resets', paid, { type: 'reset' }, initialCheckout],
    ['no payment before an order exists', initialCheckout, { type: 'paid' }, initialCheckout],
    ['no second order once paying', pay, { type: 'created', order: { ...order, id: 8 } }, pay],
    ['a late failure does not undo success', paid, { type: 'payment-failed', message: 'x' }, paid],
  ])('%s', (_, state, action, next) => {
    expect(checkoutReducer(state, action)).toEqual(next);
  });
});
