/** 'Use on Another Device' (loaded on first use): mails a sign-in link that joins another device to this shelf. */
import { useState } from 'react';
import Honeypot from '~/components/Honeypot';
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot';
import { ApiError, apiRequest } from '~/lib/http/api-client';
import type { LazyDialogProps } from './DialogButton';
import DialogForm, { dialogFieldClass } from './DialogForm';
import DialogFrame from './DialogFrame';

export default function LinkDialog({ onClose }: LazyDialogProps) {
  const [state, setState] = useState<'idle' | 'busy' | { sent: string } | { error: string }>('idle');
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const email = String(data.get('email')).trim();
    const website = String(data.get(HONEYPOT_FIELD) ?? '') || undefined;
    setState('busy');
    try {
      await apiRequest('POST', '/api/reading-progress/link', { email, website });
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
      <DialogForm
        fieldId="link-email"
        label="Your email address"
        submitLabel="Email Me a Link"
        busyLabel="Sending…"
        busy={state === 'busy'}
        onSubmit={submit}
        error={typeof state === 'object' && 'error' in state ? state.error : undefined}
        outcome={
          typeof state === 'object' &&
          'sent' in state && (
            <p className="font-semibold">
              Check your inbox at {state.sent}: open the link on your other device within an hour.
            </p>
          )
        }
      >
        <input
          id="link-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={dialogFieldClass}
        />
        <Honeypot idPrefix="link" />
      </DialogForm>
    </DialogFrame>
  );
}
