/**
 * The order list's search: name, email or number; status (with its count); the days
 * placed. A plain GET form underneath, so a search sent before the island starts still
 * lands on the right orders.
 */
import { useRef, type SubmitEvent } from 'react';
import Field from '~/features/admin/Field';
import type { OrderQuery } from './order-query';
import type { OrderTotalsView } from './order-totals';
import { statusLabel } from './OrderCard';
import { ORDER_STATUSES } from './order-status-schema';

interface Props {
  query: OrderQuery;
  totals: OrderTotalsView;
  onChange(change: Partial<OrderQuery>): void;
}

const control = 'border-muted/50 min-h-11 w-full min-w-0 rounded-lg border bg-surface px-2 sm:px-3';
/** The search and the status take the whole row on a phone. */
const wide = 'col-span-2 lg:col-span-1';
/** The days placed, from and to. */
const DAYS = [
  ['from', 'Placed from'],
  ['to', 'Placed to'],
] as const;
const dayOnly = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export default function OrderFilters({ query, totals, onChange }: Props) {
  const search = useRef<HTMLInputElement>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  }

  return (
    <form
      method="get"
      action="/admin/orders"
      role="search"
      aria-label="Orders"
      onSubmit={submit}
      className="bg-surface grid grid-cols-2 gap-3 rounded-xl p-4 shadow-sm lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field id="order-search" label="Search by name, email or order number" className={wide}>
        {(a11y) => (
          <input
            {...a11y}
            type="search"
            name="q"
            ref={search}
            defaultValue={query.q}
            maxLength={200}
            className={control}
          />
        )}
      </Field>
      <Field id="order-filter" label="Filter by status" className={wide}>
        {(a11y) => (
          <select
            {...a11y}
            name="status"
            value={query.status}
            onChange={(e) => onChange({ status: e.target.value as OrderQuery['status'] })}
            className={control}
          >
            <option value="">All orders ({totals.all.count})</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)} ({totals.byStatus[s].count})
              </option>
            ))}
          </select>
        )}
      </Field>
      {DAYS.map(([name, label]) => (
        <Field key={name} id={`order-${name}`} label={label} className="min-w-0">
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              name={name}
              value={dayOnly(query[name])}
              min={name === 'to' ? dayOnly(query.from) || undefined : undefined}
              max={name === 'from' ? dayOnly(query.to) || undefined : undefined}
              onChange={(e) => onChange({ [name]: e.target.value })}
              className={control}
            />
          )}
        </Field>
      ))}
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className="btn-primary">
          Search
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            if (search.current) search.current.value = '';
            onChange({ q: '', status: '', from: '', to: '' });
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
