/** The tracker's dialogs: a Radix Dialog (focus trap, Escape, labelled) in the site's style, open while mounted. */
import * as Dialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** The text of the button that closes the dialog. */
  closeLabel?: string;
}

export default function DialogFrame({ title, description, onClose, children, closeLabel = 'Close' }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/60 fixed inset-0 z-50" />
        <Dialog.Content
          // DialogButton gives focus back to the button that opened the dialog.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="bg-cream fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl p-6 shadow-xl"
        >
          <Dialog.Title className="text-plum font-serif text-2xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="text-muted mt-1">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="btn-outline mt-4 self-end">{closeLabel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
