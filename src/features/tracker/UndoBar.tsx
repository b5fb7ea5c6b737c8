/**
 * The page's undo: after a book is removed or a library imported, a bar at the bottom of
 * the screen says what happened and offers to undo it, until it is used or dismissed (no
 * timer: a reader who needs longer still gets their books back). It takes the focus, so
 * the keyboard is where the undo is.
 */
import { useEffect, useRef, useState } from 'react';

/** What can be undone: the news, the button's full name, and the undoing. */
export interface Undoable {
  message: string;
  label: string;
  run(): Promise<boolean>;
}

interface Props {
  undo: Undoable;
  onDone(): void;
}

export default function UndoBar({ undo, onDone }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => button.current?.focus(), [undo]);
  return (
    <div
      role="status"
      className="bg-ink text-cream fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-xl p-3 shadow-xl"
    >
      <p className="min-w-0 flex-1 font-semibold">{undo.message}</p>
      <button
        ref={button}
        type="button"
        aria-label={undo.label}
        disabled={busy}
        className="btn bg-gold text-plum-dark hover:bg-cream min-h-11 px-4"
        onClick={async () => {
          setBusy(true);
          if (await undo.run()) onDone();
          setBusy(false);
        }}
      >
        {busy ? 'Undoing…' : 'Undo'}
      </button>
      <button type="button" className="text-cream min-h-11 px-2 underline" onClick={onDone}>
        Dismiss
      </button>
    </div>
  );
}
