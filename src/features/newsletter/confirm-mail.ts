/** The double opt-in mail: one link to the page whose 'Confirm' button confirms the subscription (and opens the free guide). */
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
  const text = [
    'Hi there!',
    '',
    'Someone (hopefully you) asked to join the Fabulous Readers Club, my monthly newsletter.',
    'Please open this link and press Confirm, and your free guide for beginning writers opens right away:',
    link,
    '',
    'The link works for 7 days. If you did not ask for this, ignore this mail: you will not hear from me again.',
    '',
    'Write Bold. Live Loud. Be Fabulous.',
    'Kendra',
  ].join('\n');
  const html = `<p>Hi there!</p>
<p>Someone (hopefully you) asked to join the Fabulous Readers Club, my monthly newsletter. Please open this link and press Confirm, and your free guide for beginning writers opens right away:</p>
<p><a href="${link}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#b0154f;color:#ffffff;font-weight:bold;text-decoration:none">Confirm my subscription</a></p>
<p style="font-size:13px;color:#5b5163">Or paste this link into your browser: ${link}</p>
<p style="font-size:13px;color:#5b5163">The link works for 7 days. If you did not ask for this, ignore this mail: you will not hear from me again.</p>
<p>Write Bold. Live Loud. Be Fabulous.<br>Kendra</p>`;
  return { kind: 'newsletter-confirm', to: email, subject: CONFIRM_SUBJECT, text, html };
}
