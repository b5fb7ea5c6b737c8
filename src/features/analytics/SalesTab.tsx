/**
 * Sales Momentum: the shop's and the books' sales are the owner's business, shown in her
 * admin only; the public dashboard never shows sample sales as if they were hers (CONTRACT.md §16).
 */
export default function SalesTab() {
  return (
    <section
      aria-labelledby="sales-private-heading"
      className="border-plum/10 bg-surface rounded-2xl border p-6 shadow-sm"
    >
      <h2 id="sales-private-heading" className="text-plum text-xl font-bold">
        Sales stay private
      </h2>
      <p className="text-muted mt-2">
        This dashboard shows what the community does on this site, measured from anonymous visits. Sales are
        not published here. To be part of them, browse the books or the Always Be Fabulous collection.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href="/catalog" className="btn-primary">
          Browse the Books
        </a>
        <a href="/always-be-fabulous" className="btn-outline">
          Shop Always Be Fabulous
        </a>
      </p>
    </section>
  );
}
