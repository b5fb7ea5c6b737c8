/** The Forum tab: topics and replies, newest first, as read-only cards. */
import { formatDateTime } from '~/features/admin/api-client';
import type { ForumView } from '~/features/admin/dashboard.server';

const card = 'rounded-xl bg-surface p-4 shadow-sm';

export function ForumTab({ forum }: { forum: ForumView[] }) {
  if (forum.length === 0) return <p className="text-muted">No forum activity yet.</p>;
  return (
    <ul className="grid gap-3">
      {forum.map((f) => (
        <li key={`${f.kind}-${f.id}`} className={card}>
          <p className="text-magenta text-xs font-semibold tracking-wide uppercase">
            {f.kind === 'topic' ? 'Topic' : 'Reply'} · {f.category}
          </p>
          <h3 className="font-serif text-lg font-bold break-words">
            {f.kind === 'topic' ? f.title : `Re: ${f.title}`}
          </h3>
          <p className="mt-1 break-words whitespace-pre-line">{f.content}</p>
          <p className="text-muted mt-1 text-sm">{formatDateTime(f.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
