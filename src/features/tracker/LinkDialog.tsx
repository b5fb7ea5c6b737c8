/** 'Use on Another Device' (loaded on first use): mails a sign-in link that joins another device to this shelf. */
import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '~/lib/http/api-client';
import type { LazyDialogProps } from './DialogButton';
import DialogFrame from './DialogFrame';

export default function LinkDialog({ onClose }: LazyDialogProps) {
  const [state, setState] = useState<'idle' | 'busy' | { sent: string } | { error: string }>('idle');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    setState('busy');
    try {
      await apiRequest('POST', '/api/reading-progress/link', { email });
      setState({ sent: email });
    } catch (error) {
      const reason =
        error instanceof ApiError
          ? (error.errors?.email?.[0] ??
            (error.status === 429 ? 'Too many links asked for. Please wait a while.' : error.serverMessage))
          : undefined;
      setState({ error: reason ?? 'The link could not be sent. Please try again later.' });
    }
  };
  return (
    <DialogFrame
      title="Use on Another Device"
      description="We'll email you a link. Open it on your phone, tablet or other computer and both will show one shelf, each book once."
      onClose={onClose}
    >
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-3">
        <label htmlFor="link-email" className="text-sm font-semibold">
          Your email address
        </label>
        <input
          id="link-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className="border-plum/30 bg-surface w-full rounded-lg border px-3 py-2"
        />
        <button type="submit" className="btn-primary justify-self-start" disabled={state === 'busy'}>
          {state === 'busy' ? 'Sending…' : 'Email Me a Link'}
        </button>
      </form>
      <div className="mt-4" role="status" aria-live="polite">
        {typeof state === 'object' && 'sent' in state && (
          <p className="font-semibold">
            Check your inbox at {state.sent}: open the link on your other device within an hour.
          </p>
        )}
        {typeof state === 'object' && 'error' in state && (
          <p className="font-semibold text-red-700">{state.error}</p>
        )}
      </div>
    </DialogFrame>
  );
}
