/** Overview: the counts (unhandled messages among them), orders, revenue and stories for review, the Amazon Data Sync card, the 5 latest messages and forum items. */
import { useState } from 'react';
import type { DashboardData } from './dashboard.server';
import { api, formatDateTime } from './api-client';
import BusinessFigures from './BusinessFigures';

interface Props {
  data: DashboardData;
  onSynced(): void;
}

interface SyncResult {
  ranAt: string;
  checked: number;
  normalized: number[];
  placeholders: number[];
  invalid: number[];
}

export default function OverviewTab({ data, onSynced }: Props) {
  const [lastRun, setLastRun] = useState(data.sync.lastRunAt);
  const [result, setResult] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(path: string) {
    setBusy(true);
    setResult('');
    try {
      if (path.endsWith('featured')) {
        const r = await api<{ featured: number[] }>(path, { method: 'POST' });
        setResult(`Featured books set: ${r.featured.map((id) => `#${id}`).join(', ')}.`);
      } else {
        const r = await api<SyncResult>(path, { method: 'POST' });
        setLastRun(r.ranAt);
        setResult(
          `Checked ${r.checked} books: ${r.normalized.length} links normalised, ${r.placeholders.length} placeholders, ${r.invalid.length} invalid.`,
        );
      }
      onSynced();
    } catch (error) {
      setResult(`Sync failed (${(error as Error).message}).`);
    } finally {
      setBusy(false);
    }
  }

  const counts = [
    ['Blog posts', data.counts.posts],
    ['Messages', data.counts.messages],
    ['Subscribers', data.counts.subscribers],
    ['Forum topics', data.counts.forumTopics],
    ['Unhandled messages', data.figures.openMessages],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {counts.map(([label, value]) => (
          <div key={label} className="bg-surface rounded-xl p-4 shadow-sm">
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="text-plum text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <BusinessFigures figures={data.figures} />
      <section aria-labelledby="sync-title" className="bg-surface rounded-xl p-4 shadow-sm">
        <h3 id="sync-title" className="text-plum text-xl font-bold">
          Amazon Data Sync
        </h3>
        <p className="text-muted mt-1 text-sm">
          Last sync: {formatDateTime(lastRun)}. Runs automatically every day at midnight.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => void run('/api/books/sync')}
          >
            Sync Amazon Data
          </button>
          <button
            type="button"
            className="btn-outline"
            disabled={busy}
            onClick={() => void run('/api/books/sync/featured')}
          >
            Sync Featured Books
          </button>
        </div>
        <p role="status" className="mt-2 text-sm">
          {result}
        </p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="recent-messages" className="bg-surface rounded-xl p-4 shadow-sm">
          <h3 id="recent-messages" className="text-plum text-xl font-bold">
            Recent Messages
          </h3>
          <ul className="divide-plum/10 mt-2 divide-y">
            {data.messages.slice(0, 5).map((m) => (
              <li key={m.id} className="py-2">
                <p className="font-semibold">{m.subject}</p>
                <p className="text-muted text-sm">
                  {m.name} · {formatDateTime(m.createdAt)}
                </p>
              </li>
            ))}
            {data.messages.length === 0 && <li className="text-muted py-2">No messages yet.</li>}
          </ul>
        </section>
        <section aria-labelledby="recent-forum" className="bg-surface rounded-xl p-4 shadow-sm">
          <h3 id="recent-forum" className="text-plum text-xl font-bold">
            Recent Forum Activity
          </h3>
          <ul className="divide-plum/10 mt-2 divide-y">
            {data.forum.slice(0, 5).map((f) => (
              <li key={`${f.kind}-${f.id}`} className="py-2">
                <p className="font-semibold">{f.kind === 'topic' ? f.title : `Re: ${f.title}`}</p>
                <p className="text-muted text-sm">
                  {f.category} · {formatDateTime(f.createdAt)}
                </p>
              </li>
            ))}
            {data.forum.length === 0 && <li className="text-muted py-2">No forum activity yet.</li>}
          </ul>
        </section>
      </div>
    </div>
  );
}
