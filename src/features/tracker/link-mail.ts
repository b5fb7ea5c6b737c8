/** The mail that carries a shelf's sign-in link to the reader's other device. */
import { composeMail } from '~/lib/mail/layout';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';

/** Where the link opens: a page that asks before joining (so a mail scanner's visit changes nothing). */
export const LINK_PATH = '/reading-tracker/link';

/** The sign-in link mail for `email`, with the link built from the site's base URL. */
export function linkMail(email: string, siteUrl: string, token: string): OutgoingMail {
  const link = new URL(`${LINK_PATH}?token=${encodeURIComponent(token)}`, siteUrl).href;
  return composeMail({
    kind: 'reading-link',
    to: email,
    subject: 'Your reading shelf on another device',
    preheader: 'Open the link on your other device to see the same shelf there.',
    siteUrl,
    blocks: [
      { heading: 'Hi there, fabulous reader!' },
      { text: 'Open this link on your other phone, tablet or computer to see the same reading shelf there:' },
      { button: 'Use my reading shelf on this device', href: link },
      {
        text: 'It works once, within an hour. Books on both devices are joined into one shelf, each book once.',
      },
      {
        note: "Didn't ask for this? Ignore this mail: nothing changes unless the link is opened and confirmed.",
      },
      { text: 'Write Bold. Live Loud. Be Fabulous.\nKendra' },
    ],
  });
}
