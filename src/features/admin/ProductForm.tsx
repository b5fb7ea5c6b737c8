/** The ABF product form (create and edit), validated with the shared product schema. */
import { useState, type SubmitEvent } from 'react';
import { useFormValidation } from '../../lib/form-validation';
import Field, { inputClass } from './Field';
import type { PresentedProduct } from './present';
import { PRODUCT_CATEGORIES, productSchema, type ProductInput } from './schema';

interface Props {
  idPrefix: string;
  initial?: PresentedProduct;
  submitLabel: string;
  onSubmit(product: ProductInput): Promise<void>;
  onCancel?(): void;
}

/** The form's values as the schema reads them. */
function readProduct(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? ''),
    description: String(data.get('description') ?? ''),
    category: String(data.get('category') ?? 'hat'),
    color: String(data.get('color') ?? ''),
    imageUrl: String(data.get('imageUrl') ?? ''),
    price: String(data.get('price') ?? ''),
    isActive: data.get('isActive') === 'on',
  };
}

export default function ProductForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { errors, validate } = useFormValidation(productSchema, readProduct);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form).success) return;
    const product = readProduct(form);
    setBusy(true);
    try {
      await onSubmit(product as ProductInput);
      if (!initial) form.reset();
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
          <select {...a} name="category" defaultValue={initial?.category ?? 'hat'} className={inputClass}>
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
        <Field id={id('image')} label="Image URL" error={errors.imageUrl}>
          {(a) => (
            <input
              {...a}
              name="imageUrl"
              type="url"
              defaultValue={initial?.imageUrl}
              required
              className={inputClass}
            />
          )}
        </Field>
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
