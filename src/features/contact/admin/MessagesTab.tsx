/**
 * Messages: the contact form's messages, open ones first by default, with a filter (open,
 * handled, archived) and per message a reply link, mark handled (or unhandled), archive
 * (or unarchive) and delete (after a confirmation).
 */
import { useState } from 'react';
import { api, errorText } from '~/features/admin/api-client';
import ConfirmDialog from '~/features/admin/ConfirmDialog';
import type { MessageView } from '~/features/admin/dashboard.server';
import LazyList from '~/features/admin/LazyList';
import { useAdminList } from '~/features/admin/useAdminList';
import MessageCard from './MessageCard';
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

export default function MessagesTab({ onChange }: Props) {
  const [filter, setFilter] = useState<MessageFilter>('open');
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
      <MessageList key={filter} filter={filter} onStatus={setStatus} onChange={onChange} />
    </div>
  );
}

interface ListProps extends Props {
  filter: MessageFilter;
  /** Says what a change did, or why it failed. */
  onStatus(text: string): void;
}

/** The messages of one filter, a page at a time. */
function MessageList({ filter, onStatus, onChange }: ListProps) {
  const list = useAdminList<MessageView>(`/api/admin/contact-messages?status=${filter}`, [
    `${filter} message`,
    `${filter} messages`,
  ]);
  const [deleting, setDeleting] = useState<MessageView | null>(null);

  async function act(m: MessageView, what: MessageAction | 'delete', done: string) {
    onStatus('');
    try {
      const path = `/api/admin/contact-messages/${m.id}`;
      if (what === 'delete') await api(path, { method: 'DELETE' });
      else await api(path, { method: 'PATCH', body: { action: what } });
      onStatus(done);
      list.reload();
      onChange();
    } catch (error) {
      onStatus(errorText(error, 'The message could not be changed'));
    }
  }

  return (
    <LazyList list={list}>
      {(messages) => (
        <>
          {messages.length === 0 && <p className="text-muted">{EMPTY[filter]}</p>}
          <ul className="grid gap-3">
            {messages.map((m) => (
              <li key={m.id}>
                <MessageCard
                  message={m}
                  onAction={(what, done) => void act(m, what, done)}
                  onDelete={() => setDeleting(m)}
                />
              </li>
            ))}
          </ul>
          <ConfirmDialog
            target={deleting}
            texts={(m) => ({
              title: 'Delete this message?',
              description: `“${m.subject}” from ${m.name} is removed for good. Archive it to keep it.`,
              confirm: 'Delete message',
            })}
            onConfirm={(m) => void act(m, 'delete', `“${m.subject}” deleted.`)}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </LazyList>
  );
}
