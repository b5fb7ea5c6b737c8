/**
 * The one way an admin form submits: checked with the shared zod schema its endpoint also
 * parses (the site's useFormValidation: first message per field, focus on the first one to
 * fix, each field re-checked as it changes), then sent while the form shows it is busy. A
 * failure puts the server's field errors (`{message, errors}`) at their fields and its
 * message in the form, and in a toast where the form asks for one.
 *
 * A small hook over the validation the public forms already use, not react-hook-form: the
 * admin's forms are uncontrolled inputs read with FormData like theirs, so one mechanism
 * serves both, and no form library joins the islands (react-hook-form 7.92 with its zod
 * resolver is 14 KB gzip minified, for what this file does in 90 lines).
 */
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { $ZodType, input } from 'zod/v4/core';
import {
  focusFirstInvalid,
  useFormValidation,
  type FieldErrors,
  type FieldKey,
} from '~/lib/forms/validation';
import { showToast } from '~/stores/toast';
import { ApiError, errorText } from './api-client';
import { useUnsavedChanges, type UnsavedOptions } from './useUnsavedChanges';

interface Options<S extends $ZodType> {
  /**
   * Sends the values as read (the endpoint parses them itself). `intent` is the value of the
   * button that submitted ('' for none). May resolve with a note to show the owner.
   */
  send(values: input<S>, form: HTMLFormElement, intent: string): Promise<string | void>;
  /** The message of a failure the server did not explain. */
  fallback: string;
  /** Also tell of a failure in a toast with this title. */
  failureToast?: string;
  /** Called after a failure is shown (e.g. to offer another way to sign in). */
  onFailure?(error: unknown, form: HTMLFormElement): void;
  /** Shown as the failure until the first submit (e.g. from a no-JavaScript attempt). */
  initialFailure?: string;
  /** The field each error path belongs to, for controls named by nested paths. */
  fieldKey?: FieldKey;
  /** Starts the ids of the form's controls, so two forms on one page stay distinct. */
  idPrefix?: string;
  /**
   * An editor's work to keep: leaving while the form differs from what was saved asks first,
   * and with `autosave` the unsaved changes are kept on the server every 30 seconds.
   */
  keep?: UnsavedOptions;
}

/** What a form renders from useAdminForm. */
export interface AdminFormState {
  /** The first message per field name ('' for the whole form). */
  errors: FieldErrors;
  /** A field's id (after the form's prefix), name and error, to spread on it. */
  field(name: string): { id: string; name: string; error?: string };
  onChange(event: ChangeEvent<HTMLFormElement>): void;
  onSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void>;
  busy: boolean;
  /** The value of the button whose send is running; null while none is. */
  pending: string | null;
  /** Why the last send failed; '' when it did not. */
  failure: string;
  /** What the last send resolved with, to show the owner. */
  note: string;
  /** Put on the <form> of an editor that keeps its work (`keep`). */
  formRef(form: HTMLFormElement | null): void;
  /** The autosave's last word ('Saved at 2:32 PM'); '' when there is none. */
  keptStatus: string;
  /** Whether the form keeps its unsaved changes on the server (`keep.autosave`). */
  autosaves: boolean;
}

/** The server's field errors, first message per field, keyed like the form's own. */
function serverErrors(error: unknown, key?: FieldKey): FieldErrors {
  const fields: FieldErrors = {};
  if (!(error instanceof ApiError) || !error.errors) return fields;
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = key ? key(path.split('.')) : path;
    if (messages[0]) fields[name] ??= messages[0];
  }
  return fields;
}

/**
 * Validation, busy state and failure for one form: put `onSubmit` (and `onChange` for
 * re-checks as the owner types) on the form, `field(name)` on each field (its id, name and
 * error), `failure` in a FormAlert and `busy` (`pending` is the submitting button's value)
 * on its buttons.
 */
export function useAdminForm<S extends $ZodType>(
  schema: S,
  read: (form: HTMLFormElement) => input<S>,
  options: Options<S>,
): AdminFormState {
  const { errors, setErrors, validate, onChange, reset } = useFormValidation(schema, read, options.fieldKey);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState(options.initialFailure ?? '');
  const [note, setNote] = useState('');
  const unsaved = useUnsavedChanges(options.keep);

  function fail(error: unknown, form: HTMLFormElement) {
    const fields = serverErrors(error, options.fieldKey);
    const placed = focusFirstInvalid(form, fields);
    if (placed) setErrors(fields);
    const server = error instanceof ApiError ? error.serverMessage : undefined;
    const message = placed && server ? server : errorText(error, options.fallback);
    setFailure(message);
    if (options.failureToast)
      showToast({ title: options.failureToast, description: message, variant: 'destructive' });
    options.onFailure?.(error, form);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const intent = (event.nativeEvent.submitter as HTMLButtonElement | null)?.value ?? '';
    setFailure('');
    setNote('');
    if (!validate(form).success) return;
    setPending(intent);
    try {
      const done = await options.send(read(form), form, intent);
      reset();
      unsaved.markSaved();
      if (done) setNote(done);
    } catch (error) {
      fail(error, form);
    } finally {
      setPending(null);
    }
  }

  const field = (name: string) => ({
    id: options.idPrefix ? `${options.idPrefix}-${name}` : name,
    name,
    error: errors[name],
  });

  return {
    errors,
    field,
    onChange,
    onSubmit,
    busy: pending !== null,
    pending,
    failure,
    note,
    formRef: unsaved.ref,
    keptStatus: unsaved.status,
    autosaves: Boolean(options.keep?.autosave),
  };
}
