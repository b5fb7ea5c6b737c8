/**
 * The product form's further photos, beside its main image: each an upload or a URL with
 * the words that describe it (its alt text), added, removed and reordered by the owner.
 * Controls are named by path ('photos.0.url'), see ~/features/admin/nested-fields.
 */
import { useState } from 'react';
import type { ProductPhoto } from '~db/schema';
import { TextField } from '~/features/admin/Field';
import type { FieldErrors } from '~/lib/forms/validation';
import ImageField from '~/features/media/admin/ImageField';

interface Props {
  idPrefix: string;
  initial: ProductPhoto[];
  errors: FieldErrors;
}

let keys = 0;

export default function PhotoRows({ idPrefix, initial, errors }: Props) {
  const [rows, setRows] = useState(() => initial.map((p) => ({ ...p, key: ++keys })));
  const id = (name: string) => `${idPrefix}-${name.replaceAll('.', '-')}`;
  const move = (from: number, to: number) =>
    setRows((all) => {
      const next = [...all];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  return (
    <fieldset
      className="grid gap-3 sm:col-span-2"
      aria-describedby={errors.photos ? id('photos-error') : undefined}
    >
      <legend className="text-ink text-sm font-semibold">More photos</legend>
      <p className="text-muted text-sm">Shown on the product's page after the main image.</p>
      {rows.map((row, i) => (
        <div key={row.key} className="border-plum/15 grid gap-2 rounded-lg border p-3">
          <ImageField
            id={id(`photos.${i}.url`)}
            name={`photos.${i}.url`}
            label={`Photo ${i + 1}`}
            defaultValue={row.url}
            error={errors[`photos.${i}.url`]}
          />
          <TextField
            id={id(`photos.${i}.alt`)}
            name={`photos.${i}.alt`}
            label={`Photo ${i + 1} description`}
            hint="What the photo shows, for people who cannot see it."
            defaultValue={row.alt}
            error={errors[`photos.${i}.alt`]}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline px-4 text-sm"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              Move up<span className="sr-only"> photo {i + 1}</span>
            </button>
            <button
              type="button"
              className="btn-outline px-4 text-sm"
              disabled={i === rows.length - 1}
              onClick={() => move(i, i + 1)}
            >
              Move down<span className="sr-only"> photo {i + 1}</span>
            </button>
            <button
              type="button"
              className="btn-outline px-4 text-sm"
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              Remove<span className="sr-only"> photo {i + 1}</span>
            </button>
          </div>
        </div>
      ))}
      {errors.photos && (
        <p id={id('photos-error')} className="text-sm font-medium text-red-700">
          {errors.photos}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn-outline px-4 text-sm"
          onClick={() => setRows((all) => [...all, { url: '', alt: '', key: ++keys }])}
        >
          Add a photo
        </button>
      </div>
    </fieldset>
  );
}
