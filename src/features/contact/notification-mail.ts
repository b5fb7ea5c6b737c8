/** The mail that tells the owner about a new contact message (plain text: the visitor's words are never HTML). */
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import type { NewContactMessage } from './contact.queries';

/** The notification for `message`, sent to `owner`, answerable with Reply. */
export function contactNotification(message: NewContactMessage, owner: string): OutgoingMail {
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
  return {
    kind: 'contact',
    to: owner,
    subject: `New message from ${oneLine(message.name)}: ${oneLine(message.subject)}`,
    text: [
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      '(Sent from the contact form of your website. Reply to answer the visitor.)',
    ].join('\n'),
    headers: { 'Reply-To': message.email },
  };
}
