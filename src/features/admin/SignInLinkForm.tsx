/**
 * "Email me a sign-in link": shown on the sign-in page while the account or address is
 * locked. Posts JSON to /api/auth/sign-in-link; without JavaScript it is a plain form
 * that comes back to /admin/login?link=sent.
 */
import { useState } from 'react';
import { ApiError, api } from './api-client';
import { TextField } from './Field';
import { SubmitButton } from './FormActions';
import { signInLinkSchema } from './sign-in-schema';
import {
  LINK_BUSY_MESSAGE,
  LINK_INVALID_MESSAGE,
  LINK_SENT_MESSAGE,
  type LinkFormState,
} from './sign-in-link-texts';
import { useAdminForm } from './useAdminForm';

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

const readEmail = (form: HTMLFormElement) => ({ email: String(new FormData(form).get('email') ?? '') });

export default function SignInLinkForm({ initialState, email: typed = '' }: Props) {
  const [state, setState] = useState<LinkFormState>(initialState);
  const { field, onSubmit, busy } = useAdminForm(signInLinkSchema, readEmail, {
    send: (body) => api('/api/auth/sign-in-link', { method: 'POST', body }).then(() => setState('sent')),
    fallback: LINK_INVALID_MESSAGE,
    onFailure: (error) => setState(error instanceof ApiError && error.status === 429 ? 'busy' : 'invalid'),
    idPrefix: 'sign-in-link',
  });
  const email = field('email');

  if (state === 'sent')
    return (
      <p role="status" className="border-muted/40 text-ink rounded-lg border p-3 text-sm">
        {LINK_SENT_MESSAGE}
      </p>
    );

  return (
    <form
      method="post"
      action="/api/auth/sign-in-link"
      onSubmit={onSubmit}
      className="border-muted/40 grid gap-3 rounded-lg border p-3"
      noValidate
    >
      <p className="text-ink text-sm">Locked out? We can email you a one-time sign-in link instead.</p>
      <TextField
        {...email}
        label="Send the link to"
        // The page's own words for an address it refuses, whether the browser or the server refused it.
        error={email.error ? LINK_INVALID_MESSAGE : PROBLEMS[state]}
        type="email"
        autoComplete="username"
        defaultValue={typed}
        required
      />
      <SubmitButton busy={busy} busyLabel="Sending…" className="btn-outline">
        Email me a sign-in link
      </SubmitButton>
    </form>
  );
}
