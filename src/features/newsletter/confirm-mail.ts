/** The double opt-in mail: one link to the page whose 'Confirm' button confirms the subscription (and opens the free guide). */
import { composeMail } from '~/lib/mail/layout';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';

/** Subject of the confirmation mail. */
export const CONFIRM_SUBJECT = 'Please confirm your subscription to the Fabulous Readers Club';

/** The confirmation link for a signed token. */
export function confirmUrl(siteUrl: string, token: string): string {
  return new URL(`/newsletter/confirm?token=${encodeURIComponent(token)}`, siteUrl).href;
}

/** The confirmation mail for `email`, whose link carries the signed, 7-day `token`. */
export function confirmationMail(email: string, siteUrl: string, token: string): OutgoingMail {
  const link = confirmUrl(siteUrl, token);
  return composeMail({
    kind: 'newsletter-confirm',
    to: email,
    subject: CONFIRM_SUBJECT,
    preheader: 'Press Confirm, and your free guide for beginning writers opens.',
    siteUrl,
    blocks: [
      { heading: 'Hi there!' },
      {
        text: 'Someone (hopefully you) asked to join the Fabulous Readers Club, my monthly newsletter. Please open this link and press Confirm, and your free guide for beginning writers opens right away:',
      },
      { button: 'Confirm my subscription', href: link },
      {
        note: 'The link works for 7 days. If you did not ask for this, ignore this mail: you will not hear from me again.',
      },
      { text: 'Write Bold. Live Loud. Be Fabulous.\nKendra' },
    ],
  });
}
