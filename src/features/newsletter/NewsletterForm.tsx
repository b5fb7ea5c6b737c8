/**
 * The newsletter form island. Server-rendered as a plain form that posts to the API
 * (so it works without JavaScript); once hydrated it sends JSON and shows the
 * sending, success and failure states (SPEC.md §4, §8). It ships no zod (the home
 * page stays light): the browser checks required/email, and the endpoint's schema
 * message is shown when the server refuses the address.
 */
import { useState, type SubmitEvent } from 'react';
import { useFieldState } from '~/lib/forms/field-state';
import { ApiError, apiRequest } from '~/lib/http/api-client';
import Honeypot from '~/components/Honeypot';
import Toaster from '~/components/Toaster';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { showToast } from '~/stores/toast';
import { FAILURE_DESCRIPTION, FAILURE_TITLE, WELCOME_DESCRIPTION, WELCOME_TITLE } from './texts';

interface Props {
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** Mount the toast region here, for pages whose layout does not (the home page). */
  withToaster?: boolean;
}

type Status = 'idle' | 'sending' | 'success' | 'error';

export default function NewsletterForm({ idPrefix, withToaster = false }: Props) {
  const [email, setEmail, emailRef] = useFieldState('');
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = `${idPrefix}-email`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '') || undefined;
    setFieldError(null);
    setStatus('sending');
    try {
      await apiRequest('POST', '/api/newsletter/subscribe', { email, website });
      setEmail('');
      setStatus('success');
      showToast({ title: WELCOME_TITLE, description: WELCOME_DESCRIPTION });
    } catch (error) {
      const invalid =
        error instanceof ApiError && error.status === 400 ? error.errors?.email?.[0] : undefined;
      if (invalid) {
        setFieldError(invalid);
        setStatus('idle');
        return;
      }
      setStatus('error');
      showToast({ title: FAILURE_TITLE, description: FAILURE_DESCRIPTION, variant: 'destructive' });
    }
  }

  return (
    <>
      {withToaster && <Toaster />}
      <form method="post" action="/api/newsletter/subscribe" onSubmit={onSubmit} className="relative mt-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            ref={emailRef}
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
            className="border-cream/40 text-ink bg-surface min-h-11 flex-1 rounded-full border-2 px-5"
          />
          <button
            type="submit"
            disabled={status === 'sending'}
            className="btn bg-gold text-plum-dark hover:bg-cream disabled:opacity-70"
          >
            {status === 'sending' ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        <Honeypot idPrefix={idPrefix} />
        {fieldError && (
          <p id={`${inputId}-error`} className="text-gold mt-2 text-sm font-semibold">
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
    </>
  );
}
