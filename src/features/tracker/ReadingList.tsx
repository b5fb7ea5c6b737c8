/** The 'Currently Reading' entries, each with '+10%', 'Mark Complete', typed progress and 'Did Not Finish'. */
import { useState } from 'react';
import BookCover from './BookCover';
import ProgressForm from './ProgressForm';
import { MAX_PROGRESS } from './progress';
import ProgressBar from './ProgressBar';
import type { Entry } from './types';

interface Props {
  entries: Entry[];
  onChange(entry: Entry, kind: 'increment' | 'complete'): void;
  onPages(entry: Entry, currentPage: number, totalPages: number): void;
  onPercent(entry: Entry, progress: number): void;
  onStop(entry: Entry): void;
}

export default function ReadingList({ entries, onChange, onPages, onPercent, onStop }: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  const close = (id: number) => {
    setEditing(null);
    // Back to the button that opened the form.
    requestAnimationFrame(() => document.getElementById(`progress-toggle-${id}`)?.focus());
  };
  return (
    <ul className="mt-4 grid gap-4">
      {entries.map((entry) => {
        const saving = entry.id < 0;
        const name = entry.title;
        return (
          <li key={entry.id} className="bg-surface grid gap-4 rounded-2xl p-4 shadow-sm">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-4">
                <BookCover entry={entry} size="md" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-serif text-lg font-bold">{name}</h3>
                  {entry.author && <p className="text-muted text-sm">by {entry.author}</p>}
                  <div className="mt-2 flex items-center gap-3">
                    <ProgressBar value={entry.progress} label={`${name} progress`} />
                    <span className="w-12 text-right text-sm font-semibold">{entry.progress}%</span>
                  </div>
                  {entry.totalPages !== null && (
                    <p className="text-muted mt-1 text-sm">
                      Page {entry.currentPage ?? 0} of {entry.totalPages}
                    </p>
                  )}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-outline px-4"
                  disabled={saving || entry.progress >= MAX_PROGRESS}
                  onClick={() => onChange(entry, 'increment')}
                >
                  +10%<span className="sr-only"> for {name}</span>
                </button>
                <button
                  type="button"
                  className="btn-primary px-4"
                  disabled={saving}
                  onClick={() => onChange(entry, 'complete')}
                >
                  Mark Complete<span className="sr-only">: {name}</span>
                </button>
                <button
                  type="button"
                  id={`progress-toggle-${entry.id}`}
                  className="btn-outline px-4"
                  disabled={saving}
                  aria-expanded={editing === entry.id}
                  aria-label={`Update Progress: ${name}`}
                  onClick={() => setEditing(editing === entry.id ? null : entry.id)}
                >
                  Update Progress
                </button>
                <button
                  type="button"
                  className="btn-outline px-4"
                  disabled={saving}
                  aria-label={`Did Not Finish: ${name}`}
                  onClick={() => onStop(entry)}
                >
                  Did Not Finish
                </button>
              </div>
            </div>
            {editing === entry.id && (
              <ProgressForm
                entry={entry}
                onCancel={() => close(entry.id)}
                onPercent={(progress) => {
                  close(entry.id);
                  onPercent(entry, progress);
                }}
                onPages={(current, total) => {
                  close(entry.id);
                  onPages(entry, current, total);
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
