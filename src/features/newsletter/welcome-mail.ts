/** The welcome mail a new subscriber receives: the free guide link and a one-click unsubscribe. */
import { composeMail } from '~/lib/mail/layout';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import { WELCOME_TITLE } from './schema';

/** Where the free guide lives on the site. */
export const FREE_GUIDE_PATH = '/free-guide';

/** The welcome mail for `email`, with links built from the site's base URL and the signed token. */
export function welcomeMail(email: string, siteUrl: string, token: string): OutgoingMail {
  const guide = new URL(FREE_GUIDE_PATH, siteUrl).href;
  const unsubscribePage = new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
  const oneClick = new URL(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
  return composeMail({
    kind: 'newsletter-welcome',
    to: email,
    subject: WELCOME_TITLE,
    preheader: 'Your free guide for beginning writers is inside.',
    siteUrl,
    blocks: [
      { heading: 'Hi there, fabulous reader!' },
      {
        text: "Thank you for joining the Fabulous Readers Club. As promised, here is your free guide for beginning writers, 'Write Bold: A Beginner's Guide to Finishing Your First Draft':",
      },
      { button: 'Read the free guide', href: guide },
      {
        text: "Once a month you'll get first looks at new books, writing prompts and a little boldness for your week.",
      },
      { text: 'Write Bold. Live Loud. Be Fabulous.\nKendra' },
    ],
    footer: [['Not for you? ', { text: 'Unsubscribe with one click', href: unsubscribePage }, '.']],
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
