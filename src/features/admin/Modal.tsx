/**
 * A Radix dialog styled for the admin: title, optional description, content; Escape, the
 * close button and its forms' Cancel close it, asking first when an editor in it holds
 * unsaved changes.
 */
import * as Dialog from 'radix-ui/dialog';
import { useCallback, useRef, type ReactNode } from 'react';
import { LeaveScope, requestLeave } from './unsaved';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** Room for an editor and its preview side by side. */
  wide?: boolean;
  children: ReactNode;
}

export default function Modal({ open, onOpenChange, title, description, wide = false, children }: Props) {
  const content = useRef<HTMLDivElement>(null);
  /** Leaves the dialog's editors, asking first about the unsaved changes of those in it. */
  const leave = useCallback((action: () => void) => requestLeave(action, content.current), []);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : leave(() => onOpenChange(false)))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/60 fixed inset-0 z-40" />
        <Dialog.Content
          ref={content}
          className={`bg-page fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-1.5rem)] ${wide ? 'max-w-6xl' : 'max-w-xl'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-5 shadow-xl sm:p-6`}
        >
          <Dialog.Title className="text-plum font-serif text-2xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className={description ? 'text-muted mt-1 text-sm' : 'sr-only'}>
            {description ?? title}
          </Dialog.Description>
          <LeaveScope.Provider value={leave}>
            <div className="mt-4">{children}</div>
          </LeaveScope.Provider>
          <Dialog.Close
            className="text-plum hover:bg-plum/10 absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-2xl"
            aria-label="Close"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
