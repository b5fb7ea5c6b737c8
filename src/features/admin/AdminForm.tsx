/** An item's form in an admin dialog or page: its fields, then its failure and Cancel and submit buttons. */
import type { ReactNode } from 'react';
import FormActions, { FormAlert, KeptStatus } from './FormActions';
import type { AdminFormState } from './useAdminForm';

interface Props {
  /** The form's useAdminForm. */
  form: AdminFormState;
  submitLabel: string;
  onCancel?(): void;
  children: ReactNode;
}

export default function AdminForm({ form, submitLabel, onCancel, children }: Props) {
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      className="grid gap-4"
      noValidate
    >
      {children}
      <FormAlert>{form.failure}</FormAlert>
      {form.autosaves && <KeptStatus status={form.keptStatus} />}
      <FormActions busy={form.busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
