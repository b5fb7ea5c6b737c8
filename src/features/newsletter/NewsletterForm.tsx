/**
 * The newsletter form island. Server-rendered as a plain form that posts to the API
 * (so it works without JavaScript); once hydrated it sends JSON and shows the
 * sending, success and failure states (SPEC.md §4, §8).
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { showToast } from '../../stores/toast';
import { FAILURE_DESCRIPTION, FAILURE_TITLE, subscribeSchema, WELCOME_DESCRIPTION, WELCOME_TITLE } from './schema';

interface Props {
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
}

type Status = 'idle' | 'sending' | 'success' | 'error';

export default function NewsletterForm({ idPrefix }: Props) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = `${idPrefix}-email`;
  // Before hydration the browser's own validation guards the plain form post; after it, the schema's message does.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function onSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    const parsed = subscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setFieldError(null);
    setStatus('sending');
    try {
      await apiRequest('POST', '/api/newsletter/subscribe', parsed.data);
      setEmail('');
      setStatus('success');
      showToast({ title: WELCOME_TITLE, description: WELCOME_DESCRIPTION });
    } catch {
      setStatus('error');
      showToast({ title: FAILURE_TITLE, description: FAILURE_DESCRIPTION, variant: 'destructive' });
    }
  }

  return (
    <form method="post" action="/api/newsletter/subscribe" onSubmit={onSubmit} noValidate={hydrated} className="mt-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          className="min-h-11 flex-1 rounded-full border-2 border-cream/40 bg-white px-5 text-ink"
        />
        <button type="submit" disabled={status === 'sending'} className="btn bg-gold text-ink hover:bg-white disabled:opacity-70">
          {status === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {fieldError && (
        <p id={`${inputId}-error`} className="mt-2 text-sm font-semibold text-gold">
          {fieldError}
        </p>
      )}
      <div role="status" className="mt-3 min-h-6 text-sm">
        {status === 'success' && (
          <p>
            <strong>{WELCOME_TITLE}</strong> {WELCOME_DESCRIPTION}
          </p>
        )}
        {status === 'error' && (
          <p>
            <strong>{FAILURE_TITLE}</strong> {FAILURE_DESCRIPTION}
          </p>
        )}
      </div>
    </form>
  );
}
