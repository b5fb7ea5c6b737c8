/**
 * The sign-in form: posts JSON to /api/auth/login, then returns to `next`. Works as a
 * plain form without JavaScript. While sign-in is locked it offers a one-time sign-in
 * link by mail (SignInLinkForm), below the message.
 */
import { useState } from 'react';
import { ApiError, api } from './api-client';
import { TextField } from './Field';
import { SubmitButton } from './FormActions';
import { loginSchema } from './sign-in-schema';
import SignInLinkForm from './SignInLinkForm';
import type { LinkFormState } from './sign-in-link-texts';
import { useAdminForm } from './useAdminForm';

interface Props {
  /** Where to go after signing in (already checked to be a local path). */
  next: string;
  /** An error from a no-JavaScript attempt, shown on first render. */
  initialError?: string;
  /** Offer a sign-in link from the start (a no-JavaScript attempt was locked, or a link was refused or sent). */
  initialLink?: LinkFormState;
}

/** The credentials, each an input named and typed as its field. */
const FIELDS = [
  { name: 'email', label: 'Email', autoComplete: 'username' },
  { name: 'password', label: 'Password', autoComplete: 'current-password' },
] as const;

const readLogin = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
};

export default function LoginForm({ next, initialError, initialLink }: Props) {
  const [link, setLink] = useState<{ state: LinkFormState; email?: string } | undefined>(
    initialLink && { state: initialLink },
  );
  const { field, onSubmit, busy, failure } = useAdminForm(loginSchema, readLogin, {
    // Signed in: the form stays busy while the browser leaves for `next`.
    send: (body) => api('/api/auth/login', { method: 'POST', body }).then(() => leave(next)),
    fallback: 'Sign-in failed. Please try again.',
    initialFailure: initialError,
    idPrefix: 'login',
    onFailure(error, form) {
      if (error instanceof ApiError && error.status === 429)
        setLink({ state: 'ask', email: readLogin(form).email });
    },
  });

  return (
    <div className="grid gap-4">
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {failure}
        </p>
      )}
      {link && <SignInLinkForm key={link.email} initialState={link.state} email={link.email} />}
      <form
        method="post"
        action={`/api/auth/login?next=${encodeURIComponent(next)}`}
        onSubmit={onSubmit}
        className="grid gap-4"
        noValidate
      >
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            {...field(name)}
            label={label}
            type={name}
            autoComplete={autoComplete}
            required
          />
        ))}
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </div>
  );
}

/** Goes to `path`; never settles, as the page is leaving. */
function leave(path: string): Promise<never> {
  window.location.assign(path);
  return new Promise(() => {});
}
