/**
 * The pieces the public form islands share: the input style, and for each field its
 * id, name and the ARIA that ties it to its error line, that error line, and the
 * labelled row that holds them.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldErrors } from '~/lib/forms/validation';

/** The look of the public forms' text inputs, selects and text areas. */
export const fieldClass =
  'mt-1 block w-full rounded-lg border-2 border-plum/25 bg-surface px-4 py-2.5 text-ink aria-[invalid=true]:border-red-700';

/** The classes of a form's labels and controls. */
export interface FieldLook {
  label: string;
  control: string;
}

const PAGE_FORM: FieldLook = { label: 'font-semibold', control: fieldClass };

/**
 * `field(name)` spreads onto a control; `error(name)` renders its message; `row(name, label, control)`
 * sets a control under its label with its error line below; `input`, `textarea` and `select` make
 * that row around a control in the form's look. Ids are `${prefix}-${name}` (or `name`).
 */
export function formFields<Name extends string>(prefix: string, errors: FieldErrors, look = PAGE_FORM) {
  const id = (name: Name) => (prefix ? `${prefix}-${name}` : name);
  const field = (name: Name) => ({
    name,
    id: id(name),
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  });
  const error = (name: Name) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
        {errors[name]}
      </p>
    ) : null;
  const row = (name: Name, label: ReactNode, control: ReactNode) => (
    <div>
      <label htmlFor={id(name)} className={look.label}>
        {label}
      </label>
      {control}
      {error(name)}
    </div>
  );
  return {
    field,
    error,
    row,
    input: (name: Name, label: ReactNode, props: InputHTMLAttributes<HTMLInputElement> = {}) =>
      row(name, label, <input {...field(name)} {...props} className={look.control} />),
    textarea: (name: Name, label: ReactNode, props: TextareaHTMLAttributes<HTMLTextAreaElement> = {}) =>
      row(name, label, <textarea {...field(name)} {...props} className={look.control} />),
    select: (
      name: Name,
      label: ReactNode,
      props: SelectHTMLAttributes<HTMLSelectElement>,
      options: ReactNode,
    ) =>
      row(
        name,
        label,
        <select {...field(name)} {...props} className={look.control}>
          {options}
        </select>,
      ),
  };
}
