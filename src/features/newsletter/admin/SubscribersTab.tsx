/** The Subscribers tab: each address with its status, the CSV export and the import. */
import { formatDateTime } from '~/features/admin/api-client';
import type { SubscriberView } from '~/features/admin/dashboard.server';
import LazyList from '~/features/admin/LazyList';
import { useAdminList } from '~/features/admin/useAdminList';
import SubscriberImport from './SubscriberImport';
import { nounFor } from '~/lib/count-text';

interface Props {
  /** Confirmed subscribers in all. */
  confirmed: number;
  /** Called after an import, so the dashboard's counts follow. */
  onImported(): void;
}

const subscriberStatus = {
  pending: ['Pending', 'bg-yellow-100 text-yellow-900'],
  confirmed: ['Confirmed', 'bg-green-100 text-green-900'],
  unsubscribed: ['Unsubscribed', 'bg-gray-100 text-gray-900'],
} as const;

/** The Subscribers tab: the confirmed count, the CSV export and import, and a page of addresses. */
export function SubscribersTab({ confirmed, onImported }: Props) {
  const list = useAdminList<SubscriberView>('/api/admin/newsletter-subscribers', [
    'subscriber',
    'subscribers',
  ]);
  const total = list.total;
  return (
    <LazyList list={list}>
      {(subscribers) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>
              <strong className="text-plum text-2xl">{confirmed}</strong>{' '}
              {nounFor(confirmed, ['confirmed subscriber', 'confirmed subscribers'])}
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
          <SubscriberImport
            onImported={() => {
              list.reload();
              onImported();
            }}
          />
          <ul className="bg-surface divide-plum/10 divide-y rounded-xl p-4 shadow-sm">
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
      )}
    </LazyList>
  );
}
