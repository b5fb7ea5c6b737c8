/** The admin's modal (the shared native dialog): title, optional description, content; Escape and the close button close it. */
import { useId, type ReactNode } from 'react';
import Dialog from '../../components/Dialog';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

export default function Modal({ open, onOpenChange, title, description, children }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className="bg-cream max-w-xl"
      panelClassName="relative"
    >
      <h2 id={`${id}-title`} className="text-plum pr-10 font-serif text-2xl font-bold">
        {title}
      </h2>
      {description && (
        <p id={`${id}-description`} className="text-muted mt-1 text-sm">
          {description}
        </p>
      )}
      <div className="mt-4">{children}</div>
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className="text-plum hover:bg-plum/10 absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-2xl"
        aria-label="Close"
      >
        ×
      </button>
    </Dialog>
  );
}
