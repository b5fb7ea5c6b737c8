/**
 * A button that opens a dialog whose code loads on first use (React.lazy): Radix Dialog
 * and the dialogs themselves stay out of the tracker's first download. The code starts
 * loading when the pointer or focus reaches the button, so it is usually there by the
 * click. Closing gives focus back to the button.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { showToast } from '~/stores/toast';

/** What every lazily loaded dialog receives. */
export interface LazyDialogProps {
  onClose(): void;
}

interface Props<P> {
  children: ReactNode;
  className: string;
  load: () => Promise<{ default: ComponentType<P & LazyDialogProps> }>;
  /** The dialog's own props. */
  props: P;
}

/** Shown instead of a dialog whose code could not be downloaded. */
function Unavailable({ onClose }: LazyDialogProps) {
  useEffect(() => {
    showToast({
      title: 'Something went wrong',
      description: 'Please try again later.',
      variant: 'destructive',
    });
    onClose();
  }, [onClose]);
  return null;
}

export default function DialogButton<P>({ children, className, load, props }: Props<P>) {
  const [open, setOpen] = useState(false);
  const [Dialog] = useState(() =>
    lazy(() => load().catch(() => ({ default: Unavailable as ComponentType<P & LazyDialogProps> }))),
  );
  const button = useRef<HTMLButtonElement>(null);
  const [onClose] = useState(() => () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  });
  const warm = () => void load().catch(() => {});
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog {...props} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
