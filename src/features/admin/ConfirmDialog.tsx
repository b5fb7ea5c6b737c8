/** A Radix alert dialog asking the owner to confirm what cannot be undone (a delete, a refund). */
import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ReactNode } from 'react';

interface Props<T> {
  /** Open while set: what the action is about. */
  target: T | null;
  /** The dialog's words for `target`; `confirm` labels the red button ('Delete' by default), `cancel` the other ('Cancel'). */
  texts(target: T): { title: string; description: ReactNode; confirm?: string; cancel?: string };
  onConfirm(target: T): void;
  /** Closed by Cancel, Escape or after the confirmation. */
  onClose(): void;
}

export default function ConfirmDialog<T>({ target, texts, onConfirm, onClose }: Props<T>) {
  const text = target === null ? null : texts(target);
  return (
    <AlertDialog.Root open={text !== null} onOpenChange={(open) => !open && onClose()}>
      {text && (
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="bg-ink/60 fixed inset-0 z-40" />
          <AlertDialog.Content className="bg-page fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-xl">
            <AlertDialog.Title className="text-plum font-serif text-xl font-bold">
              {text.title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-ink mt-2">{text.description}</AlertDialog.Description>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className="btn-outline">{text.cancel ?? 'Cancel'}</AlertDialog.Cancel>
              <AlertDialog.Action
                className="btn bg-red-700 text-white hover:bg-red-800"
                onClick={() => onConfirm(target!)}
              >
                {text.confirm ?? 'Delete'}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      )}
    </AlertDialog.Root>
  );
}
