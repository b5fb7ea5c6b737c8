/**
 * A list tab's note of the editors whose unsaved changes the server kept (an autosave),
 * each with Continue, which opens that editor (it then offers to restore them).
 */
import { useEffect, useState } from 'react';
import type { AutosaveView } from './autosave-schema';
import { api, formatDateTime } from './api-client';

interface Props {
  /** 'post:' or 'issue:'. */
  prefix: 'post:' | 'issue:';
  /** Opens the editor of a key's work: `id` null for the new one. */
  onContinue(id: number | null): void;
  /** Whether the record with this id is in the list shown (others are not offered here). */
  shown(id: number): boolean;
}

export default function KeptWorkList({ prefix, onContinue, shown }: Props) {
  const [kept, setKept] = useState<AutosaveView[]>([]);

  useEffect(() => {
    let live = true;
    api<AutosaveView[]>(`/api/admin/autosaves?prefix=${encodeURIComponent(prefix)}`).then(
      (list) => live && setKept(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [prefix]);

  const offered = kept.filter((k) => {
    const id = k.key.slice(prefix.length);
    return id === 'new' || shown(Number(id));
  });
  if (offered.length === 0) return null;
  return (
    <section
      aria-labelledby={`kept-${prefix.slice(0, -1)}`}
      className="border-gold bg-gold/10 rounded-xl border-2 p-4"
    >
      <h3 id={`kept-${prefix.slice(0, -1)}`} className="font-semibold">
        Unsaved work kept for you
      </h3>
      <ul className="mt-2 grid gap-2">
        {offered.map((k) => {
          const id = k.key.slice(prefix.length);
          return (
            <li key={k.key} className="flex flex-wrap items-center justify-between gap-2">
              <span className="break-words">
                {k.label || 'Untitled'}
                {id === 'new' ? ' (not created yet)' : ''} · {formatDateTime(k.savedAt)}
              </span>
              <button
                type="button"
                className="btn-outline"
                onClick={() => onContinue(id === 'new' ? null : Number(id))}
              >
                Continue<span className="sr-only"> {k.label || 'the untitled work'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
