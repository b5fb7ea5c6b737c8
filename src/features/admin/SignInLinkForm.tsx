/**
 * "Email me a sign-in link": shown on the sign-in page while the account or address is
 * locked. Posts JSON to /api/auth/sign-in-link; without JavaScript it is a plain form
 * that comes back to /admin/login?link=sent.
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError, api } from './api-client';
import Field, { inputClass } from './Field';
import {
  LINK_BUSY_MESSAGE,
  LINK_INVALID_MESSAGE,
  LINK_SENT_MESSAGE,
  type LinkFormState,
} from './sign-in-link-texts';

interface Props {
  /** Where the form starts: offered, already sent, or refused (after a no-JavaScript post). */
  initialState: LinkFormState;
  /** The address typed into the sign-in form, if any. */
  email?: string;
}

const PROBLEMS: Partial<Record<LinkFormState, string>> = {
  invalid: LINK_INVALID_MESSAGE,
  busy: LINK_BUSY_MESSAGE,
};

export default function SignInLinkForm({ initialState, email = '' }: Props) {
  const [state, setState] = useState<LinkFormState>(initialState);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await api('/api/auth/sign-in-link', { method: 'POST', body: { email: data.get('email') } });
      setState('sent');
    } catch (err) {
      setState(err instanceof ApiError && err.status === 429 ? 'busy' : 'invalid');
    } finally {
      setBusy(false);
    }
  }

  if (state === 'sent')
    return (
      <p role="status" className="border-muted/40 text-ink rounded-lg border p-3 text-sm">
        {LINK_SENT_MESSAGE}
      </p>
    );

  const problem = PROBLEMS[state];
  return (
    <form
      method="post"
      action="/api/auth/sign-in-link"
      onSubmit={submit}
      className="border-muted/40 grid gap-3 rounded-lg border p-3"
      noValidate
    >
      <p className="text-ink text-sm">Locked out? We can email you a one-time sign-in link instead.</p>
      <Field id="sign-in-link-email" label="Send the link to" error={problem}>
        {(a11y) => (
          <input
            {...a11y}
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={email}
            required
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" className="btn-outline" disabled={busy}>
        {busy ? 'Sending…' : 'Email me a sign-in link'}
      </button>
    </form>
  );
}
