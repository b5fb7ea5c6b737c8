/**
 * The form islands' validation (browser-safe): a form's values checked with the shared
 * zod schema the endpoint also uses (classic or mini), the first message per field for
 * display, focus on the first field to fix, and, once a submit has failed, each field
 * re-checked as it changes. Plain React over uncontrolled inputs: no form library.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/** The first error message per field name ('' for the whole form). */
export type FieldErrors = Record<string, string>;

/** A form's values: parsed when valid, else the first message per field. */
export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** The field an issue's path belongs to; by default its first segment ('' for the whole form). */
export type FieldKey = (path: readonly PropertyKey[]) => string;

const firstSegment: FieldKey = (path) => String(path[0] ?? '');

/** Checks `values` with `schema`; keeps each field's first message, as the form shows one. */
export function validateForm<S extends $ZodType>(
  schema: S,
  values: unknown,
  key: FieldKey = firstSegment,
): Validation<output<S>> {
  const result = safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[key(issue.path)] ??= issue.message;
  return { success: false, errors };
}

/**
 * `errors` with the entry of the field `name` replaced by its entry in `next`: after a
 * failed submit, a change re-checks only the field being edited.
 */
export function withFieldError(errors: FieldErrors, next: FieldErrors, name: string): FieldErrors {
  if (errors[name] === next[name]) return errors;
  const { [name]: _old, ...rest } = errors;
  return next[name] === undefined ? rest : { ...rest, [name]: next[name] };
}

/** Focuses the first control of `form`, in page order, whose name has an error; true when one was found. */
export function focusFirstInvalid(form: { elements: ArrayLike<Element> }, errors: FieldErrors): boolean {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] !== undefined) {
      (element as HTMLElement).focus();
      return true;
    }
  }
  return false;
}

/**
 * A form's errors under `schema`. `read` turns the form into the schema's input.
 * `validate` (call it on submit) shows every field's first message and focuses the first
 * invalid field, or clears the errors and returns the parsed values. `onChange` (put it
 * on the form) then re-checks the edited field; `reset` forgets the errors and the failed submit.
 * `key` names the field of each error, for forms whose controls are named by nested paths.
 */
export function useFormValidation<S extends $ZodType>(
  schema: S,
  read: (form: HTMLFormElement) => unknown,
  key?: FieldKey,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);

  const validate = (form: HTMLFormElement): Validation<output<S>> => {
    submitted.current = true;
    const result = validateForm(schema, read(form), key);
    setErrors(result.success ? {} : result.errors);
    if (!result.success) focusFirstInvalid(form, result.errors);
    return result;
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    // Change events bubble from the field that changed; React types the target as the form.
    const name = (event.target as Element).getAttribute('name');
    if (!submitted.current || !name) return;
    const result = validateForm(schema, read(event.currentTarget), key);
    setErrors((current) => withFieldError(current, result.success ? {} : result.errors, name));
  };

  const reset = () => {
    submitted.current = false;
    setErrors({});
  };

  return { errors, setErrors, validate, onChange, reset };
}
