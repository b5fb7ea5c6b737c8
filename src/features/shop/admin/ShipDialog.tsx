/**
 * 'Mark shipped': the carrier and tracking number, then one confirmation. The first
 * time an order ships the buyer gets one mail with the carrier's tracking link; later
 * edits only correct the tracking shown on the buyer's order page.
 */
import { useState, type SubmitEvent } from 'react';
import { CARRIERS } from '~/features/shop/tracking';
import Field, { inputClass } from '~/features/admin/Field';
import Modal from '~/features/admin/Modal';
import type { PresentedOrder } from './present';

interface Props {
  order: PresentedOrder | null;
  onClose(): void;
  onShip(
    order: PresentedOrder,
    tracking: { carrier: string | null; trackingNumber: string | null },
  ): Promise<void>;
}

const OTHER = 'other';

export default function ShipDialog({ order, onClose, onShip }: Props) {
  const [busy, setBusy] = useState(false);
  const known = order?.carrier && (CARRIERS as readonly string[]).includes(order.carrier);
  const [choice, setChoice] = useState<string>('');
  const carrierChoice = choice || (order?.carrier ? (known ? order.carrier : OTHER) : 'USPS');

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order) return;
    const data = new FormData(event.currentTarget);
    const picked = String(data.get('carrier') ?? '');
    const carrier = picked === OTHER ? String(data.get('otherCarrier') ?? '').trim() : picked;
    const trackingNumber = String(data.get('trackingNumber') ?? '').trim();
    setBusy(true);
    try {
      await onShip(order, { carrier: carrier || null, trackingNumber: trackingNumber || null });
      setChoice('');
      onClose();
    } catch {
      // The caller showed the failure; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  }

  const again = Boolean(order?.shippedAt);
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) {
          setChoice('');
          onClose();
        }
      }}
      title={order ? `Ship order #${order.id}` : 'Ship order'}
      description={
        again
          ? 'The buyer was already emailed that this order shipped; saving corrects the tracking on their order page without a second email.'
          : 'The buyer gets one email saying the order shipped, with the tracking link for USPS, UPS, FedEx and DHL.'
      }
    >
      {order && (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id="ship-carrier" label="Carrier">
            {(a) => (
              <select
                {...a}
                name="carrier"
                value={carrierChoice}
                onChange={(e) => setChoice(e.target.value)}
                className={inputClass}
              >
                {CARRIERS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
                <option value={OTHER}>Another carrier</option>
              </select>
            )}
          </Field>
          {carrierChoice === OTHER && (
            <Field id="ship-other-carrier" label="Carrier name">
              {(a) => (
                <input
                  {...a}
                  name="otherCarrier"
                  maxLength={40}
                  defaultValue={known ? '' : (order.carrier ?? '')}
                  className={inputClass}
                />
              )}
            </Field>
          )}
          <Field
            id="ship-tracking"
            label="Tracking number (optional)"
            hint="Letters, digits, spaces and dashes"
          >
            {(a) => (
              <input
                {...a}
                name="trackingNumber"
                maxLength={64}
                pattern="[A-Za-z0-9 \-]*"
                defaultValue={order.trackingNumber ?? ''}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving…' : again ? 'Save tracking' : 'Mark shipped and email the buyer'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
