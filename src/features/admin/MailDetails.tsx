/** One outbox mail in full: who it is to, its subject, kind, status, attempts, times, last error, the mail as it looks and its text. */
import Send from 'lucide-react/icons/send';
import { Fragment, type ReactNode } from 'react';
import { formatDateTime } from './api-client';
import Badge from './Badge';
import type { MailView, OutboxView } from './dashboard.server';
import MailFrame from './MailFrame';

const statusStyle = {
  pending: 'bg-yellow-100 text-yellow-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-gray-100 text-gray-900',
};
const statusLabel = { pending: 'Waiting', sent: 'Sent', failed: 'Failed', cancelled: 'Not sent' };
/** A pending mail while no mail transport is set: it is held, not on its way. */
const held = { tone: 'bg-orange-100 text-orange-950', label: 'Held: mail is not being sent' };
/** The look of the outbox's icon buttons. */
export const mailButton = 'btn-outline inline-flex items-center gap-1.5';

/** A mail's status as a badge; `sending` false (no mail transport) shows a pending mail as held. */
export function MailStatus({ status, sending = true }: { status: OutboxView['status']; sending?: boolean }) {
  if (status === 'pending' && !sending) return <Badge tone={held.tone}>{held.label}</Badge>;
  return <Badge tone={statusStyle[status]}>{statusLabel[status]}</Badge>;
}

/** 'Send again' for a failed mail; `label` names the mail where the button stands in a list. */
export function ResendButton({
  label,
  onClick,
  className = '',
}: {
  label?: string;
  onClick(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${mailButton} ${className}`.trim()}
      aria-label={label}
      onClick={onClick}
    >
      <Send aria-hidden="true" size={18} /> Send again
    </button>
  );
}

interface Props {
  mail: MailView;
  /** False while no mail transport is configured (pending mail is held). */
  sending: boolean;
  /** Queues a failed mail again. */
  onResend(): void;
}

export default function MailDetails({ mail, sending, onResend }: Props) {
  const rows: [string, ReactNode, string?][] = [
    ['To', mail.to, 'break-all'],
    ['Subject', mail.subject, 'break-words'],
    ['Kind', mail.kind],
    ['Status', <MailStatus status={mail.status} sending={sending} />],
    ['Attempts', mail.attempts],
    ['Queued', formatDateTime(mail.createdAt)],
  ];
  if (mail.sentAt) rows.push(['Sent', formatDateTime(mail.sentAt)]);
  if (mail.lastError) rows.push(['Last error', mail.lastError, 'break-words text-red-800 dark:text-red-300']);
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value, className]) => (
          <Fragment key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd className={className}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {mail.html && (
        <>
          <h3 className="font-semibold">As it looks</h3>
          <MailFrame title={`The mail “${mail.subject}”`} html={mail.html} />
        </>
      )}
      <h3 className="font-semibold">Text</h3>
      <pre
        tabIndex={0}
        aria-label="The mail's text"
        className="bg-surface max-h-80 overflow-auto rounded-lg p-3 font-sans text-sm break-words whitespace-pre-wrap"
      >
        {mail.text ||
          (mail.issueId
            ? 'A newsletter issue: its text is made for each reader when it is sent.'
            : mail.orderId
              ? 'About a new order: written when it is due, from the order as it then stands.'
              : '')}
      </pre>
      {mail.status === 'failed' && <ResendButton className="justify-self-start" onClick={onResend} />}
    </div>
  );
}
