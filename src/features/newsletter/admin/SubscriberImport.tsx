/**
 * Importing subscribers from a CSV file (email, status, created_at) or a plain list of
 * addresses (another newsletter tool's export) whose people agreed: the result, with each
 * refused row by its line.
 */
import { useState } from 'react';
import * as z from 'zod/mini';
import { FormAlert, SubmitButton } from '~/features/admin/FormActions';
import { useAdminForm } from '~/features/admin/useAdminForm';
import { ApiError } from '~/lib/http/api-client';
import { countOf } from '~/lib/count-text';

interface Props {
  onImported(): void;
}

interface ImportResult {
  added: number;
  updated: number;
  errors: { line: number; message: string }[];
}

/** The form holds one chosen, non-empty file, and whether everyone on it agreed. */
const importSchema = z.object({
  file: z.custom<File>((file) => file instanceof File && file.size > 0, 'Choose a CSV file first.'),
  consented: z.boolean(),
});

const readImport = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { file: data.get('file') as File, consented: data.get('consented') === 'yes' };
};

export default function SubscriberImport({ onImported }: Props) {
  const [result, setResult] = useState<ImportResult | null>(null);

  async function upload({ file, consented }: { file: File; consented: boolean }) {
    setResult(null);
    const query = consented ? '?consented=true' : '';
    const response = await fetch(`/api/admin/newsletter-subscribers/import${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: file,
    });
    const body = (await response.json()) as ImportResult & { message?: string };
    if (!response.ok) throw new ApiError(response.status, `${response.status}`, undefined, body.message);
    setResult(body);
    onImported();
  }

  const { errors, onSubmit, busy, failure } = useAdminForm(importSchema, readImport, {
    send: upload,
    fallback: 'The import failed. Please try again.',
  });

  return (
    <form onSubmit={onSubmit} className="bg-surface grid gap-2 rounded-xl p-4 shadow-sm" noValidate>
      <label htmlFor="subscriber-import" className="font-semibold">
        Import subscribers (CSV: email, status, created_at; or a list of addresses)
      </label>
      <p id="subscriber-import-hint" className="text-muted text-sm">
        Status is pending, confirmed or unsubscribed; each address keeps its state. A plain list (one address
        a line, the usual export of other newsletter tools) needs the box below. Nobody is mailed.
      </p>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="consented" value="yes" className="size-5" />
        Everyone on this list agreed to get my newsletter: import addresses without a status as confirmed
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="subscriber-import"
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="subscriber-import-hint"
          className="max-w-full text-sm"
        />
        <SubmitButton busy={busy} busyLabel="Importing..." className="btn-outline">
          Import CSV
        </SubmitButton>
      </div>
      <div role="status" className="text-sm">
        {result && (
          <>
            <p className="font-semibold text-green-800">
              {result.added} added, {result.updated} updated
              {result.errors.length > 0 && `, ${countOf(result.errors.length, ['row', 'rows'])} skipped`}.
            </p>
            {result.errors.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-red-800">
                {result.errors.slice(0, 50).map((e) => (
                  <li key={`${e.line}-${e.message}`}>
                    Line {e.line}: {e.message}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <FormAlert>{failure || errors.file}</FormAlert>
    </form>
  );
}
