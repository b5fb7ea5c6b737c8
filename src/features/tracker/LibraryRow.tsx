/** One book of the library: cover, title, authors, shelf, dates, rating and tags; edit or remove it. */
import { memo, useRef, useState } from 'react';
import BookCover from './BookCover';
import EntryEditor from './EntryEditor';
import { SHELF_LABELS, type ReadingStatus } from './progress';
import { dayText } from './shelf-format';
import type { Entry } from './types';

/** What the editor saves: the shelf, the rating and the private review. */
export interface EntryChanges {
  status: ReadingStatus;
  rating: number | null;
  review: string | null;
}

interface Props {
  entry: Entry;
  onSave(entry: Entry, changes: EntryChanges): Promise<boolean>;
  onRemove(entry: Entry): void;
}

/** What became of the book, in a few words after its shelf's name ('Finished on Aug 1, 2024 · read 3 times'). */
function story(entry: Entry): string {
  const reads = entry.reads.length + entry.undatedReads;
  const times = reads > 1 ? ` · read ${reads} times` : '';
  const latest = entry.reads[0]?.finishedAt ?? entry.completedAt;
  switch (entry.status) {
    case 'completed':
      return `${latest ? `on ${dayText(latest)}` : ''}${times}`;
    case 'reading':
    case 'dnf':
      return `at ${entry.progress}%${times}`;
    case 'want-to-read':
      return `since ${dayText(entry.addedAt)}${times}`;
  }
}

/** '★★★★½' for 4.5 (read out as 'Rated 4.5 of 5'). */
export function stars(rating: number): string {
  return '★'.repeat(Math.floor(rating)) + (rating % 1 ? '½' : '');
}

function LibraryRow({ entry, onSave, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const saving = entry.id < 0;
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <li className="bg-surface grid content-start gap-3 rounded-2xl p-3 shadow-sm">
      <div className="flex gap-3">
        <BookCover entry={entry} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{entry.title}</h3>
          {entry.author && (
            <p className="text-muted text-sm">
              by {entry.author}
              {entry.additionalAuthors && `, ${entry.additionalAuthors}`}
            </p>
          )}
          <p className="mt-1 text-sm">
            <span className="bg-plum/10 text-plum rounded-full px-2 py-0.5 font-semibold">
              {SHELF_LABELS[entry.status]}
            </span>{' '}
            {story(entry)}
          </p>
          {entry.rating !== null && (
            <p className="text-magenta mt-1 text-sm">
              <span aria-hidden="true">{stars(entry.rating)}</span>
              <span className="sr-only">Rated {entry.rating} of 5</span>
            </p>
          )}
          {entry.tags.length > 0 && (
            <p className="text-muted mt-1 text-xs">Shelves: {entry.tags.join(', ')}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          ref={toggle}
          type="button"
          className="btn-outline px-4"
          disabled={saving}
          aria-expanded={editing}
          aria-label={`Edit: ${entry.title}`}
          onClick={() => setEditing(!editing)}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn-outline px-4"
          disabled={saving}
          aria-label={`Remove: ${entry.title}`}
          onClick={() => onRemove(entry)}
        >
          Remove
        </button>
      </div>
      {editing && (
        <EntryEditor
          entry={entry}
          onCancel={close}
          onSave={async (changes) => {
            if (await onSave(entry, changes)) close();
          }}
        />
      )}
    </li>
  );
}

// A keystroke re-renders the list; rows whose entry did not change stay as they are.
export default memo(LibraryRow);
