/** The mail that tells the owner about a new contact message; the visitor's words are shown as text, never as HTML. */
import { composeMail } from '~/lib/mail/layout';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import type { NewContactMessage } from './contact.queries';

/** The notification for `message`, sent to `owner`, answerable with Reply. */
export function contactNotification(message: NewContactMessage, owner: string): OutgoingMail {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  return composeMail({
    kind: 'contact',
    to: owner,
    subject: `New message from ${oneLine(message.name)}: ${oneLine(message.subject)}`,
    blocks: [
      { heading: 'A new message from your contact form' },
      {
        details: [
          ['Name', message.name],
          ['Email', message.email],
          ['Subject', message.subject],
        ],
      },
      { text: message.message },
      { note: '(Sent from the contact form of your website. Reply to answer the visitor.)' },
    ],
    headers: { 'Reply-To': message.email },
  });
}
