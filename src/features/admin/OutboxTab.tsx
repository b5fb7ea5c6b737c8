/**
 * Outbox: every outgoing mail with its status; a mail opens in full (recipient, subject,
 * text, status, attempts, last error), and a failed one can be sent again.
 */
import { Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { api, errorText, formatDateTime } from './api-client';
import type { MailView, OutboxView } from './dashboard.server';
import LazyList from './LazyList';
import Modal from './Modal';

const statusStyle = {
  pending: 'bg-yellow-100 text-yellow-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-gray-100 text-gray-900',
};
const statusLabel = { pending: 'Waiting', sent: 'Sent', failed: 'Failed', cancelled: 'Not sent' };
const button = 'btn-outline inline-flex items-center gap-1.5';

function Status({ status }: { status: OutboxView['status'] }) {
  return (
    <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${statusStyle[status]}`}>
      {statusLabel[status]}
    </span>
  );
}

export default function OutboxTab() {
  const [opened, setOpened] = useState<MailView | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const [message, setMessage] = useState('');

  async function open(id: number) {
    setLoading(id);
    setMessage('');
    try {
      setOpened(await api<MailView>(`/api/admin/outbox/${id}`));
    } catch (error) {
      setMessage(errorText(error, 'The mail could not be opened'));
    } finally {
      setLoading(null);
    }
  }

  return (
    <LazyList<OutboxView> endpoint="/api/admin/outbox" noun="mails">
      {(outbox, update) => {
        async function resend(id: number) {
          setMessage('');
          try {
            const mail = await api<MailView>(`/api/admin/outbox/${id}/resend`, { method: 'POST' });
            update((list) => list.map((m) => (m.id === id ? { ...m, ...mail } : m)));
            setOpened((current) => (current?.id === id ? mail : current));
            setMessage(`“${mail.subject}” is queued to be sent again.`);
          } catch (error) {
            setMessage(errorText(error, 'The mail could not be queued again'));
          }
        }
        return (
          <>
            <p role="status" className="text-sm">
              {message}
            </p>
            {outbox.length === 0 && <p className="text-muted">No mail yet.</p>}
            <ul className="grid gap-3">
              {outbox.map((m) => (
                <li key={m.id} className="bg-surface rounded-xl p-4 shadow-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold break-words">{m.subject}</h3>
                    <Status status={m.status} />
                  </div>
                  <p className="text-muted text-sm break-all">
                    To {m.to} · {m.kind} · queued {formatDateTime(m.createdAt)}
                    {m.sentAt && ` · sent ${formatDateTime(m.sentAt)}`} · {m.attempts} attempts
                  </p>
                  {m.lastError && (
                    <p className="mt-1 text-sm break-words text-red-800 dark:text-red-300">
                      Last error: {m.lastError}
                    </p>
                  )}
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={button}
                      disabled={loading === m.id}
                      aria-label={`Open the mail “${m.subject}” to ${m.to}`}
                      onClick={() => void open(m.id)}
                    >
                      <Mail aria-hidden="true" size={18} /> Open
                    </button>
                    {m.status === 'failed' && (
                      <button
                        type="button"
                        className={button}
                        aria-label={`Send again: “${m.subject}” to ${m.to}`}
                        onClick={() => void resend(m.id)}
                      >
                        <Send aria-hidden="true" size={18} /> Send again
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Modal
              open={opened !== null}
              onOpenChange={(o) => !o && setOpened(null)}
              title={opened?.subject ?? 'Mail'}
              description={opened ? `To ${opened.to}` : undefined}
            >
              {opened && (
                <div className="grid gap-3">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="font-semibold">To</dt>
                    <dd className="break-all">{opened.to}</dd>
                    <dt className="font-semibold">Subject</dt>
                    <dd className="break-words">{opened.subject}</dd>
                    <dt className="font-semibold">Kind</dt>
                    <dd>{opened.kind}</dd>
                    <dt className="font-semibold">Status</dt>
                    <dd>
                      <Status status={opened.status} />
                    </dd>
                    <dt className="font-semibold">Attempts</dt>
                    <dd>{opened.attempts}</dd>
                    <dt className="font-semibold">Queued</dt>
                    <dd>{formatDateTime(opened.createdAt)}</dd>
                    {opened.sentAt && (
                      <>
                        <dt className="font-semibold">Sent</dt>
                        <dd>{formatDateTime(opened.sentAt)}</dd>
                      </>
                    )}
                    {opened.lastError && (
                      <>
                        <dt className="font-semibold">Last error</dt>
                        <dd className="break-words text-red-800 dark:text-red-300">{opened.lastError}</dd>
                      </>
                    )}
                  </dl>
                  <h3 className="font-semibold">Text</h3>
                  <pre
                    tabIndex={0}
                    aria-label="The mail's text"
                    className="bg-surface max-h-80 overflow-auto rounded-lg p-3 font-sans text-sm break-words whitespace-pre-wrap"
                  >
                    {opened.text ||
                      (opened.issueId
                        ? 'A newsletter issue: its text is made for each reader when it is sent.'
                        : '')}
                  </pre>
                  {opened.status === 'failed' && (
                    <button
                      type="button"
                      className={`${button} justify-self-start`}
                      onClick={() => void resend(opened.id)}
                    >
                      <Send aria-hidden="true" size={18} /> Send again
                    </button>
                  )}
                </div>
              )}
            </Modal>
          </>
        );
      }}
    </LazyList>
  );
}
