/** The Subscribers tab: each address with its status, the CSV export and the import. */
import { formatDateTime } from '~/features/admin/api-client';
import type { SubscriberView } from '~/features/admin/dashboard.server';
import SubscriberImport from './SubscriberImport';

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
