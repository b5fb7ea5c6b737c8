/**
 * The Order Now dialog (Radix Dialog: focus trap, Escape, labelled): the order form,
 * then payment, then success with the order number. Loaded on demand by the grid.
 */
import * as Dialog from 'radix-ui/dialog';
import { useReducer, useRef, useState } from 'react';
import { showToast } from '~/stores/toast';
import type { PublicProduct } from './product';
import { ApiError, cancelOrder } from './api';
import OrderForm from './OrderForm';
import PaymentStep from './PaymentStep';
import { checkoutReducer, initialCheckout } from './steps';

interface Props {
  product: PublicProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asks for the products' stock again (after an order, a refusal or a cancel). */
  onStockChange?: () => void;
  /** The Order Now button that opened the dialog; focus returns to it on close. */
  returnFocusTo?: HTMLElement | null;
}

export default function OrderDialog({ product, open, onOpenChange, onStockChange, returnFocusTo }: Props) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
  const [cancelling, setCancelling] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  const change = (next: boolean) => {
    onOpenChange(next);
    // A closed dialog starts over; a pending order stays recorded for the owner.
    if (!next) dispatch({ type: 'reset' });
  };

  const cancel = async () => {
    if (state.step !== 'pay') return;
    setCancelling(true);
    try {
      await cancelOrder(state.order);
      onStockChange?.();
      change(false);
    } catch (error) {
      showToast({
        title: 'Error cancelling order',
        description: (error instanceof ApiError && error.serverMessage) || 'Failed to cancel order',
        variant: 'destructive',
      });
    } finally {
      setCancelling(false);
    }
  };

  const title =
    state.step === 'form'
      ? `Order ${product.name}`
      : state.step === 'pay'
        ? 'Complete your payment'
        : 'Thank you!';

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/60 fixed inset-0 z-40" />
        <Dialog.Content
          className="bg-surface fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-5 shadow-xl sm:p-6"
          aria-describedby="order-dialog-description"
          ref={content}
          onOpenAutoFocus={(event) => {
            // The first field, not the × button: a space typed in a name must not close the dialog.
            // (Fields out of the tab order, such as the honeypot, are not for people.)
            const first = content.current?.querySelector<HTMLElement>(
              'input:not([tabindex="-1"]), select:not([tabindex="-1"]), textarea:not([tabindex="-1"])',
            );
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-plum font-serif text-2xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="hover:bg-plum/10 -mt-1 -mr-2 min-h-11 min-w-11 rounded-full text-2xl leading-none"
              aria-label="Close"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description id="order-dialog-description" className="text-muted mb-4 text-sm">
            {state.step === 'form'
              ? `${product.color}. Fill in your details; you pay in the next step.`
              : state.step === 'pay'
                ? `Your order #${state.order.id} is saved.`
                : `Your payment was received.`}
          </Dialog.Description>
          {state.step === 'form' && (
            <OrderForm
              product={product}
              onCreated={(order) => {
                dispatch({ type: 'created', order });
                onStockChange?.();
              }}
              onRefused={onStockChange}
            />
          )}
          {state.step === 'pay' && (
            <PaymentStep
              product={product}
              state={state}
              dispatch={dispatch}
              onCancelOrder={cancel}
              cancelling={cancelling}
            />
          )}
          {state.step === 'paid' && (
            <div className="grid gap-4" role="status">
              <p className="text-lg">
                Your order number is <strong>#{state.order.id}</strong>.
              </p>
              <p className="text-muted text-sm">
                A confirmation is on its way to {state.order.customerEmail}. Thank you for being fabulous!
              </p>
              <Dialog.Close className="btn-primary w-full">Done</Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
