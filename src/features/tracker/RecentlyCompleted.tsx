/** The books finished most recently (each can be read again); the whole library is below them. */
import BookCover from './BookCover';
import { dayText, listText } from './shelf-format';
import type { Entry } from './types';

interface Props {
  recent: Entry[];
  onReread(entry: Entry): void;
}

/** Every finish, newest first (a reread keeps the earlier dates), as 'Finished A, B, and C'. */
function finished(entry: Entry): string | undefined {
  const dates = entry.reads.length ? entry.reads.map((r) => r.finishedAt) : [entry.completedAt];
  if (!dates[0]) return undefined;
  return `Finished ${listText(dates.slice(0, 3).flatMap((d) => (d ? [dayText(d)] : [])))}`;
}

export default function RecentlyCompleted({ recent, onReread }: Props) {
  if (!recent.length) return null;
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title" className="text-plum text-2xl font-bold">
        Recently Completed
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {recent.map((entry) => (
          <li key={entry.id} className="bg-surface flex items-center gap-3 rounded-2xl p-3 shadow-sm">
            <BookCover entry={entry} size="sm" />
            <div className="min-w-0">
              <p className="font-semibold">{entry.title}</p>
              {entry.author && <p className="text-muted text-sm">by {entry.author}</p>}
              {finished(entry) && <p className="text-muted text-sm">{finished(entry)}</p>}
              <button
                type="button"
                className="text-plum mt-1 min-h-11 font-semibold underline disabled:opacity-60"
                disabled={entry.id < 0}
                aria-label={`Read Again: ${entry.title}`}
                onClick={() => onReread(entry)}
              >
                Read Again
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
