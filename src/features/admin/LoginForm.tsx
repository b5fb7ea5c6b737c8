/** The sign-in form: posts JSON to /api/auth/login, then returns to `next`. Works as a plain form without JavaScript. */
import { useState, type SubmitEvent } from 'react';
import { api, errorText } from './api-client';
import Field, { inputClass } from './Field';

interface Props {
  /** Where to go after signing in (already checked to be a local path). */
  next: string;
  /** An error from a no-JavaScript attempt, shown on first render. */
  initialError?: string;
}

export default function LoginForm({ next, initialError }: Props) {
  const [error, setError] = useState(initialError ?? '');
  const [busy, setBusy] = useState(false);

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
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action={`/api/auth/login?next=${encodeURIComponent(next)}`}
      onSubmit={submit}
      className="grid gap-4"
      noValidate
    >
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
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
  );
}
