/**
 * 'Want to read' and 'Add to my shelf' on a book's page: puts the book on the visitor's
 * reading shelf (the same shelf as the Reading Tracker), or moves it there when it is
 * already on another one. Hydrated only when the visitor first touches it
 * (`client:replay="interaction"`), so a book page loads no script until then; a click
 * made meanwhile is replayed.
 */
import { useId, useState } from 'react';
import { buttonRow } from '~/components/button-row';
import { ApiError, apiFetch, apiRequest } from '~/lib/http/api-client';
import { SHELF_LABELS, type ReadingStatus } from './progress';
import type { Entry } from './types';

interface Props {
  /** The catalogue book. */
  bookId: number;
  /** Its title and author, for the group's name and, should the book be gone, to add it by name. */
  title: string;
  author: string;
  /** Classes beside its own (its margin where it stands on its own). */
  className?: string;
}

/** The shelves 'Add to my shelf' offers besides 'Want to read'. */
const OTHER_SHELVES: { status: ReadingStatus; label: string }[] = [
  { status: 'reading', label: 'Reading Now' },
  { status: 'completed', label: 'Finished' },
  { status: 'dnf', label: 'Did Not Finish' },
];

/** Puts the book on `status`: a new entry, or the one already there moved. */
async function shelve(props: Props, status: ReadingStatus): Promise<{ entry: Entry; news: string }> {
  const shelf = SHELF_LABELS[status];
  let response: Response;
  let text: string;
  try {
    ({ response, text } = await apiFetch('POST', '/api/reading-progress', {
      bookId: props.bookId,
      shelf: status,
    }));
  } catch (error) {
    // The book left the catalogue since this page was built: add it by its title.
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    ({ response, text } = await apiFetch('POST', '/api/reading-progress', {
      title: props.title,
      author: props.author,
      shelf: status,
    }));
  }
  const entry = JSON.parse(text) as Entry;
  if (response.status === 201) return { entry, news: `Added to your ${shelf} shelf.` };
  if (entry.status === status) return { entry, news: `Already on your ${shelf} shelf.` };
  const moved = await apiRequest<Entry>('PATCH', `/api/reading-progress/${entry.id}`, { status });
  return { entry: moved, news: `Moved to your ${shelf} shelf.` };
}

export default function ShelfButton(props: Props) {
  const { title, className } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<{ text: string; failed?: boolean } | null>(null);
  const add = async (status: ReadingStatus) => {
    // The buttons stay enabled (a disabled button would drop the keyboard's focus); a second press waits.
    if (busy) return;
    setBusy(true);
    try {
      setNews({ text: (await shelve(props, status)).news });
      setOpen(false);
    } catch {
      setNews({ text: 'Something went wrong. Please try again later.', failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    // In a page's row of buttons its own are part of that row; what shows under them (the
    // shelves, the news) wraps within their width rather than widening the group out of the row.
    <div
      className={className ? `grid gap-3 ${className}` : 'grid gap-3'}
      role="group"
      aria-label={`Your reading shelf: ${title}`}
    >
      <div className={buttonRow}>
        <button
          type="button"
          className="btn-outline"
          aria-busy={busy}
          onClick={() => void add('want-to-read')}
        >
          Want to read
        </button>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={open}
          aria-controls={`${id}-shelves`}
          onClick={() => setOpen(!open)}
        >
          Add to my shelf
        </button>
      </div>
      <ul
        id={`${id}-shelves`}
        hidden={!open}
        className="flex flex-wrap gap-2 contain-inline-size"
        aria-label="Shelves"
      >
        {OTHER_SHELVES.map(({ status, label }) => (
          <li key={status}>
            <button type="button" className="btn-outline px-4 py-1.5" onClick={() => void add(status)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={
          news?.failed
            ? 'font-semibold text-red-700 contain-inline-size dark:text-red-300'
            : 'font-semibold contain-inline-size'
        }
      >
        {news && (
          <>
            {news.text}
            {!news.failed && (
              <>
                {' '}
                <a href="/reading-tracker" className="text-magenta underline underline-offset-2">
                  See it in your Reading Tracker
                </a>
              </>
            )}
          </>
        )}
      </p>
    </div>
  );
}
