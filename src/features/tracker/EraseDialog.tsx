/** 'Erase My Shelf' (loaded on first use): asks before the whole shelf is erased, for good. */
import { useState } from 'react';
import type { LazyDialogProps } from './DialogButton';
import DialogFrame from './DialogFrame';

export interface EraseProps {
  /** Erases the shelf; true once it is gone. */
  onErase(): Promise<boolean>;
}

export default function EraseDialog({ onErase, onClose }: EraseProps & LazyDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame
      title="Erase Your Reading Shelf?"
      description="Every book on it, every finished read, your rating and review of each, your yearly goals and the links to your other devices are deleted from this site for good. Download your shelf first if you want to keep it."
      onClose={onClose}
      closeLabel="Keep My Shelf"
    >
      <button
        type="button"
        className="btn mt-4 min-h-11 self-start bg-red-700 text-white hover:bg-red-800"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          if (await onErase()) onClose();
          else setBusy(false);
        }}
      >
        {busy ? 'Erasing…' : 'Erase Everything'}
      </button>
    </DialogFrame>
  );
}
