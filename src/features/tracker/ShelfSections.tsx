/** The shelf beyond 'Currently Reading': books recently finished (each can be read again) and books not finished. */
import type { ReactNode } from 'react';
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

/** Every finish, newest first (a reread keeps the earlier dates), as 'Finished A, B, and C'. */
function finished(entry: Entry): string | undefined {
  const dates = entry.reads.length ? entry.reads.map((r) => r.finishedAt) : [entry.completedAt];
  if (!dates[0]) return undefined;
  return `Finished ${list.format(dates.slice(0, 3).flatMap((d) => (d ? [day(d)] : [])))}`;
}

export default function ShelfSections({ recent, stopped, onStatus }: Props) {
  const shelves = [
    {
      id: 'recent-title',
      title: 'Recently Completed',
      entries: recent,
      line: finished,
      action: 'Read Again',
      status: 'reread' as const,
    },
    {
      id: 'dnf-title',
      title: 'Did Not Finish',
      entries: stopped,
      line: (entry: Entry) => `Stopped at ${entry.progress}%`,
      action: 'Resume Reading',
      status: 'resume' as const,
    },
  ];
  return shelves.map(
    (shelf) =>
      shelf.entries.length > 0 && (
        <Shelf key={shelf.id} id={shelf.id} title={shelf.title}>
          {shelf.entries.map((entry) => (
            <ShelfBook
              key={entry.id}
              entry={entry}
              line={shelf.line(entry)}
              action={shelf.action}
              onAction={() => onStatus(entry, shelf.status)}
            />
          ))}
        </Shelf>
      ),
  );
}

/** A titled row of shelf books; `id` is the heading's, which labels the section. */
function Shelf({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-plum text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">{children}</ul>
    </section>
  );
}

interface ShelfBookProps {
  entry: Entry;
  /** What became of it (finished when, stopped where). */
  line?: string;
  /** The button's text; its accessible name adds the title. */
  action: string;
  onAction(): void;
}

/** A book on the shelf: cover, title, a line about it and one action (not until it is saved). */
function ShelfBook({ entry, line, action, onAction }: ShelfBookProps) {
  return (
    <li className="bg-surface flex items-center gap-3 rounded-2xl p-3 shadow-sm">
      <BookCover entry={entry} size="sm" />
      <div className="min-w-0">
        <p className="font-semibold">{entry.title}</p>
        {line && <p className="text-muted text-sm">{line}</p>}
        <button
          type="button"
          className="text-plum mt-1 min-h-11 font-semibold underline disabled:opacity-60"
          disabled={entry.id < 0}
          aria-label={`${action}: ${entry.title}`}
          onClick={onAction}
        >
          {action}
        </button>
      </div>
    </li>
  );
}
