/**
 * Newsletter: the owner's issues. Loads them when the tab opens; writes an issue in the
 * editor (live preview of the mail, a schedule), and shows each sent issue's delivery
 * (queued or held, sent, failed) with a progress bar, polled while mail is still going out.
 */
import { useEffect, useState } from 'react';
import { formatDateTime } from '~/features/admin/api-client';
import Badge from '~/features/admin/Badge';
import KeptWorkList from '~/features/admin/KeptWorkList';
import TabState from '~/features/admin/TabState';
import { useApiData } from '~/features/admin/useApiData';
import IssueEditor, { type IssueRecord } from './IssueEditor';
import { countOf, nounFor } from '~/lib/count-text';

interface Props {
  /** Confirmed subscribers now (the Overview count), for the send confirmation. */
  subscribers: number;
  /** False while no mail transport is set: queued mail is held, not on its way. */
  sending: boolean;
}

/** How often delivery counts refresh while an issue's mail is queued. */
const POLL_MS = 2_000;

/** Where an issue stands: written, waiting for its time, its mail still queued, or all sent. */
const stateOf = (issue: IssueRecord) =>
  issue.status === 'draft'
    ? 'Draft'
    : issue.status === 'scheduled'
      ? 'Scheduled'
      : issue.delivery.queued > 0
        ? 'Sending'
        : 'Sent';

const CONFIRMED = ['confirmed subscriber', 'confirmed subscribers'] as const;
const SUBSCRIBER = ['subscriber', 'subscribers'] as const;

const TONES = {
  Draft: 'bg-yellow-100 text-yellow-900',
  Scheduled: 'bg-purple-100 text-purple-900',
  Sending: 'bg-blue-100 text-blue-900',
  Sent: 'bg-green-100 text-green-900',
};

/** The line under an issue's title: when it was edited, goes out, or went out. */
function whenLine(issue: IssueRecord): string {
  if (issue.status === 'draft') return `Last edited ${formatDateTime(issue.updatedAt)}`;
  if (issue.status === 'scheduled')
    return `Scheduled for ${formatDateTime(issue.scheduledAt)}: it goes out by itself`;
  return `Sent ${formatDateTime(issue.sentAt)} to ${countOf(issue.recipients, SUBSCRIBER)}`;
}

function DeliveryBar({ issue, sending }: { issue: IssueRecord; sending: boolean }) {
  const { queued, sent, failed, cancelled } = issue.delivery;
  const total = queued + sent + failed + cancelled;
  const done = total - queued;
  return (
    <div className="mt-2 grid gap-1">
      <progress
        className="accent-magenta h-3 w-full"
        max={Math.max(total, 1)}
        value={total === 0 ? 1 : done}
        aria-label={`Delivery of “${issue.subject}”`}
      />
      <p className="text-muted text-sm">
        <span>{sending ? `${queued} queued` : `${queued} held (mail is not being sent)`}</span> ·{' '}
        <span>{sent} sent</span> · <span>{failed} failed</span>
        {cancelled > 0 && <span> · {cancelled} not sent (unsubscribed)</span>}
        {total === 0 && <span> · no confirmed subscribers when it was sent</span>}
      </p>
    </div>
  );
}

export default function NewsletterTab({ subscribers, sending }: Props) {
  const {
    data: issues,
    error,
    reload,
  } = useApiData<IssueRecord[]>('/api/admin/newsletter/issues', 'Could not load the issues.');
  const [editing, setEditing] = useState<IssueRecord | 'new' | null>(null);

  const delivering = sending && (issues?.some((i) => i.delivery.queued > 0) ?? false);
  useEffect(() => {
    if (!delivering) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [delivering, reload]);

  if (editing)
    return (
      <IssueEditor
        issue={editing === 'new' ? null : editing}
        subscribers={subscribers}
        onDone={() => {
          setEditing(null);
          void reload();
        }}
      />
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <strong className="text-plum text-2xl">{subscribers}</strong> {nounFor(subscribers, CONFIRMED)}
        </p>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          New Issue
        </button>
      </div>
      <KeptWorkList
        prefix="issue:"
        shown={(id) => issues?.some((i) => i.id === id && i.status !== 'sent') ?? false}
        onContinue={(id) => setEditing(issues?.find((i) => i.id === id) ?? 'new')}
      />
      <TabState
        error={error}
        onRetry={() => void reload()}
        loading={issues === null && 'Loading issues...'}
        empty={issues?.length === 0 && 'No issues yet. Write the first one!'}
      />
      <ul className="grid gap-3" aria-label="Issues">
        {issues?.map((issue) => (
          <li key={issue.id} className="bg-surface rounded-xl p-4 shadow-sm">
            <article aria-labelledby={`issue-${issue.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`issue-${issue.id}`} className="font-serif text-lg font-bold break-words">
                  {issue.subject}
                </h3>
                <Badge tone={TONES[stateOf(issue)]}>{stateOf(issue)}</Badge>
              </div>
              <p className="text-muted text-sm">{whenLine(issue)}</p>
              {issue.status === 'sent' ? (
                <>
                  <DeliveryBar issue={issue} sending={sending} />
                  <a
                    className="text-plum mt-2 inline-block text-sm font-semibold underline"
                    href={`/newsletter/${issue.id}`}
                  >
                    View in the archive
                  </a>
                </>
              ) : (
                <button type="button" className="btn-outline mt-3" onClick={() => setEditing(issue)}>
                  Edit<span className="sr-only"> “{issue.subject}”</span>
                </button>
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
