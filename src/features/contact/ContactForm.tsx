/**
 * The 'Get in Touch' form island: per-field errors from the shared zod schema, a
 * success toast, and SPEC.md §8's failure toast. Server-rendered as a plain form that
 * posts to /api/contact, so it also works without JavaScript.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { formFields } from '~/components/FormFields';
import Honeypot from '~/components/Honeypot';
import { apiRequest } from '~/lib/http/api-client';
import { useFormValidation } from '~/lib/forms/validation';
import { showToast } from '~/stores/toast';
import {
  contactSchema,
  type ContactInput,
  MAX_LINE_LENGTH,
  MAX_MESSAGE_LENGTH,
  SEND_FAILED_DESCRIPTION,
  SEND_FAILED_TITLE,
  SENT_DESCRIPTION,
  SENT_TITLE,
} from './schema';

/** The form's fields as the schema reads them (all text, the honeypot included). */
const read = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

export default function ContactForm() {
  const { errors, validate, onChange, reset } = useFormValidation(contactSchema, read);
  const [sending, setSending] = useState(false);

  // Before hydration the browser's own validation guards the plain form post; after it, the schema's messages do.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(form);
    if (!checked.success) return;
    setSending(true);
    try {
      await apiRequest('POST', '/api/contact', checked.data);
      form.reset();
      reset();
      showToast({ title: SENT_TITLE, description: SENT_DESCRIPTION });
    } catch {
      showToast({ title: SEND_FAILED_TITLE, description: SEND_FAILED_DESCRIPTION, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const { input, textarea } = formFields<keyof ContactInput & string>('contact', errors);

  return (
    <form
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate={hydrated}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {input('name', 'Name', { required: true, maxLength: MAX_LINE_LENGTH, autoComplete: 'name' })}
        {input('email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
      </div>
      {input('subject', 'Subject', { required: true, maxLength: MAX_LINE_LENGTH })}
      {textarea('message', 'Message', { required: true, maxLength: MAX_MESSAGE_LENGTH, rows: 7 })}
      <Honeypot idPrefix="contact" />
      <div>
        <button type="submit" disabled={sending} className="btn-primary disabled:opacity-70">
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
