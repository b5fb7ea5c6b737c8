/**
 * 'Mark shipped': the carrier and tracking number, then one confirmation. The first
 * time an order ships the buyer gets one mail with the carrier's tracking link; later
 * edits only correct the tracking shown on the buyer's order page.
 */
import { useState } from 'react';
import { CARRIERS } from '~/features/shop/tracking';
import { SelectField, TextField } from '~/features/admin/Field';
import FormActions from '~/features/admin/FormActions';
import Modal from '~/features/admin/Modal';
import { useAdminForm } from '~/features/admin/useAdminForm';
import { orderStatusSchema, type OrderStatusInput } from './order-status-schema';
import type { PresentedOrder } from './present';

/** The shipping details sent with the status 'shipped'. */
export interface Tracking {
  carrier: string | null;
  trackingNumber: string | null;
}

interface Props {
  order: PresentedOrder | null;
  onClose(): void;
  /** Ships `order` (or corrects its tracking); rejects with the API's error, the dialog staying open. */
  onShip(order: PresentedOrder, tracking: Tracking): Promise<void>;
}

const OTHER = 'other';

/** The form as the order status schema reads it: a picked or typed carrier, empty ones null. */
function readShipping(form: HTMLFormElement): OrderStatusInput {
  const data = new FormData(form);
  const picked = String(data.get('carrier') ?? '');
  const carrier = picked === OTHER ? String(data.get('otherCarrier') ?? '').trim() : picked;
  const trackingNumber = String(data.get('trackingNumber') ?? '').trim();
  return { status: 'shipped', carrier: carrier || null, trackingNumber: trackingNumber || null };
}

export default function ShipDialog({ order, onClose, onShip }: Props) {
  const known = order?.carrier && (CARRIERS as readonly string[]).includes(order.carrier);
  const [choice, setChoice] = useState<string>('');
  const carrierChoice = choice || (order?.carrier ? (known ? order.carrier : OTHER) : 'USPS');
  const close = () => {
    setChoice('');
    onClose();
  };
  const { field, onSubmit, busy } = useAdminForm(orderStatusSchema, readShipping, {
    send: async ({ carrier, trackingNumber }) => {
      if (!order) return;
      await onShip(order, { carrier: carrier ?? null, trackingNumber: trackingNumber ?? null });
      close();
    },
    fallback: 'Failed to update order',
    failureToast: 'Error updating order',
    idPrefix: 'ship',
  });

  const again = Boolean(order?.shippedAt);
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && close()}
      title={order ? `Ship order #${order.id}` : 'Ship order'}
      description={
        again
          ? 'The buyer was already emailed that this order shipped; saving corrects the tracking on their order page without a second email.'
          : 'The buyer gets one email saying the order shipped, with the tracking link for USPS, UPS, FedEx and DHL.'
      }
    >
      {order && (
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <SelectField
            {...field('carrier')}
            label="Carrier"
            value={carrierChoice}
            onChange={(e) => setChoice(e.target.value)}
            options={[...CARRIERS.map((c) => [c, c] as const), [OTHER, 'Another carrier']]}
          />
          {carrierChoice === OTHER && (
            <TextField
              {...field('otherCarrier')}
              label="Carrier name"
              maxLength={40}
              defaultValue={known ? '' : (order.carrier ?? '')}
            />
          )}
          <TextField
            {...field('trackingNumber')}
            label="Tracking number (optional)"
            hint="Letters, digits, spaces and dashes"
            maxLength={64}
            pattern="[A-Za-z0-9 \-]*"
            defaultValue={order.trackingNumber ?? ''}
            autoComplete="off"
          />
          <FormActions
            busy={busy}
            submitLabel={again ? 'Save tracking' : 'Mark shipped and email the buyer'}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
