/**
 * The ABF product form (create and edit), validated with the shared product schema.
 * Stock is optional: tracked, it takes one count per size of the chosen category.
 */
import { useState, type SubmitEvent } from 'react';
import { useFormValidation } from '~/lib/forms/validation';
import { stockSizes } from '~/features/shop/stock';
import Field, { inputClass } from '~/features/admin/Field';
import ImageField from '~/features/media/admin/ImageField';
import type { PresentedProduct } from './present';
import { MAX_STOCK, PRODUCT_CATEGORIES, productSchema, type ProductInput } from './product-schema';

interface Props {
  idPrefix: string;
  initial?: PresentedProduct;
  submitLabel: string;
  onSubmit(product: ProductInput): Promise<void>;
  onCancel?(): void;
}

/** The name of a size's stock input ('' is a product without sizes). */
const stockName = (size: string) => `stock-${size || 'one-size'}`;

/** The form's values as the schema reads them. */
function readProduct(form: HTMLFormElement) {
  const data = new FormData(form);
  const category = String(data.get('category') ?? 'hat');
  const count = (size: string) => {
    const text = String(data.get(stockName(size)) ?? '').trim();
    return text === '' ? Number.NaN : Number(text);
  };
  return {
    name: String(data.get('name') ?? ''),
    description: String(data.get('description') ?? ''),
    category,
    color: String(data.get('color') ?? ''),
    imageUrl: String(data.get('imageUrl') ?? ''),
    price: String(data.get('price') ?? ''),
    isActive: data.get('isActive') === 'on',
    stock:
      data.get('trackStock') === 'on'
        ? Object.fromEntries(stockSizes(category).map((size) => [size, count(size)]))
        : null,
  };
}

/** True when two stock levels say the same (so an edit need not send them). */
function sameStock(a: Record<string, number> | null, b: Record<string, number> | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export default function ProductForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { errors, validate } = useFormValidation(productSchema, readProduct);
  const [busy, setBusy] = useState(false);
  const [category, setCategory] = useState<string>(initial?.category ?? 'hat');
  const [tracked, setTracked] = useState(Boolean(initial?.stock));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form).success) return;
    const product: ProductInput = readProduct(form) as ProductInput;
    // An edit sends the stock only when the owner changed it, so orders placed while the
    // form was open are never overwritten by the counts it was opened with.
    if (initial && category === initial.category && sameStock(product.stock ?? null, initial.stock)) {
      delete product.stock;
    }
    setBusy(true);
    try {
      await onSubmit(product);
      if (!initial) {
        form.reset();
        setCategory('hat');
        setTracked(false);
      }
    } catch {
      // The caller shows the failure.
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Field id={id('name')} label="Name" error={errors.name}>
        {(a) => <input {...a} name="name" defaultValue={initial?.name} required className={inputClass} />}
      </Field>
      <Field id={id('category')} label="Category" error={errors.category}>
        {(a) => (
          <select
            {...a}
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={inputClass}
          >
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c[0]!.toUpperCase() + c.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('color')} label="Color" error={errors.color}>
        {(a) => <input {...a} name="color" defaultValue={initial?.color} required className={inputClass} />}
      </Field>
      <Field
        id={id('price')}
        label="Price (optional)"
        error={errors.price}
        hint="e.g. $25.99; empty uses the default $25.00"
      >
        {(a) => (
          <input
            {...a}
            name="price"
            inputMode="decimal"
            defaultValue={initial?.price ?? ''}
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <ImageField
          id={id('image')}
          name="imageUrl"
          label="Image URL"
          defaultValue={initial?.imageUrl}
          error={errors.imageUrl}
        />
      </div>
      <div className="sm:col-span-2">
        <Field id={id('description')} label="Description (optional)" error={errors.description}>
          {(a) => (
            <textarea
              {...a}
              name="description"
              rows={3}
              defaultValue={initial?.description ?? ''}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset
        className="border-plum/20 grid gap-3 rounded-lg border p-3 sm:col-span-2"
        aria-describedby={errors.stock ? id('stock-error') : id('stock-hint')}
      >
        <legend className="px-1 text-sm font-semibold">Stock</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="trackStock"
            checked={tracked}
            onChange={(e) => setTracked(e.target.checked)}
            className="accent-magenta size-5"
          />
          Track stock
        </label>
        <p id={id('stock-hint')} className="text-muted text-sm">
          {tracked
            ? 'Items left to sell. Orders take from it; cancelled, refunded and unpaid orders give back. At 5 or fewer the shop shows the count; at 0 Sold out.'
            : 'Not tracked: the shop shows its fixed Limited stock texts and never refuses an order.'}
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
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_STOCK}
                    step={1}
                    required
                    defaultValue={initial?.stock?.[size] ?? ''}
                    aria-invalid={errors.stock ? true : undefined}
                    className={inputClass}
                  />
                </div>
              );
            })}
          </div>
        )}
        {errors.stock && (
          <p id={id('stock-error')} className="text-sm font-medium text-red-700">
            {errors.stock}
          </p>
        )}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 font-semibold sm:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={initial?.isActive ?? true}
          className="accent-magenta size-5"
        />
        Active (shown in the shop)
      </label>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
