/** The book form of the Books tab (new and edit), validated with the endpoint's own schema. */
import { useState, type SubmitEvent } from 'react';
import type { Book } from '~db/schema';
import { useFormValidation } from '~/lib/forms/validation';
import { bookSchema, type BookInput } from './book-schema';
import Field, { inputClass } from '~/features/admin/Field';
import ImageField from '~/features/media/admin/ImageField';

interface Props {
  idPrefix: string;
  initial?: Book;
  submitLabel: string;
  /** Sends the validated book; rejects with a message to show. */
  onSubmit(book: BookInput): Promise<void>;
  onCancel(): void;
}

/** The form's values as the schema reads them: numbers as numbers, shop rows as a list. */
function readBook(form: HTMLFormElement): BookInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const labels = data.getAll('retailerLabel').map(String);
  const urls = data.getAll('retailerUrl').map(String);
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    title: text('title'),
    description: text('description'),
    coverImage: text('coverImage'),
    rating: text('rating').trim() || '0',
    reviewCount: number(text('reviewCount')) ?? 0,
    featured: data.get('featured') === 'on',
    seriesName: text('seriesName'),
    seriesOrder: number(text('seriesOrder')),
    amazonUrl: text('amazonUrl').trim(),
    retailers: labels
      .map((label, i) => ({ label, url: urls[i] ?? '' }))
      .filter((r) => r.label.trim() !== '' || r.url.trim() !== ''),
  } as BookInput;
}

let rowKeys = 0;

export default function BookForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { errors, validate, onChange } = useFormValidation(bookSchema, readBook);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [shops, setShops] = useState(() => (initial?.retailers ?? []).map((r) => ({ ...r, key: ++rowKeys })));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form).success) return;
    setFormError('');
    setBusy(true);
    try {
      await onSubmit(readBook(form));
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} onChange={onChange} className="grid gap-4" noValidate>
      <Field id={id('title')} label="Title" error={errors.title}>
        {(a) => <input {...a} name="title" defaultValue={initial?.title} required className={inputClass} />}
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        {(a) => (
          <textarea
            {...a}
            name="description"
            rows={4}
            defaultValue={initial?.description}
            required
            className={inputClass}
          />
        )}
      </Field>
      <ImageField
        id={id('cover')}
        name="coverImage"
        label="Cover image URL"
        defaultValue={initial?.coverImage}
        error={errors.coverImage}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={id('rating')} label="Rating (0 to 5)" error={errors.rating}>
          {(a) => (
            <input
              {...a}
              name="rating"
              type="number"
              inputMode="decimal"
              min={0}
              max={5}
              step={0.1}
              defaultValue={initial?.rating ?? ''}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={id('reviews')} label="Review count" error={errors.reviewCount}>
          {(a) => (
            <input
              {...a}
              name="reviewCount"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={initial?.reviewCount ?? ''}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex items-end">
          <label className="flex min-h-11 items-center gap-2 font-semibold">
            <input type="checkbox" name="featured" defaultChecked={initial?.featured} className="size-5" />
            Featured on the home page
          </label>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field
          id={id('series')}
          label="Series name"
          error={errors.seriesName}
          hint="Leave empty for a standalone."
        >
          {(a) => (
            <input {...a} name="seriesName" defaultValue={initial?.seriesName ?? ''} className={inputClass} />
          )}
        </Field>
        <Field id={id('series-order')} label="Book number in series" error={errors.seriesOrder}>
          {(a) => (
            <input
              {...a}
              name="seriesOrder"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={initial?.seriesOrder ?? ''}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field
        id={id('amazon')}
        label="Amazon URL"
        error={errors.amazonUrl}
        hint="The book's Amazon product page; empty when it is not on Amazon."
      >
        {(a) => (
          <input
            {...a}
            name="amazonUrl"
            type="url"
            inputMode="url"
            defaultValue={initial?.amazonUrl ?? ''}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset className="grid gap-3" aria-describedby={errors.retailers ? id('shops-error') : undefined}>
        <legend className="text-ink text-sm font-semibold">Other shops</legend>
        {shops.map((shop, i) => (
          <div key={shop.key} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <Field id={id(`shop-label-${shop.key}`)} label={`Shop ${i + 1} name`}>
              {(a) => (
                <input
                  {...a}
                  name="retailerLabel"
                  defaultValue={shop.label}
                  placeholder="Bookshop"
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={id(`shop-url-${shop.key}`)} label={`Shop ${i + 1} link`}>
              {(a) => (
                <input
                  {...a}
                  name="retailerUrl"
                  type="url"
                  inputMode="url"
                  defaultValue={shop.url}
                  placeholder="https://…"
                  className={inputClass}
                />
              )}
            </Field>
            <button
              type="button"
              className="btn-outline px-4"
              onClick={() => setShops((all) => all.filter((s) => s.key !== shop.key))}
            >
              Remove<span className="sr-only"> shop {i + 1}</span>
            </button>
          </div>
        ))}
        {errors.retailers && (
          <p id={id('shops-error')} className="text-sm font-medium text-red-700">
            {errors.retailers}
          </p>
        )}
        <div>
          <button
            type="button"
            className="btn-outline px-4 text-sm"
            onClick={() => setShops((all) => [...all, { label: '', url: '', key: ++rowKeys }])}
          >
            Add a shop
          </button>
        </div>
      </fieldset>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
