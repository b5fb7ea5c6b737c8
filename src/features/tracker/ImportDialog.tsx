/**
 * 'Import' (loaded on first use): a Goodreads or StoryGraph CSV export in, a summary of
 * what was added and skipped out, and a way to undo the import at once.
 */
import { useState } from 'react';
import { ApiError } from '~/lib/http/api-client';
import type { LazyDialogProps } from './DialogButton';
import DialogForm from './DialogForm';
import DialogFrame from './DialogFrame';
import type { ImportSummary } from './types';

export interface ImportProps {
  /** Called after books were added, so the tracker reloads them (and offers the undo). */
  onImported(summary: ImportSummary): void;
  /** Undoes an import; true once done. */
  onUndo(importId: string): Promise<boolean>;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function ImportDialog({ onImported, onUndo, onClose }: ImportProps & LazyDialogProps) {
  const [state, setState] = useState<'idle' | 'busy' | ImportSummary | { error: string } | { undone: true }>(
    'idle',
  );
  const undo = async (importId: string) => {
    if (await onUndo(importId)) setState({ undone: true });
  };
  const submit = async (form: HTMLFormElement) => {
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || !file.size)
      return setState({ error: 'Choose the CSV file of your export.' });
    setState('busy');
    try {
      const response = await fetch('/api/reading-progress/import', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'text/csv', accept: 'application/json' },
        body: await file.text(),
      });
      const body = (await response.json().catch(() => ({}))) as ImportSummary & { message?: string };
      if (!response.ok) throw new ApiError(response.status, body.message ?? 'The import failed.');
      setState(body);
      if (body.importId) onImported(body);
    } catch (error) {
      setState({
        error: error instanceof ApiError ? error.message : 'The import failed. Please try again later.',
      });
    }
  };
  return (
    <DialogFrame
      title="Import Your Books"
      description={
        <>
          From Goodreads: My Books, then Import and export, then Export Library. From StoryGraph: Manage
          Account, then Export StoryGraph Library. Every shelf comes along, with your ratings, reviews and
          read dates; each book is added once, so importing the same file again adds nothing.
        </>
      }
      onClose={onClose}
    >
      <DialogForm
        fieldId="import-file"
        label="Goodreads or StoryGraph export (CSV)"
        submitLabel="Import Books"
        busyLabel="Importing…"
        busy={state === 'busy'}
        onSubmit={submit}
        error={typeof state === 'object' && 'error' in state ? state.error : undefined}
        outcome={
          typeof state === 'object' &&
          ('added' in state ? (
            <ImportSummaryText summary={state} onUndo={undo} />
          ) : (
            'undone' in state && <p className="font-semibold">Import undone: its books are off your shelf.</p>
          ))
        }
      >
        <input id="import-file" name="file" type="file" accept=".csv,text/csv" required className="text-sm" />
      </DialogForm>
    </DialogFrame>
  );
}

/** What an import added, updated and skipped, with the reasons for the skipped rows, and its undo. */
function ImportSummaryText({ summary, onUndo }: { summary: ImportSummary; onUndo(importId: string): void }) {
  const { importId } = summary;
  return (
    <div className="grid gap-2">
      <p className="font-semibold">
        Added {plural(summary.added, 'book')}
        {summary.updated > 0 &&
          `; ${plural(summary.updated, 'book')} already on your shelf gained read dates`}
        .{summary.skipped > 0 && ` Skipped ${plural(summary.skipped, 'row')}:`}
      </p>
      {summary.reasons.length > 0 && (
        <ul className="text-muted list-disc pl-5 text-sm">
          {summary.reasons.map((r) => (
            <li key={r.reason}>
              {plural(r.count, 'row')} because {r.reason} (line{r.lines.length > 1 ? 's' : ''}{' '}
              {r.lines.join(', ')}
              {r.count > r.lines.length ? ', …' : ''})
            </li>
          ))}
        </ul>
      )}
      {importId && (
        <button type="button" className="btn-outline justify-self-start" onClick={() => onUndo(importId)}>
          Undo This Import
        </button>
      )}
    </div>
  );
}
