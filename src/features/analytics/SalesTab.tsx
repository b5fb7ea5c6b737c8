/** Sales Momentum: fixed sample figures only (SPEC.md §2), labelled as such. */
import ChartFigure from './ChartFigure';
import { formatNumber } from './format';
import { SAMPLE_LIFETIME_VALUE, SAMPLE_SALES } from './samples';
import TabSection from './TabSection';

export default function SalesTab() {
  const books = SAMPLE_SALES.reduce((n, m) => n + m.books, 0);
  const orders = SAMPLE_SALES.reduce((n, m) => n + m.abfOrders, 0);
  return (
    <div className="grid gap-8">
      <p role="note" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <strong>Sample data.</strong> Sales are not measured on this page yet: the figures in this tab are
        fixed illustrations, not live results.
      </p>
      <ChartFigure
        title="Monthly sales (sample)"
        source="sample"
        kind="bar"
        height={280}
        data={SAMPLE_SALES}
        xKey="month"
        xLabel="Month"
        series={[
          { key: 'books', label: 'Books sold', color: 'var(--color-plum)' },
          { key: 'abfOrders', label: 'ABF orders', color: 'var(--color-magenta)' },
        ]}
        summary={`Sample figures for six months: ${formatNumber(books)} books and ${formatNumber(orders)} ABF orders, rising from ${SAMPLE_SALES[0]!.books} books in ${SAMPLE_SALES[0]!.month} to ${SAMPLE_SALES.at(-1)!.books} in ${SAMPLE_SALES.at(-1)!.month}.`}
      />
      <TabSection id="ltv-heading" title="Customer lifetime value" kind="sample">
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SAMPLE_LIFETIME_VALUE.map((s) => (
            <li key={s.segment} className="bg-surface rounded-2xl border border-amber-200 p-5 shadow-sm">
              <p className="text-muted text-sm font-semibold">{s.segment}</p>
              <p className="text-plum mt-1 font-serif text-3xl font-bold">${formatNumber(s.dollars)}</p>
              <p className="text-muted mt-1 text-xs">Sample figure</p>
            </li>
          ))}
        </ul>
      </TabSection>
    </div>
  );
}
