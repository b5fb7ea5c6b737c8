/**
 * The pieces the public form islands share: the input style, and for each field its
 * id, name and the ARIA that ties it to its error line, and that error line.
 */
import type { FieldErrors } from '~/lib/forms/validation';

/** The look of the public forms' text inputs, selects and text areas. */
export const fieldClass =
  'mt-1 block w-full rounded-lg border-2 border-plum/25 bg-surface px-4 py-2.5 text-ink aria-[invalid=true]:border-red-700';

/** `field(name)` spreads onto a control; `error(name)` renders its message. Ids are `${prefix}-${name}` (or `name`). */
export function formFields<Name extends string>(prefix: string, errors: FieldErrors) {
  const id = (name: Name) => (prefix ? `${prefix}-${name}` : name);
  return {
    field: (name: Name) => ({
      name,
      id: id(name),
      'aria-invalid': errors[name] ? (true as const) : undefined,
      'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
    }),
    error: (name: Name) =>
      errors[name] ? (
        <p id={`${id(name)}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
          {errors[name]}
        </p>
      ) : null,
  };
}
