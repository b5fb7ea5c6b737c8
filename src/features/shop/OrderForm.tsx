/**
 * Step 1 of Order Now: the order form, validated with the shared schema, with a live
 * total. For a product whose stock is tracked, sold-out sizes cannot be chosen and a
 * size with 5 or fewer left says so; the server still decides (409 'Only N left').
 */
import { useMemo, useState, type SubmitEvent } from 'react';
import { formFields } from '~/components/FormFields';
import Honeypot from '~/components/Honeypot';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { useFormValidation } from '~/lib/forms/validation';
import { showToast } from '~/stores/toast';
import type { PublicProduct } from './product';
import { productStock, sizeStock, stockText } from './stock';
import { ApiError, placeOrder } from './api';
import { orderSchemaFor } from './order-schema';
import { sizesFor } from './sizes';
import type { CreatedOrder } from './steps';
import { liveTotal } from './total';

interface Props {
  product: PublicProduct;
  onCreated: (order: CreatedOrder) => void;
  /** Called when the server refused the order for stock, so the shop reads it again. */
  onRefused?: () => void;
}

const FIELDS = ['customerName', 'customerEmail', 'customerAddress', 'size', 'quantity', 'notes'] as const;
/** The dialog's compact labels and fields. */
const LOOK = {
  label: 'block text-sm font-semibold text-ink',
  control:
    'mt-1 block w-full rounded-lg border border-plum/30 bg-surface px-3 py-2 text-ink aria-[invalid=true]:border-red-700',
};

/** An empty number field is not a number, as the input's valueAsNumber says. */
const asNumber = (value: FormDataEntryValue | null) => (value ? Number(value) : Number.NaN);

export default function OrderForm({ product, onCreated, onRefused }: Props) {
  const sizes = sizesFor(product.category);
  const schema = useMemo(() => orderSchemaFor(product.category), [product.category]);
  const { errors, setErrors, validate, onChange } = useFormValidation(schema, (form) => {
    const data = new FormData(form);
    return {
      productId: product.id,
      customerName: data.get('customerName'),
      customerEmail: data.get('customerEmail'),
      customerAddress: data.get('customerAddress'),
      size: data.get('size'),
      quantity: asNumber(data.get('quantity')),
      notes: data.get('notes'),
      website: data.get(HONEYPOT_FIELD) || undefined,
    };
  });
  const [placing, setPlacing] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useState<string | null>(null);
  // The chosen size's stock (or the product's, when it has no sizes); empty text when untracked or plenty.
  const chosen =
    sizes.length > 0
      ? size === null
        ? null
        : sizeStock(product.stock, size)
      : sizeStock(product.stock, null);
  const chosenText = chosen ? stockText(chosen) : '';
  // Across sizes (a product without sizes says it under the quantity instead).
  const overallText = sizes.length > 0 ? stockText(productStock(product.stock)) : '';
  const total = liveTotal(product.price, quantity);
  const { field, error, row, input, textarea } = formFields<(typeof FIELDS)[number]>('', errors, LOOK);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(event.currentTarget);
    if (!checked.success) return;
    const values = checked.data;
    setPlacing(true);
    try {
      onCreated(await placeOrder({ ...values, productId: product.id, notes: values.notes || null }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onRefused?.();
      if (error instanceof ApiError) {
        const server: Record<string, string> = {};
        for (const field of FIELDS) {
          const message = error.errors?.[field]?.[0];
          if (message) server[field] = message;
        }
        setErrors((current) => ({ ...current, ...server }));
      }
      showToast({
        title: 'Error creating order',
        description: (error instanceof ApiError && error.serverMessage) || 'Failed to create order',
        variant: 'destructive',
      });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <form onSubmit={submit} onChange={onChange} noValidate className="relative grid gap-4">
      <Honeypot idPrefix={`order-${product.id}`} />
      {overallText && (
        <p className="text-magenta text-sm font-semibold" data-testid="product-stock">
          {overallText}
        </p>
      )}
      {input('customerName', 'Full Name', { autoComplete: 'name' })}
      {input('customerEmail', 'Email', { type: 'email', autoComplete: 'email' })}
      {textarea('customerAddress', 'Shipping Address', { rows: 3, autoComplete: 'street-address' })}
      {sizes.length > 0 && (
        <fieldset aria-describedby={errors.size ? 'size-error' : undefined}>
          <legend className={LOOK.label}>Size</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {sizes.map((option) => {
              const state = sizeStock(product.stock, option);
              const note = stockText(state);
              return (
                <label
                  key={option}
                  className="border-plum/30 has-checked:border-plum has-checked:bg-band has-focus-visible:outline-magenta has-disabled:border-muted/30 has-disabled:text-muted bg-surface flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-full border px-3 has-checked:text-white has-focus-visible:outline-3 has-disabled:cursor-not-allowed has-disabled:line-through"
                >
                  <input
                    type="radio"
                    name="size"
                    value={option}
                    className="sr-only"
                    disabled={state.kind === 'sold-out'}
                    onChange={() => setSize(option)}
                  />
                  {option}
                  {note && <span className="text-xs font-normal">({note})</span>}
                </label>
              );
            })}
          </div>
          {error('size')}
        </fieldset>
      )}
      {row(
        'quantity',
        'Quantity',
        <>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            className={`${LOOK.control} max-w-32`}
            {...field('quantity')}
            defaultValue={1}
            onChange={(event) => setQuantity(event.currentTarget.valueAsNumber)}
          />
          <p
            id="quantity-stock"
            aria-live="polite"
            className={chosenText ? 'text-magenta mt-1 text-sm font-semibold' : undefined}
            data-testid="stock-left"
          >
            {chosenText && `${chosenText}${size ? ` in size ${size}` : ''}`}
          </p>
        </>,
      )}
      {textarea(
        'notes',
        <>
          Notes <span className="text-muted font-normal">(optional)</span>
        </>,
        { rows: 2 },
      )}
      <p
        className="bg-page flex items-baseline justify-between rounded-lg px-4 py-3 text-lg"
        aria-live="polite"
      >
        <span>Total</span>
        <strong data-testid="order-total">${total}</strong>
      </p>
      <button type="submit" className="btn-primary w-full" disabled={placing || chosen?.kind === 'sold-out'}>
        {placing ? 'Placing order…' : 'Place Order'}
      </button>
    </form>
  );
}
