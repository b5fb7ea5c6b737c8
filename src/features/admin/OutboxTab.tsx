/**
 * Outbox: every outgoing mail with its status (held, while no mail transport is set); a
 * mail opens in full (recipient, subject, the mail as it looks, text, status, attempts,
 * last error), and a failed one can be sent again.
 */
import Mail from 'lucide-react/icons/mail';
import { useState } from 'react';
import { api, errorText, formatDateTime } from './api-client';
import type { MailView, OutboxView } from './dashboard.server';
import LazyList from './LazyList';
import MailDetails, { mailButton, MailStatus, ResendButton } from './MailDetails';
import Modal from './Modal';
import { useAdminList } from './useAdminList';
import { countOf } from '~/lib/count-text';

interface Props {
  /** False while no mail transport is set: pending mail is held, not on its way. */
  sending: boolean;
}

export default function OutboxTab({ sending }: Props) {
  const list = useAdminList<OutboxView>('/api/admin/outbox', ['mail', 'mails']);
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

  async function resend(id: number) {
    setMessage('');
    try {
      const mail = await api<MailView>(`/api/admin/outbox/${id}/resend`, { method: 'POST' });
      list.update((mails) => mails.map((m) => (m.id === id ? { ...m, ...mail } : m)));
      setOpened((current) => (current?.id === id ? mail : current));
      setMessage(`“${mail.subject}” is queued to be sent again.`);
    } catch (error) {
      setMessage(errorText(error, 'The mail could not be queued again'));
    }
  }

  return (
    <LazyList list={list}>
      {(outbox) => (
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
                  <MailStatus status={m.status} sending={sending} />
                </div>
                <p className="text-muted text-sm break-all">
                  To {m.to} · {m.kind} · queued {formatDateTime(m.createdAt)}
                  {m.sentAt && ` · sent ${formatDateTime(m.sentAt)}`} ·{' '}
                  {countOf(m.attempts, ['attempt', 'attempts'])}
                </p>
                {m.lastError && (
                  <p className="mt-1 text-sm break-words text-red-800 dark:text-red-300">
                    Last error: {m.lastError}
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={mailButton}
                    disabled={loading === m.id}
                    aria-label={`Open the mail “${m.subject}” to ${m.to}`}
                    onClick={() => void open(m.id)}
                  >
                    <Mail aria-hidden="true" size={18} /> Open
                  </button>
                  {m.status === 'failed' && (
                    <ResendButton
                      label={`Send again: “${m.subject}” to ${m.to}`}
                      onClick={() => void resend(m.id)}
                    />
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
              <MailDetails mail={opened} sending={sending} onResend={() => void resend(opened.id)} />
            )}
          </Modal>
        </>
      )}
    </LazyList>
  );
}
