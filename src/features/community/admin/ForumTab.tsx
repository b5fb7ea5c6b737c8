/** The Forum tab: topics and replies, newest first, as read-only cards. */
import { formatDateTime } from '~/features/admin/api-client';
import type { ForumView } from '~/features/admin/dashboard.server';
import LazyList from '~/features/admin/LazyList';
import { useAdminList } from '~/features/admin/useAdminList';

/** The Forum tab: the newest topics and replies, up to 200. */
export function ForumTab() {
  const list = useAdminList<ForumView>('/api/admin/forum-activity', ['forum item', 'forum items'], 200);
  return (
    <LazyList list={list} searchable={false}>
      {(forum) =>
        forum.length === 0 ? (
          <p className="text-muted">No forum activity yet.</p>
        ) : (
          <ul className="grid gap-3">
            {forum.map((f) => (
              <li key={`${f.kind}-${f.id}`} className="bg-surface rounded-xl p-4 shadow-sm">
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
        )
      }
    </LazyList>
  );
}
