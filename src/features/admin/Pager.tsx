/** Previous and next page of an admin list, with where the owner is; nothing for a single page. */

interface Props {
  /** The navigation's name: 'Pages of messages'. */
  label: string;
  page: number;
  pages: number;
  /** While a page loads. */
  disabled: boolean;
  onPage(page: number): void;
}

export default function Pager({ label, page, pages, disabled, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3">
      <button
        type="button"
        className="btn-outline"
        disabled={page <= 1 || disabled}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn-outline"
        disabled={page >= pages || disabled}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
