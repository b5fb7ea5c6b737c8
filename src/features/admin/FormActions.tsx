/** The end of an admin form: its failure message and its row of buttons, Cancel before the submit button. */
import { useContext, type ReactNode } from 'react';
import { LeaveScope } from './unsaved';

interface SubmitProps {
  /** True while the form sends: the button is disabled and shows `busyLabel`. */
  busy: boolean;
  busyLabel?: string;
  /** Disabled although this button's own send is not running (another action is). */
  disabled?: boolean;
  /** Which action the button asks for (useAdminForm's `intent`). */
  value?: string;
  className?: string;
  children: ReactNode;
}

/** A submit button that says what it is doing while the form sends. */
export function SubmitButton({
  busy,
  busyLabel = 'Saving…',
  disabled = false,
  value,
  className = 'btn-primary',
  children,
}: SubmitProps) {
  return (
    <button type="submit" value={value} className={className} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** What the editor's autosave last did ('Saved at 2:32 PM'), announced politely. */
export function KeptStatus({ status }: { status: string }) {
  return (
    <p role="status" className="text-muted min-h-5 text-sm" data-testid="autosave-status">
      {status}
    </p>
  );
}

/** Why the form was not sent; nothing while there is no failure. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

interface Props {
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  /** Shows a Cancel button. */
  onCancel?(): void;
  /** 'start' for a form whose buttons follow its fields on the left. */
  align?: 'start' | 'end';
  /** Classes of the row in the form's grid (e.g. a column span). */
  className?: string;
  /** Other buttons, between Cancel and the submit button. */
  children?: ReactNode;
}

export default function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  align = 'end',
  className,
  children,
}: Props) {
  const row = ['flex flex-wrap gap-2', align === 'end' && 'justify-end', className].filter(Boolean).join(' ');
  // Cancel drops what the form holds: with unsaved changes it asks first.
  const leave = useContext(LeaveScope);
  return (
    <div className={row}>
      {onCancel && (
        <button type="button" className="btn-outline" onClick={() => leave(onCancel)}>
          Cancel
        </button>
      )}
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
