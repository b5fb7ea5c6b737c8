/**
 * The book form's 'Formats': each format the book comes in, with its ISBN, its list price
 * and the shops that sell it, added and removed by the owner. Controls are named by path
 * (nested-fields.ts), so each error shows at its own control.
 */
import { useState } from 'react';
import type { BookFormat } from '~db/schema';
import { bookFormatTypes } from '~db/enums';
import { SelectField, TextField } from '~/features/admin/Field';
import { formatPrice } from '~/features/shop/money';
import type { FieldErrors } from '~/lib/forms/validation';
import { displayIsbn, FORMAT_LABELS } from '../formats';

interface Props {
  idPrefix: string;
  initial: BookFormat[];
  errors: FieldErrors;
}

interface ShopRow {
  key: number;
  label: string;
  url: string;
}
interface FormatRow {
  key: number;
  format: string;
  isbn: string;
  price: string;
  shops: ShopRow[];
}

let keys = 0;
const FORMAT_OPTIONS = bookFormatTypes.map((f) => [f, FORMAT_LABELS[f]] as const);

/** The first format the book does not list yet (paperback after an eBook, ...). */
const nextFormat = (rows: FormatRow[]) =>
  bookFormatTypes.find((f) => !rows.some((r) => r.format === f)) ?? 'ebook';

export default function FormatRows({ idPrefix, initial, errors }: Props) {
  const [rows, setRows] = useState<FormatRow[]>(() =>
    initial.map((f) => ({
      key: ++keys,
      format: f.format,
      isbn: f.isbn ? displayIsbn(f.isbn) : '',
      price: f.priceCents === null ? '' : formatPrice(f.priceCents),
      shops: f.retailers.map((r) => ({ ...r, key: ++keys })),
    })),
  );
  const change = (key: number, update: (row: FormatRow) => FormatRow) =>
    setRows((all) => all.map((row) => (row.key === key ? update(row) : row)));
  const id = (name: string) => `${idPrefix}-${name.replaceAll('.', '-')}`;
  const listError = errors.formats;

  return (
    <fieldset className="grid gap-3" aria-describedby={listError ? id('formats-error') : undefined}>
      <legend className="text-ink text-sm font-semibold">Formats</legend>
      <p className="text-muted text-sm">
        Each format with its ISBN (Google shows books with one), its price and where it is sold.
      </p>
      {rows.map((row, i) => {
        const at = `formats.${i}`;
        const label = FORMAT_LABELS[row.format as keyof typeof FORMAT_LABELS] ?? 'Format';
        return (
          <div key={row.key} className="border-plum/15 grid gap-3 rounded-lg border p-3">
            <div className="grid gap-2 sm:grid-cols-3">
              <SelectField
                id={id(`${at}.format`)}
                name={`${at}.format`}
                label={`Format ${i + 1}`}
                value={row.format}
                onChange={(e) => change(row.key, (r) => ({ ...r, format: e.target.value }))}
                options={FORMAT_OPTIONS}
                error={errors[`${at}.format`]}
              />
              <TextField
                id={id(`${at}.isbn`)}
                name={`${at}.isbn`}
                label={`${label} ISBN`}
                value={row.isbn}
                onChange={(e) => change(row.key, (r) => ({ ...r, isbn: e.target.value }))}
                placeholder="978-…"
                error={errors[`${at}.isbn`]}
              />
              <TextField
                id={id(`${at}.price`)}
                name={`${at}.price`}
                label={`${label} price`}
                inputMode="decimal"
                value={row.price}
                onChange={(e) => change(row.key, (r) => ({ ...r, price: e.target.value }))}
                placeholder="$4.99"
                error={errors[`${at}.price`]}
              />
            </div>
            {row.shops.map((shop, j) => (
              <div key={shop.key} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
                <TextField
                  id={id(`${at}.retailers.${j}.label`)}
                  name={`${at}.retailers.${j}.label`}
                  label={`${label} shop ${j + 1} name`}
                  defaultValue={shop.label}
                  placeholder="Bookshop.org"
                  error={errors[`${at}.retailers.${j}.label`]}
                />
                <TextField
                  id={id(`${at}.retailers.${j}.url`)}
                  name={`${at}.retailers.${j}.url`}
                  label={`${label} shop ${j + 1} link`}
                  type="url"
                  inputMode="url"
                  defaultValue={shop.url}
                  placeholder="https://…"
                  error={errors[`${at}.retailers.${j}.url`]}
                />
                <button
                  type="button"
                  className="btn-outline px-4"
                  onClick={() =>
                    change(row.key, (r) => ({ ...r, shops: r.shops.filter((s) => s.key !== shop.key) }))
                  }
                >
                  Remove
                  <span className="sr-only">
                    {' '}
                    {label} shop {j + 1}
                  </span>
                </button>
              </div>
            ))}
            {errors[`${at}.retailers`] && (
              <p className="text-sm font-medium text-red-700">{errors[`${at}.retailers`]}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-outline px-4 text-sm"
                onClick={() =>
                  change(row.key, (r) => ({ ...r, shops: [...r.shops, { key: ++keys, label: '', url: '' }] }))
                }
              >
                Add a shop<span className="sr-only"> for the {label}</span>
              </button>
              <button
                type="button"
                className="btn-outline px-4 text-sm"
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                Remove format<span className="sr-only"> {label}</span>
              </button>
            </div>
          </div>
        );
      })}
      {listError && (
        <p id={id('formats-error')} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn-outline px-4 text-sm"
          onClick={() =>
            setRows((all) => [
              ...all,
              { key: ++keys, format: nextFormat(all), isbn: '', price: '', shops: [] },
            ])
          }
        >
          Add a format
        </button>
      </div>
    </fieldset>
  );
}
