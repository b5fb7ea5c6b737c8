/**
 * The order list's search: name, email or number; status (with its count); the days
 * placed. A plain GET form underneath, so a search sent before the island starts still
 * lands on the right orders.
 */
import { useRef, type SubmitEvent } from 'react';
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
      <div className="col-span-2 grid gap-1 lg:col-span-1">
        <label htmlFor="order-search" className="text-sm font-semibold">
          Search by name, email or order number
        </label>
        <input
          id="order-search"
          type="search"
          name="q"
          ref={search}
          defaultValue={query.q}
          maxLength={200}
          className={control}
        />
      </div>
      <div className="col-span-2 grid gap-1 lg:col-span-1">
        <label htmlFor="order-filter" className="text-sm font-semibold">
          Filter by status
        </label>
        <select
          id="order-filter"
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
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor="order-from" className="text-sm font-semibold">
          Placed from
        </label>
        <input
          id="order-from"
          type="date"
          name="from"
          value={dayOnly(query.from)}
          max={dayOnly(query.to) || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className={control}
        />
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor="order-to" className="text-sm font-semibold">
          Placed to
        </label>
        <input
          id="order-to"
          type="date"
          name="to"
          value={dayOnly(query.to)}
          min={dayOnly(query.from) || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className={control}
        />
      </div>
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
