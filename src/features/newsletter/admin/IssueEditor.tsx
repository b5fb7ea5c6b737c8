/**
 * Writing one issue: subject and Markdown, a live preview of the mail exactly as the
 * server renders it (sanitized HTML in a sandboxed frame, and the plain-text part), then
 * Save Draft, Send Test (to OWNER_EMAIL) and Send to Subscribers after a confirmation.
 */
import { useEffect, useState } from 'react';
import { api, errorText } from '~/features/admin/api-client';
import Field, { inputClass } from '~/features/admin/Field';

/** An issue as /api/admin/newsletter/issues answers it. */
export interface IssueRecord {
  id: number;
  subject: string;
  content: string;
  status: 'draft' | 'sent';
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  recipients: number;
  delivery: { queued: number; sent: number; failed: number; cancelled: number };
}

interface Props {
  /** The draft to edit, or null for a new issue. */
  issue: IssueRecord | null;
  subscribers: number;
  onDone(): void;
}

type Busy = 'save' | 'test' | 'send' | null;

/** Wait after the last keystroke before the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

export default function IssueEditor({ issue, subscribers, onDone }: Props) {
  const [id, setId] = useState(issue?.id ?? null);
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [content, setContent] = useState(issue?.content ?? '');
  const [saved, setSaved] = useState(issue ? { subject: issue.subject, content: issue.content } : null);
  const [preview, setPreview] = useState<{ html: string; text: string } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!content.trim()) {
      setPreview(null);
      return;
    }
    const timer = setTimeout(() => {
      api<{ html: string; text: string }>('/api/admin/newsletter/preview', {
        method: 'POST',
        body: { subject: subject.trim() || '(no subject yet)', content },
      }).then(setPreview, () => {});
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [subject, content]);

  const dirty = !saved || saved.subject !== subject || saved.content !== content;

  /** Saves the draft (creating it the first time) and returns its id. */
  async function save(): Promise<number> {
    if (id !== null && !dirty) return id;
    const body = { subject, content };
    const record = await api<IssueRecord>(
      id === null ? '/api/admin/newsletter/issues' : `/api/admin/newsletter/issues/${id}`,
      {
        method: id === null ? 'POST' : 'PATCH',
        body,
      },
    );
    setId(record.id);
    setSaved({ subject: record.subject, content: record.content });
    return record.id;
  }

  async function act(kind: Exclude<Busy, null>, run: () => Promise<string | void>) {
    setBusy(kind);
    setError('');
    setMessage('');
    try {
      const done = await run();
      if (done) setMessage(done);
    } catch (err) {
      setError(errorText(err, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-plum font-serif text-2xl font-bold">
          {id === null ? 'New Issue' : 'Edit Issue'}
        </h3>
        <button type="button" className="btn-outline" onClick={onDone}>
          Back to Issues
        </button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          className="bg-surface grid content-start gap-4 rounded-xl p-4 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void act('save', async () => (await save(), 'Draft saved.'));
          }}
        >
          <Field id="issue-subject" label="Subject">
            {(a11y) => (
              <input
                {...a11y}
                className={inputClass}
                value={subject}
                required
                maxLength={200}
                onChange={(e) => setSubject(e.target.value)}
              />
            )}
          </Field>
          <Field
            id="issue-content"
            label="Content (Markdown)"
            hint="Headings (#), **bold**, *italic*, [links](https://...), lists, > quotes and tables."
          >
            {(a11y) => (
              <textarea
                {...a11y}
                className={`${inputClass} min-h-72 font-mono text-sm`}
                value={content}
                required
                rows={16}
                onChange={(e) => setContent(e.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-outline" disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save Draft'}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={busy !== null}
              onClick={() =>
                void act('test', async () => {
                  const saved = await save();
                  return (
                    await api<{ message: string }>(`/api/admin/newsletter/issues/${saved}/test`, {
                      method: 'POST',
                    })
                  ).message;
                })
              }
            >
              {busy === 'test' ? 'Sending test...' : 'Send Test'}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={busy !== null || confirming}
              onClick={() => setConfirming(true)}
            >
              Send to Subscribers
            </button>
          </div>
          {confirming && (
            <div
              role="group"
              aria-labelledby="send-confirm"
              className="border-magenta rounded-lg border-2 p-3"
            >
              <p id="send-confirm" className="font-semibold">
                Send “{subject || 'this issue'}” to {subscribers} confirmed subscribers now? It cannot be
                changed afterwards.
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy !== null}
                  ref={(button) => button?.focus()}
                  onClick={() =>
                    void act('send', async () => {
                      const saved = await save();
                      await api(`/api/admin/newsletter/issues/${saved}/send`, { method: 'POST' });
                      setConfirming(false);
                      onDone();
                    })
                  }
                >
                  {busy === 'send' ? 'Sending...' : 'Send Now'}
                </button>
                <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          <div role="status" className="min-h-6 text-sm font-semibold text-green-800">
            {message}
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </form>
        <section aria-labelledby="preview-title" className="grid content-start gap-2">
          <h4 id="preview-title" className="text-plum font-semibold">
            Preview of the mail
          </h4>
          {preview ? (
            <>
              <iframe
                title="Mail preview"
                sandbox=""
                srcDoc={preview.html}
                className="bg-surface h-[32rem] w-full rounded-lg border border-gray-300"
              />
              <details className="bg-surface rounded-lg p-3 shadow-sm">
                <summary className="cursor-pointer font-semibold">Plain-text version</summary>
                <pre className="mt-2 text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
              </details>
            </>
          ) : (
            <p className="text-muted">Start writing and the mail appears here.</p>
          )}
        </section>
      </div>
    </div>
  );
}
