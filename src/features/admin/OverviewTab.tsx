/** Overview: the counts (unhandled messages among them), orders, revenue and stories for review, the 5 newest orders, the Amazon link check, the 5 latest messages and forum items. */
import { useState } from 'react';
import { countOf } from '~/lib/count-text';
import type { DashboardData } from './dashboard.server';
import { api, errorText, formatDateTime } from './api-client';
import BusinessFigures from './BusinessFigures';
import Panel from './Panel';
import RecentOrders from './RecentOrders';

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

/** What a link check did, in the owner's words: 'Checked 14 books: 1 link tidied, ...'. */
function linkCheckSummary(r: SyncResult): string {
  return (
    `Checked ${countOf(r.checked, ['book', 'books'])}: ` +
    `${countOf(r.normalized.length, ['link', 'links'])} tidied to the short product form, ` +
    `${countOf(r.placeholders.length, ['placeholder link', 'placeholder links'])} and ` +
    `${countOf(r.invalid.length, ['broken link', 'broken links'])} to replace.`
  );
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
        setResult(linkCheckSummary(r));
      }
      onSynced();
    } catch (error) {
      setResult(`The check failed. ${errorText(error, 'Please try again.')}`);
    } finally {
      setBusy(false);
    }
  }

  const syncButton = (path: string, label: string, look: string) => (
    <button type="button" className={look} disabled={busy} onClick={() => void run(path)}>
      {label}
    </button>
  );

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
      <RecentOrders orders={data.orders} />
      <Panel id="sync-title" title="Amazon Link Check">
        <p className="mt-1 text-sm">
          Rewrites each book's Amazon link to its short product form (amazon.com/dp/…) and lists the
          placeholder and broken links to replace in the Amazon URLs tab. It reads nothing from Amazon.
        </p>
        <p className="text-muted mt-1 text-sm">
          Last check: {formatDateTime(lastRun)}. Runs by itself every day at midnight.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {syncButton('/api/books/sync', 'Check Amazon Links', 'btn-primary')}
          {syncButton('/api/books/sync/featured', 'Sync Featured Books', 'btn-outline')}
        </div>
        <p role="status" className="mt-2 text-sm">
          {result}
        </p>
      </Panel>
      <div className="grid gap-6 md:grid-cols-2">
        <Recent
          id="recent-messages"
          title="Recent Messages"
          empty="No messages yet."
          items={data.messages.map((m) => ({
            key: String(m.id),
            title: m.subject,
            meta: `${m.name} · ${formatDateTime(m.createdAt)}`,
          }))}
        />
        <Recent
          id="recent-forum"
          title="Recent Forum Activity"
          empty="No forum activity yet."
          items={data.forum.map((f) => ({
            key: `${f.kind}-${f.id}`,
            title: f.kind === 'topic' ? f.title : `Re: ${f.title}`,
            meta: `${f.category} · ${formatDateTime(f.createdAt)}`,
          }))}
        />
      </div>
    </div>
  );
}

interface RecentProps {
  id: string;
  title: string;
  /** Shown when there are none. */
  empty: string;
  items: { key: string; title: string; meta: string }[];
}

/** The five newest items of a list, each a title over its line of details. */
function Recent({ id, title, empty, items }: RecentProps) {
  return (
    <Panel id={id} title={title}>
      <ul className="divide-plum/10 mt-2 divide-y">
        {items.slice(0, 5).map((item) => (
          <li key={item.key} className="py-2">
            <p className="font-semibold">{item.title}</p>
            <p className="text-muted text-sm">{item.meta}</p>
          </li>
        ))}
        {items.length === 0 && <li className="text-muted py-2">{empty}</li>}
      </ul>
    </Panel>
  );
}
