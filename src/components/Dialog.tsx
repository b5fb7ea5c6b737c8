/**
 * A modal dialog on the browser's own `<dialog>` element. `showModal()` gives what a
 * dialog library would: the page behind made inert, focus kept inside, Escape, a
 * backdrop, and focus back on the opener when it closes. Radix Dialog cost ~8 KB gzip
 * on /reading-tracker and kept it over its 90 KB budget; this costs a few hundred bytes.
 * A click on the backdrop closes it too, Tab wraps around inside it rather than
 * leaving for the browser's toolbar, and the page does not scroll behind it
 * (global.css).
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** What Tab can reach inside the dialog. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Moves focus from the last tabbable element to the first (and back with Shift). */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const reachable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.getClientRects().length > 0 &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
  );
  const first = reachable[0];
  const last = reachable.at(-1);
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement === edge || !event.currentTarget.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

interface Props {
  open: boolean;
  /** Called with false whenever the dialog closes (Escape, backdrop, or `open` turned off). */
  onOpenChange(open: boolean): void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Id of the element that describes it. */
  describedBy?: string;
  /** Classes of the dialog box: width and background. */
  className?: string;
  /** Classes of the padded panel inside it (layout). */
  panelClassName?: string;
  /** Where focus goes on close when the browser has nothing to return it to. */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
}

export default function Dialog({
  open,
  onOpenChange,
  labelledBy,
  describedBy,
  className = '',
  panelClassName = '',
  returnFocusTo,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // A click closes only when it started on the backdrop too (not a text selection dragged out).
  const pressedBackdrop = useRef(false);

  // Before paint, so the content and the open dialog appear in the same frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={() => {
        // The browser returns focus to what had it before; where that was nothing, the opener takes it.
        const focused = document.activeElement;
        if (returnFocusTo?.isConnected && (!focused || focused === document.body)) returnFocusTo.focus();
        onOpenChange(false);
      }}
      onKeyDown={wrapTab}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
        pressedBackdrop.current = false;
      }}
      className={`text-ink backdrop:bg-ink/60 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-2xl p-0 shadow-xl ${className}`}
    >
      {/* The panel fills the box, so a click on the dialog element itself is a click on the backdrop.
          Like a dialog library's, the content exists only while open: each opening starts fresh. */}
      {open && <div className={`p-5 sm:p-6 ${panelClassName}`}>{children}</div>}
    </dialog>
  );
}
