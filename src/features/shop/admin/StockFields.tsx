/**
 * The product form's stock: untracked, or one count per size of the chosen category. The
 * counts are inputs named by size (stockName), which the product form reads.
 */
import type { Ref } from 'react';
import { stockSizes } from '~/features/shop/stock';
import { inputClass, wholeNumber } from '~/features/admin/Field';
import { MAX_STOCK } from './product-schema';

interface Props {
  idPrefix: string;
  category: string;
  tracked: boolean;
  /** The 'Track stock' checkbox's ref (the form adopts a box ticked before it hydrated). */
  trackedRef?: Ref<HTMLInputElement>;
  onTracked(tracked: boolean): void;
  /** The counts the form opened with; null when untracked. */
  initial: Record<string, number> | null;
  /** The schema's message for the stock. */
  error?: string;
}

/** The name of a size's stock input ('' is a product without sizes). */
export const stockName = (size: string) => `stock-${size || 'one-size'}`;

export default function StockFields({
  idPrefix,
  category,
  tracked,
  trackedRef,
  onTracked,
  initial,
  error,
}: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset
      className="border-plum/20 grid gap-3 rounded-lg border p-3 sm:col-span-2"
      aria-describedby={error ? id('stock-error') : id('stock-hint')}
    >
      <legend className="px-1 text-sm font-semibold">Stock</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input
          ref={trackedRef}
          type="checkbox"
          name="trackStock"
          checked={tracked}
          onChange={(e) => onTracked(e.target.checked)}
          className="accent-magenta size-5"
        />
        Track stock
      </label>
      <p id={id('stock-hint')} className="text-muted text-sm">
        {tracked
          ? 'Items left to sell. Orders take from it; cancelled, refunded and unpaid orders give back. At 5 or fewer the shop shows the count; at 0 Sold out.'
          : 'Not tracked: the shop never refuses an order and shows no count; the Limited stock badge is yours to set below.'}
      </p>
      {tracked && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {stockSizes(category).map((size) => {
            const name = stockName(size);
            return (
              <div key={`${category}-${size}`} className="grid gap-1">
                <label htmlFor={id(name)} className="text-sm font-semibold">
                  {size ? `Size ${size}` : 'Items left'}
                </label>
                <input
                  id={id(name)}
                  name={name}
                  {...wholeNumber}
                  min={0}
                  max={MAX_STOCK}
                  required
                  defaultValue={initial?.[size] ?? ''}
                  aria-invalid={error ? true : undefined}
                  className={inputClass}
                />
              </div>
            );
          })}
        </div>
      )}
      {error && (
        <p id={id('stock-error')} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
