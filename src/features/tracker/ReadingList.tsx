/** The 'Currently Reading' entries, each with '+10%' and 'Mark Complete'. */
import { MAX_PROGRESS } from './progress';
import ProgressBar from './ProgressBar';
import type { Entry } from './types';

interface Props {
  entries: Entry[];
  onChange(entry: Entry, kind: 'increment' | 'complete'): void;
}

export default function ReadingList({ entries, onChange }: Props) {
  return (
    <ul className="mt-4 grid gap-4">
      {entries.map((entry) => {
        const saving = entry.id < 0;
        return (
          <li
            key={entry.id}
            className="bg-surface flex flex-col gap-4 rounded-2xl p-4 shadow-sm sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <img
                src={entry.book.coverImage}
                alt=""
                width="56"
                height="84"
                className="h-21 w-14 rounded object-cover"
              />
              <div className="min-w-0 flex-1">
                <h3 className="font-serif text-lg font-bold">{entry.book.title}</h3>
                <div className="mt-2 flex items-center gap-3">
                  <ProgressBar value={entry.progress} label={`${entry.book.title} progress`} />
                  <span className="w-12 text-right text-sm font-semibold">{entry.progress}%</span>
                </div>
              </div>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-outline px-4"
                disabled={saving || entry.progress >= MAX_PROGRESS}
                onClick={() => onChange(entry, 'increment')}
              >
                +10%<span className="sr-only"> for {entry.book.title}</span>
              </button>
              <button
                type="button"
                className="btn-primary px-4"
                disabled={saving}
                onClick={() => onChange(entry, 'complete')}
              >
                Mark Complete<span className="sr-only">: {entry.book.title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
