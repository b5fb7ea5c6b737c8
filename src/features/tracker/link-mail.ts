/** The mail that carries a shelf's sign-in link to the reader's other device. */
import type { OutgoingMail } from '~/lib/mail/outbox.queries';

/** Where the link opens: a page that asks before joining (so a mail scanner's visit changes nothing). */
export const LINK_PATH = '/reading-tracker/link';

/** The sign-in link mail for `email`, with the link built from the site's base URL. */
export function linkMail(email: string, siteUrl: string, token: string): OutgoingMail {
  const link = new URL(`${LINK_PATH}?token=${encodeURIComponent(token)}`, siteUrl).href;
  const text = [
    'Hi there, fabulous reader!',
    '',
    'Open this link on your other phone, tablet or computer to see the same reading shelf there:',
    link,
    '',
    'It works once, within an hour. Books on both devices are joined into one shelf, each book once.',
    '',
    "Didn't ask for this? Ignore this mail: nothing changes unless the link is opened and confirmed.",
    '',
    'Write Bold. Live Loud. Be Fabulous.',
    'Kendra',
  ].join('\n');
  const html = `<p>Hi there, fabulous reader!</p>
<p>Open this link on your other phone, tablet or computer to see the same reading shelf there:</p>
<p><a href="${link}">Use my reading shelf on this device</a></p>
<p>It works once, within an hour. Books on both devices are joined into one shelf, each book once.</p>
<p style="font-size:12px;color:#5b5163">Didn't ask for this? Ignore this mail: nothing changes unless the link is opened and confirmed.</p>`;
  return { kind: 'reading-link', to: email, subject: 'Your reading shelf on another device', text, html };
}
