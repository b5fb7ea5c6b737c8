/**
 * Whether the public site shows every change: 'Live', 'Publishing' or 'Publish failed'
 * with the reason, as the server computes it from the live build's generation
 * (/build.json) and the database's (CONTRACT.md §15). Watched while a publish is under
 * way; a failed publish can be asked for again.
 */
import { useEffect, useRef, useState } from 'react';
import type { PublishStatus as Status } from '~/features/publishing/publish.queries';
import { api, errorText, formatDateTime } from '~/features/admin/api-client';

interface Props {
  initial: Status;
  /** Bumped after every content write, so the status is watched until the publish finishes. */
  writes: number;
}

/** Polls every 2 s for a minute, then every 10 s (a Vercel deploy takes minutes), for 20 minutes at most. */
const delay = (tries: number) => (tries < 30 ? 2000 : 10_000);
const MAX_TRIES = 30 + 114;

export default function PublishStatus({ initial, writes }: Props) {
  const [status, setStatus] = useState(initial);
  const [asked, setAsked] = useState(0);
  const [busy, setBusy] = useState(false);
  const [askError, setAskError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (writes === 0 && asked === 0 && initial.state !== 'publishing') return;
    let tries = 0;
    const poll = async () => {
      tries += 1;
      try {
        const next = await api<Status>('/api/admin/publish');
        setStatus(next);
        if (next.state !== 'publishing' || tries > MAX_TRIES) return;
      } catch {
        if (tries > 5) return;
      }
      timer.current = setTimeout(poll, delay(tries));
    };
    void poll();
    return () => clearTimeout(timer.current);
  }, [writes, asked, initial.state]);

  const publishAgain = async () => {
    setBusy(true);
    setAskError('');
    try {
      setStatus(await api<Status>('/api/admin/publish', { method: 'POST' }));
      setAsked((n) => n + 1);
    } catch (error) {
      setAskError(errorText(error, 'The publish could not be requested. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const failed = status.state === 'failed';
  return (
    <div
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border px-4 py-2 text-sm ${failed ? 'border-red-300 bg-red-50 text-red-800' : 'border-plum/20 text-muted bg-surface'}`}
    >
      <p role="status" className="min-w-0 flex-1 basis-64">
        {status.state === 'live' ? (
          <>
            <strong className="text-plum">Live:</strong> the public site shows every change (last published{' '}
            {formatDateTime(status.finishedAt)}).
          </>
        ) : status.state === 'publishing' ? (
          <>
            <strong className="text-plum">Publishing</strong> your changes to the public site… (saved{' '}
            {formatDateTime(status.requestedAt)})
          </>
        ) : (
          <>
            <strong>Publish failed:</strong> {status.error}
          </>
        )}
        {askError && <span className="mt-1 block text-red-800">{askError}</span>}
      </p>
      {failed && (
        <button
          type="button"
          className="btn-outline min-h-11"
          disabled={busy}
          onClick={() => void publishAgain()}
        >
          Publish again
        </button>
      )}
    </div>
  );
}
