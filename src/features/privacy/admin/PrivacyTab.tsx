/**
 * The Privacy tab: the owner erases a person by email (a request to be forgotten). She
 * looks the address up first and sees what it would remove (choosing which reader stories
 * are theirs), confirms, and the erasure is done and logged. Below, the erasure log.
 */
import { useEffect, useRef, useState } from 'react';
import { api, errorText, formatDateTime } from '~/features/admin/api-client';
import ConfirmDialog from '~/features/admin/ConfirmDialog';
import { TextField } from '~/features/admin/Field';
import FormActions, { FormAlert } from '~/features/admin/FormActions';
import LazyList from '~/features/admin/LazyList';
import Panel from '~/features/admin/Panel';
import { useAdminForm } from '~/features/admin/useAdminForm';
import { useAdminList } from '~/features/admin/useAdminList';
import { showToast } from '~/stores/toast';
import { erasePreviewSchema, type ErasureCounts } from '../erase';
import { describeCounts, summariseCounts } from '../erasure-labels';
import type { ErasureView } from './erasures.queries';
import StoryChoices, { type StoryChoice } from './StoryChoices';

interface Props {
  /** Called after an erasure, so the dashboard's counts follow. */
  onChange(): void;
}

/** POST /api/admin/erase/preview's answer, as JSON. */
interface Preview {
  email: string;
  counts: ErasureCounts;
  stories: StoryChoice[];
}

/** The erasure log's rows, as JSON. */
type LoggedErasure = Omit<ErasureView, 'erasedAt'> & { erasedAt: string };

export default function PrivacyTab({ onChange }: Props) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<Preview | null>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const log = useAdminList<LoggedErasure>('/api/admin/erasures', ['erasure', 'erasures']);
  // A lookup's answer appears below the form: take the keyboard there.
  useEffect(() => heading.current?.focus(), [preview]);

  const form = useAdminForm(
    erasePreviewSchema,
    (f) => ({ email: String(new FormData(f).get('email') ?? '') }),
    {
      async send({ email }) {
        setDone('');
        setFailure('');
        const found = await api<Preview>('/api/admin/erase/preview', { method: 'POST', body: { email } });
        setPreview(found);
        setChosen(found.stories.map((s) => s.id));
      },
      fallback: 'The address could not be looked up. Check your connection and try again.',
      idPrefix: 'erase',
    },
  );

  async function erase(target: Preview) {
    setFailure('');
    try {
      const result = await api<{ counts: ErasureCounts }>('/api/admin/erase', {
        method: 'POST',
        body: { email: target.email, storyIds: chosen },
      });
      const summary = `Erased ${target.email}: ${summariseCounts(result.counts)}.`;
      setDone(summary);
      setPreview(null);
      formRef.current?.reset();
      showToast({ title: 'Erased', description: summary });
      log.reload();
      onChange();
    } catch (error) {
      const why = errorText(error, 'The erasure did not go through; nothing was changed. Try again.');
      setFailure(why);
      showToast({ title: 'Not erased', description: why, variant: 'destructive' });
    }
  }

  const found = preview ? describeCounts(preview.counts) : [];
  return (
    <div className="grid gap-4">
      <Panel id="erase-title" title="Erase a person's data">
        <p className="text-muted mt-2 text-sm">
          For a request to be forgotten. Erasing removes the address's newsletter subscription, contact
          messages, reader stories, reading-shelf links and the mails sent to it; orders stay for your books
          with their amounts, and the buyer's name, email, address and note replaced. It cannot be undone.
        </p>
        <form
          ref={formRef}
          onSubmit={form.onSubmit}
          onChange={form.onChange}
          noValidate
          aria-label="Find a person's data"
          className="mt-4 grid gap-3 sm:max-w-xl"
        >
          <TextField
            {...form.field('email')}
            label="Their email address"
            type="email"
            autoComplete="off"
            hint="The address they wrote from, subscribed or ordered with"
          />
          <FormAlert>{form.failure}</FormAlert>
          <FormActions busy={form.busy} busyLabel="Looking…" submitLabel="Find their data" align="start" />
        </form>
        <p role="status" className="mt-3 font-medium">
          {done}
        </p>
      </Panel>

      {preview && (
        <section aria-labelledby="erase-found" className="bg-surface grid gap-3 rounded-xl p-4 shadow-sm">
          <h3 id="erase-found" ref={heading} tabIndex={-1} className="text-plum text-xl font-bold break-all">
            {preview.email}
          </h3>
          {found.length === 0 && preview.stories.length === 0 ? (
            <p>Nothing on the site holds this address. Erasing it records the request in the log.</p>
          ) : (
            <>
              <p>Erasing this address removes:</p>
              <ul className="list-disc pl-6">
                {found
                  .filter((line) => !/reader stor/.test(line))
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
            </>
          )}
          <StoryChoices stories={preview.stories} chosen={chosen} onChange={setChosen} />
          <FormAlert>{failure}</FormAlert>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              onClick={() => setConfirming(preview)}
            >
              Erase {preview.email}
            </button>
            <button type="button" className="btn-outline" onClick={() => setPreview(null)}>
              Cancel
            </button>
          </div>
        </section>
      )}

      <ConfirmDialog
        target={confirming}
        texts={(p) => ({
          title: `Erase ${p.email}?`,
          description:
            'Everything listed is removed for good, and the orders keep only their amounts. This cannot be undone.',
          confirm: 'Erase',
        })}
        onConfirm={(p) => void erase(p)}
        onClose={() => setConfirming(null)}
      />

      <Panel id="erasures-title" title="Erasure log">
        <p className="text-muted mt-2 mb-3 text-sm">
          Every erasure, by you or by a subscriber from the unsubscribe page: when, by whom and what it
          removed, never the address.
        </p>
        <LazyList list={log} searchable={false}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="text-muted">No erasures yet.</p>
            ) : (
              <ul className="divide-plum/10 divide-y">
                {rows.map((row) => (
                  <li key={row.id} className="grid gap-1 py-2">
                    <span className="font-semibold">
                      {formatDateTime(row.erasedAt)} ·{' '}
                      {row.source === 'subscriber' ? 'by the subscriber (unsubscribe page)' : `by ${row.by}`}
                    </span>
                    <span className="text-muted text-sm">{summariseCounts(row.counts)}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </LazyList>
      </Panel>
    </div>
  );
}
