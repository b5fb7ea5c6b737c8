/** When the public site was last published, whether a publish is under way, and whether it failed. */
import { useEffect, useRef, useState } from 'react';
import type { PublishStatus as Status } from '../../../db/queries/publish';
import { api, formatDateTime } from './api-client';

interface Props {
  initial: Status;
  /** Bumped after every content write, so the status is watched until the publish finishes. */
  writes: number;
}

export default function PublishStatus({ initial, writes }: Props) {
  const [status, setStatus] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (writes === 0 && !initial.pending) return;
    let tries = 0;
    const poll = async () => {
      tries += 1;
      try {
        const next = await api<Status>('/api/admin/publish');
        setStatus(next);
        if (!next.pending || tries > 90) return;
      } catch {
        if (tries > 5) return;
      }
      timer.current = setTimeout(poll, 2000);
    };
    void poll();
    return () => clearTimeout(timer.current);
  }, [writes, initial.pending]);

  const failed = status.error && !status.pending;
  return (
    <p
      role="status"
      className={`rounded-lg border px-4 py-2 text-sm ${failed ? 'border-red-300 bg-red-50 text-red-800' : 'border-plum/20 text-muted bg-surface'}`}
    >
      {status.pending && status.requestedAt && Date.now() - Date.parse(status.requestedAt) > 180_000 ? (
        <>
          Changes saved at {formatDateTime(status.requestedAt)} are waiting to be published: the site rebuilds
          while <code>npm start</code> runs (or through the deploy hook on Vercel).
        </>
      ) : status.pending ? (
        <>Publishing your changes to the public site…</>
      ) : failed ? (
        <>Last publish failed: {status.error}</>
      ) : (
        <>Public site last published: {formatDateTime(status.finishedAt)}</>
      )}
    </p>
  );
}
