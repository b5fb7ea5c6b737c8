/** A labelled form control with its error message, linked for screen readers. */
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Classes of the wrapper beside its grid (e.g. a column span). */
  className?: string;
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** The admin's text input look. */
export const inputClass =
  'w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-ink focus-visible:border-magenta';

export default function Field({ id, label, error, hint, className, children }: Props) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  // Packed at the top: beside a taller field in a row (one with a hint or an error), the
  // label and control keep their size and line up with their neighbours'.
  const frame = 'grid content-start gap-1';
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      <label htmlFor={id} className="text-ink text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every admin field takes: its control's id and name, its label, its first value and its error. */
export interface FieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  /** The form's validation message for this field. */
  error?: string;
}

/** The props of a whole-number input: spread them on a TextField and give its `min`. */
export const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;

type ControlProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;

interface TextFieldProps extends ControlProps {
  id: string;
  /** The text input (a form adopts through it what was typed before the island hydrated). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string;
  hint?: string;
}

/** A Field holding a text input, or a textarea when it has `rows`; other props go to the control. */
export function TextField({
  id,
  label,
  error,
  hint,
  rows,
  className = inputClass,
  ...control
}: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(a11y) =>
        rows ? (
          <textarea
            {...a11y}
            {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            rows={rows}
            className={className}
          />
        ) : (
          <input {...a11y} {...control} className={className} />
        )
      }
    </Field>
  );
}

interface NumberFieldProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'step' | 'value' | 'defaultValue'
> {
  /** Its first value (a rating may be stored as text); null or none leaves it empty. */
  value?: number | string | null;
  /** A star rating, 0 to 5 in tenths; otherwise a whole number from `min`. */
  stars?: boolean;
}

/** A TextField for a number (a count, or with `stars` a rating); other props go to the input. */
export function NumberField({ value, stars = false, ...props }: NumberFieldProps) {
  const kind = stars ? ({ inputMode: 'decimal', step: 0.1, min: 0, max: 5 } as const) : wholeNumber;
  return <TextField {...kind} {...props} type="number" defaultValue={value ?? ''} />;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  /** The select (a form adopts through it a choice made before the island hydrated). */
  ref?: Ref<HTMLSelectElement>;
  label: string;
  error?: string;
  /** Each choice's value and text. */
  options: readonly (readonly [value: string, text: string])[];
}

/** A Field holding a select of `options`; other props go to the select. */
export function SelectField({ id, label, error, options, ...control }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(a11y) => (
        // As tall as a text input (padding, line and border), so a row of both lines up.
        <select {...a11y} {...control} className={`${inputClass} h-[calc(2.5rem+2px)]`}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Classes of the label beside its row (e.g. a column span). */
  labelClassName?: string;
}

/** A checkbox inside its label; `className` styles the box ('size-5' by default). */
export function Checkbox({ label, labelClassName, className = 'size-5', ...input }: CheckboxProps) {
  const row = 'flex min-h-11 items-center gap-2 font-semibold';
  return (
    <label className={labelClassName ? `${row} ${labelClassName}` : row}>
      <input type="checkbox" className={className} {...input} />
      {label}
    </label>
  );
}
