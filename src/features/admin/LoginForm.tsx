/**
 * The sign-in form: posts JSON to /api/auth/login, then returns to `next`. Works as a
 * plain form without JavaScript. While sign-in is locked it offers a one-time sign-in
 * link by mail (SignInLinkForm), below the message.
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError, api, errorText } from './api-client';
import Field, { inputClass } from './Field';
import SignInLinkForm from './SignInLinkForm';
import type { LinkFormState } from './sign-in-link-texts';

interface Props {
  /** Where to go after signing in (already checked to be a local path). */
  next: string;
  /** An error from a no-JavaScript attempt, shown on first render. */
  initialError?: string;
  /** Offer a sign-in link from the start (a no-JavaScript attempt was locked, or a link was refused or sent). */
  initialLink?: LinkFormState;
}

export default function LoginForm({ next, initialError, initialLink }: Props) {
  const [error, setError] = useState(initialError ?? '');
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ state: LinkFormState; email?: string } | undefined>(
    initialLink && { state: initialLink },
  );

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await api('/api/auth/login', {
        method: 'POST',
        body: { email: data.get('email'), password: data.get('password') },
      });
      window.location.assign(next);
    } catch (err) {
      setError(errorText(err, 'Sign-in failed. Please try again.'));
      if (err instanceof ApiError && err.status === 429)
        setLink({ state: 'ask', email: String(data.get('email') ?? '') });
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
      {link && <SignInLinkForm key={link.email} initialState={link.state} email={link.email} />}
      <form
        method="post"
        action={`/api/auth/login?next=${encodeURIComponent(next)}`}
        onSubmit={submit}
        className="grid gap-4"
        noValidate
      >
        <Field id="login-email" label="Email">
          {(a11y) => (
            <input
              {...a11y}
              name="email"
              type="email"
              autoComplete="username"
              required
              className={inputClass}
            />
          )}
        </Field>
        <Field id="login-password" label="Password">
          {(a11y) => (
            <input
              {...a11y}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={inputClass}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
