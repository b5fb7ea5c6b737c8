/**
 * The honeypot field of a public form (src/lib/forms/honeypot.ts): off-screen, out of the tab
 * order and hidden from screen readers, yet an ordinary text input to a bot that fills
 * every field. Rendered inside the form, in islands and plain Astro forms alike.
 */
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';

interface Props {
  /** Prefix for the input's id, unique on the page. */
  idPrefix: string;
}

export default function Honeypot({ idPrefix }: Props) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input name={HONEYPOT_FIELD} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
