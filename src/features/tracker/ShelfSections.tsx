/** The shelf beyond 'Currently Reading': books recently finished (each can be read again) and books not finished. */
import BookCover from './BookCover';
import type { Entry } from './types';

interface Props {
  recent: Entry[];
  stopped: Entry[];
  onStatus(entry: Entry, action: 'resume' | 'reread'): void;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
/** 'A', 'A and B', 'A, B, and C'. */
const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

export default function ShelfSections({ recent, stopped, onStatus }: Props) {
  return (
    <>
      {recent.length > 0 && (
        <section aria-labelledby="recent-title">
          <h2 id="recent-title" className="text-plum text-2xl font-bold">
            Recently Completed
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {recent.map((entry) => {
              // Every finish, newest first: a reread keeps the earlier dates.
              const dates = entry.reads.length ? entry.reads.map((r) => r.finishedAt) : [entry.completedAt];
              return (
                <li key={entry.id} className="bg-surface flex items-center gap-3 rounded-2xl p-3 shadow-sm">
                  <BookCover entry={entry} size="sm" />
                  <div className="min-w-0">
                    <p className="font-semibold">{entry.title}</p>
                    {dates[0] && (
                      <p className="text-muted text-sm">
                        Finished {list.format(dates.slice(0, 3).flatMap((d) => (d ? [day(d)] : [])))}
                      </p>
                    )}
                    <button
                      type="button"
                      className="text-plum mt-1 min-h-11 font-semibold underline disabled:opacity-60"
                      disabled={entry.id < 0}
                      aria-label={`Read Again: ${entry.title}`}
                      onClick={() => onStatus(entry, 'reread')}
                    >
                      Read Again
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {stopped.length > 0 && (
        <section aria-labelledby="dnf-title">
          <h2 id="dnf-title" className="text-plum text-2xl font-bold">
            Did Not Finish
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {stopped.map((entry) => (
              <li key={entry.id} className="bg-surface flex items-center gap-3 rounded-2xl p-3 shadow-sm">
                <BookCover entry={entry} size="sm" />
                <div className="min-w-0">
                  <p className="font-semibold">{entry.title}</p>
                  <p className="text-muted text-sm">Stopped at {entry.progress}%</p>
                  <button
                    type="button"
                    className="text-plum mt-1 min-h-11 font-semibold underline disabled:opacity-60"
                    disabled={entry.id < 0}
                    aria-label={`Resume Reading: ${entry.title}`}
                    onClick={() => onStatus(entry, 'resume')}
                  >
                    Resume Reading
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
