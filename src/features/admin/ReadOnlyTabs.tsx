/** The read-only list tabs: Subscribers (status, CSV export and import) and Forum. */
import { formatDateTime } from './api-client';
import type { ForumView, SubscriberView } from './dashboard.server';
import SubscriberImport from '~/features/newsletter/admin/SubscriberImport';

const card = 'rounded-xl bg-surface p-4 shadow-sm';

const subscriberStatus = {
  pending: ['Pending', 'bg-yellow-100 text-yellow-900'],
  confirmed: ['Confirmed', 'bg-green-100 text-green-900'],
  unsubscribed: ['Unsubscribed', 'bg-gray-100 text-gray-900'],
} as const;

export function SubscribersTab({
  subscribers,
  confirmed,
  total,
  onImported,
}: {
  /** One page of the list. */
  subscribers: SubscriberView[];
  /** Confirmed subscribers in all. */
  confirmed: number;
  /** Subscribers in all, pending and unsubscribed ones included. */
  total: number;
  onImported(): void;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <strong className="text-plum text-2xl">{confirmed}</strong> confirmed subscribers
          {total > confirmed && (
            <span className="text-muted"> ({total - confirmed} pending or unsubscribed)</span>
          )}
        </p>
        <a
          className="btn-outline"
          href="/api/admin/newsletter-subscribers?format=csv"
          download="newsletter-subscribers.csv"
        >
          Export CSV
        </a>
      </div>
      <SubscriberImport onImported={onImported} />
      <ul className={`${card} divide-plum/10 divide-y`}>
        {subscribers.map((s) => {
          const [label, style] = subscriberStatus[s.status];
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all">{s.email}</span>
              <span className="text-muted flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded-full px-2 py-0.5 font-semibold ${style}`}>{label}</span>
                {s.unsubscribedAt
                  ? `Unsubscribed ${formatDateTime(s.unsubscribedAt)}`
                  : `Since ${formatDateTime(s.createdAt)}`}
              </span>
            </li>
          );
        })}
        {subscribers.length === 0 && <li className="text-muted py-2">No subscribers yet.</li>}
      </ul>
    </div>
  );
}

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
