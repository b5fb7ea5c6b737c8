/** A Radix alert dialog asking the owner to confirm an action that cannot be undone. */
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  /** Red confirm button for destructive actions (refunds, deletes). */
  destructive?: boolean;
}

export default function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = true,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="bg-ink/60 fixed inset-0 z-40" />
        <AlertDialog.Content className="bg-cream fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-xl">
          <AlertDialog.Title className="text-plum font-serif text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink mt-2">{description}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="btn-outline">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={destructive ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
