/**
 * Offers an editor's unsaved changes the server kept (its autosave) when the editor opens:
 * 'Restore them' puts them back in the form, 'Discard them' forgets them.
 */
import { useEffect, useState } from 'react';
import type { AutosaveView } from './autosave-schema';
import { api, formatDateTime } from './api-client';

interface Props {
  /** The editor's autosave key ('post:new', 'issue:3'). */
  editorKey: string;
  /** Puts the kept fields back in the form. */
  onRestore(value: AutosaveView['value']): void;
}

export default function KeptWork({ editorKey, onRestore }: Props) {
  const [kept, setKept] = useState<AutosaveView | null>(null);

  useEffect(() => {
    let live = true;
    api<AutosaveView>(`/api/admin/autosaves/${editorKey}`).then(
      (found) => live && setKept(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [editorKey]);

  if (!kept) return null;
  return (
    <div
      role="group"
      aria-labelledby={`kept-${editorKey.replace(':', '-')}`}
      className="border-gold bg-gold/10 grid gap-2 rounded-lg border-2 p-3"
    >
      <p id={`kept-${editorKey.replace(':', '-')}`} className="text-sm font-semibold">
        Unsaved changes from {formatDateTime(kept.savedAt)} were kept for you.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            onRestore(kept.value);
            setKept(null);
          }}
        >
          Restore them
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            setKept(null);
            void api(`/api/admin/autosaves/${editorKey}`, { method: 'DELETE' }).catch(() => {});
          }}
        >
          Discard them
        </button>
      </div>
    </div>
  );
}
