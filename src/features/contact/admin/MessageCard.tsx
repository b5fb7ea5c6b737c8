/** One contact message in the Messages tab: who wrote it and when, the text, and its buttons. */
import type { LucideIcon } from 'lucide-react';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-restore';
import Check from 'lucide-react/icons/check';
import Reply from 'lucide-react/icons/reply';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash-2';
import { formatDateTime } from '~/features/admin/api-client';
import type { MessageView } from '~/features/admin/dashboard.server';
import type { MessageAction } from './message-schema';

interface Props {
  message: MessageView;
  /** Runs `what`, and says `done` once it is done. */
  onAction(what: MessageAction, done: string): void;
  /** Asks before deleting. */
  onDelete(): void;
}

/** A mailto: link that answers the message, its subject filled in. */
export function replyHref(m: Pick<MessageView, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`;
  return `mailto:${encodeURIComponent(m.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}

const action = 'btn-outline inline-flex items-center gap-1.5';

/** The two toggles of a message: handled or not, archived or not; each button, its icon and what it says when done. */
function toggles(m: MessageView): [MessageAction, LucideIcon, string, string][] {
  return [
    m.handledAt
      ? ['reopen', RotateCcw, 'Mark unhandled', `“${m.subject}” is open again.`]
      : ['handle', Check, 'Mark handled', `“${m.subject}” marked handled.`],
    m.archivedAt
      ? ['unarchive', ArchiveRestore, 'Unarchive', `“${m.subject}” is back from the archive.`]
      : ['archive', Archive, 'Archive', `“${m.subject}” archived.`],
  ];
}

export default function MessageCard({ message: m, onAction, onDelete }: Props) {
  const titleId = `message-${m.id}`;
  return (
    <article className="bg-surface rounded-xl p-4 shadow-sm" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-serif text-lg font-bold break-words">
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
        {toggles(m).map(([what, Icon, label, done]) => (
          <button
            key={what}
            type="button"
            className={action}
            aria-describedby={titleId}
            onClick={() => onAction(what, done)}
          >
            <Icon aria-hidden="true" size={18} /> {label}
          </button>
        ))}
        <button
          type="button"
          className={`${action} text-red-800 dark:text-red-300`}
          aria-describedby={titleId}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" size={18} /> Delete
        </button>
      </div>
    </article>
  );
}
