/**
 * Messages: the contact form's messages, open ones first by default, with a filter (open,
 * handled, archived) and per message a reply link, mark handled (or unhandled), archive
 * (or unarchive) and delete (after a confirmation).
 */
import { Archive, ArchiveRestore, Check, Reply, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { api, errorText, formatDateTime } from '~/features/admin/api-client';
import ConfirmDialog from '~/features/admin/ConfirmDialog';
import type { MessageView } from '~/features/admin/dashboard.server';
import LazyList from '~/features/admin/LazyList';
import { MESSAGE_FILTERS, type MessageAction, type MessageFilter } from './message-schema';

interface Props {
  /** Called after every change, so the Overview's count of open messages follows. */
  onChange(): void;
}

const FILTER_LABELS: Record<MessageFilter, string> = {
  open: 'Open',
  handled: 'Handled',
  archived: 'Archived',
};
const EMPTY: Record<MessageFilter, string> = {
  open: 'No open messages: everything is handled.',
  handled: 'No handled messages.',
  archived: 'No archived messages.',
};

/** A mailto: link that answers the message, its subject filled in. */
export function replyHref(m: Pick<MessageView, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`;
  return `mailto:${encodeURIComponent(m.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}

const action = 'btn-outline inline-flex items-center gap-1.5';

export default function MessagesTab({ onChange }: Props) {
  const [filter, setFilter] = useState<MessageFilter>('open');
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const [status, setStatus] = useState('');

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
        {MESSAGE_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className="border-plum/30 text-plum aria-pressed:bg-band min-h-11 rounded-full border px-4 text-sm font-semibold aria-pressed:text-white"
          >
            {FILTER_LABELS[f]}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm">
        {status}
      </p>
      <LazyList<MessageView>
        key={filter}
        endpoint={`/api/admin/contact-messages?status=${filter}`}
        noun={`${filter} messages`}
      >
        {(messages, _update, _total, reload) => {
          async function act(m: MessageView, what: MessageAction | 'delete', done: string) {
            setStatus('');
            try {
              if (what === 'delete') await api(`/api/admin/contact-messages/${m.id}`, { method: 'DELETE' });
              else
                await api(`/api/admin/contact-messages/${m.id}`, { method: 'PATCH', body: { action: what } });
              setStatus(done);
              reload();
              onChange();
            } catch (error) {
              setStatus(errorText(error, 'The message could not be changed'));
            }
          }
          return (
            <>
              {messages.length === 0 && <p className="text-muted">{EMPTY[filter]}</p>}
              <ul className="grid gap-3">
                {messages.map((m) => (
                  <li key={m.id}>
                    <article
                      className="bg-surface rounded-xl p-4 shadow-sm"
                      aria-labelledby={`message-${m.id}`}
                    >
                      <h3 id={`message-${m.id}`} className="font-serif text-lg font-bold break-words">
                        {m.subject}
                      </h3>
                      <p className="text-muted text-sm break-words">
                        From {m.name} (
                        <a className="break-all underline" href={`mailto:${m.email}`}>
                          {m.email}
                        </a>
                        ) · {formatDateTime(m.createdAt)}
                        {m.handledAt && ` · handled ${formatDateTime(m.handledAt)}`}
                        {m.archivedAt && ` · archived ${formatDateTime(m.archivedAt)}`}
                      </p>
                      <p className="mt-2 break-words whitespace-pre-line">{m.message}</p>
                      <div className="mt-3 flex flex-wrap gap-2">
                        <a className={action} href={replyHref(m)} aria-label={`Reply to ${m.name}`}>
                          <Reply aria-hidden="true" size={18} /> Reply
                        </a>
                        {m.handledAt ? (
                          <button
                            type="button"
                            className={action}
                            aria-describedby={`message-${m.id}`}
                            onClick={() => void act(m, 'reopen', `“${m.subject}” is open again.`)}
                          >
                            <RotateCcw aria-hidden="true" size={18} /> Mark unhandled
                          </button>
                        ) : (
                          <button
                            type="button"
                            className={action}
                            aria-describedby={`message-${m.id}`}
                            onClick={() => void act(m, 'handle', `“${m.subject}” marked handled.`)}
                          >
                            <Check aria-hidden="true" size={18} /> Mark handled
                          </button>
                        )}
                        {m.archivedAt ? (
                          <button
                            type="button"
                            className={action}
                            aria-describedby={`message-${m.id}`}
                            onClick={() =>
                              void act(m, 'unarchive', `“${m.subject}” is back from the archive.`)
                            }
                          >
                            <ArchiveRestore aria-hidden="true" size={18} /> Unarchive
                          </button>
                        ) : (
                          <button
                            type="button"
                            className={action}
                            aria-describedby={`message-${m.id}`}
                            onClick={() => void act(m, 'archive', `“${m.subject}” archived.`)}
                          >
                            <Archive aria-hidden="true" size={18} /> Archive
                          </button>
                        )}
                        <button
                          type="button"
                          className={`${action} text-red-800 dark:text-red-300`}
                          aria-describedby={`message-${m.id}`}
                          onClick={() => setDeleting(m)}
                        >
                          <Trash2 aria-hidden="true" size={18} /> Delete
                        </button>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
              <ConfirmDialog
                open={deleting !== null}
                onOpenChange={(open) => !open && setDeleting(null)}
                title="Delete this message?"
                description={
                  deleting
                    ? `“${deleting.subject}” from ${deleting.name} is removed for good. Archive it to keep it.`
                    : ''
                }
                confirmLabel="Delete message"
                onConfirm={() => {
                  if (deleting) void act(deleting, 'delete', `“${deleting.subject}” deleted.`);
                  setDeleting(null);
                }}
              />
            </>
          );
        }}
      </LazyList>
    </div>
  );
}
