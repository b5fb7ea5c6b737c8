/** The book form's 'Other shops': a name and a link per shop, added and removed by the owner. */
import { useState } from 'react';
import { TextField } from '~/features/admin/Field';

interface Props {
  idPrefix: string;
  initial: { label: string; url: string }[];
  /** The schema's message for the shops as a whole. */
  error?: string;
}

let rowKeys = 0;

export default function RetailerRows({ idPrefix, initial, error }: Props) {
  const [shops, setShops] = useState(() => initial.map((r) => ({ ...r, key: ++rowKeys })));
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? id('shops-error') : undefined}>
      <legend className="text-ink text-sm font-semibold">Other shops</legend>
      {shops.map((shop, i) => (
        <div key={shop.key} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <TextField
            id={id(`shop-label-${shop.key}`)}
            label={`Shop ${i + 1} name`}
            name="retailerLabel"
            defaultValue={shop.label}
            placeholder="Bookshop"
          />
          <TextField
            id={id(`shop-url-${shop.key}`)}
            label={`Shop ${i + 1} link`}
            name="retailerUrl"
            type="url"
            inputMode="url"
            defaultValue={shop.url}
            placeholder="https://…"
          />
          <button
            type="button"
            className="btn-outline px-4"
            onClick={() => setShops((all) => all.filter((s) => s.key !== shop.key))}
          >
            Remove<span className="sr-only"> shop {i + 1}</span>
          </button>
        </div>
      ))}
      {error && (
        <p id={id('shops-error')} className="text-sm font-medium text-red-700">
          {error}
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
  );
}
