/** A tracker dialog's one-field form: label, control and a submit button that says when it is busy, then the status line. */
import type { ReactNode } from 'react';

/** The look of the tracker dialogs' text fields. */
export const dialogFieldClass = 'border-plum/30 w-full rounded-lg border bg-surface px-3 py-2';

interface Props {
  /** The control's id, which the label names. */
  fieldId: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit(form: HTMLFormElement): Promise<void>;
  /** Shown in red in the status line. */
  error?: string;
  /** The outcome, shown in the status line. */
  outcome?: ReactNode;
  /** The control. */
  children: ReactNode;
}

export default function DialogForm({
  fieldId,
  label,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  error,
  outcome,
  children,
}: Props) {
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event.currentTarget);
        }}
        className="mt-4 grid gap-3"
      >
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {label}
        </label>
        {children}
        <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      <div className="mt-4" role="status" aria-live="polite">
        {error && <p className="font-semibold text-red-700">{error}</p>}
        {outcome}
      </div>
    </>
  );
}
