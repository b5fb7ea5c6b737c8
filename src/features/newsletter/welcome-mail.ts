/** The welcome mail a new subscriber receives: the free guide link and a one-click unsubscribe. */
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import { WELCOME_TITLE } from './schema';

/** Where the free guide lives on the site. */
export const FREE_GUIDE_PATH = '/free-guide';

/** The welcome mail for `email`, with links built from the site's base URL and the signed token. */
export function welcomeMail(email: string, siteUrl: string, token: string): OutgoingMail {
  const guide = new URL(FREE_GUIDE_PATH, siteUrl).href;
  const unsubscribePage = new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
  const oneClick = new URL(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
  const text = [
    'Hi there, fabulous reader!',
    '',
    "Thank you for joining the Fabulous Readers Club. As promised, here is your free guide for beginning writers, 'Write Bold: A Beginner's Guide to Finishing Your First Draft':",
    guide,
    '',
    "Once a month you'll get first looks at new books, writing prompts and a little boldness for your week.",
    '',
    'Write Bold. Live Loud. Be Fabulous.',
    'Kendra',
    '',
    `Not for you? Unsubscribe with one click: ${unsubscribePage}`,
  ].join('\n');
  const html = `<p>Hi there, fabulous reader!</p>
<p>Thank you for joining the Fabulous Readers Club. As promised, here is your free guide for beginning writers:</p>
<p><a href="${guide}">Write Bold: A Beginner's Guide to Finishing Your First Draft</a></p>
<p>Once a month you'll get first looks at new books, writing prompts and a little boldness for your week.</p>
<p>Write Bold. Live Loud. Be Fabulous.<br>Kendra</p>
<p style="font-size:12px;color:#5b5163">Not for you? <a href="${unsubscribePage}">Unsubscribe</a> with one click.</p>`;
  return {
    kind: 'newsletter-welcome',
    to: email,
    subject: WELCOME_TITLE,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
