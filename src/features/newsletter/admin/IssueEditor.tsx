/**
 * Writing one issue: subject and Markdown, a live preview of the mail exactly as the
 * server renders it (the mail's own HTML in a sandboxed frame, and the plain-text part),
 * then Save Draft, Send Test (to the owner), Schedule (it goes out by itself at a time)
 * and Send to Subscribers after a confirmation.
 */
import { useState } from 'react';
import { api, formatDateTime } from '~/features/admin/api-client';
import { localInputToIso, toLocalInputValue } from '~/features/admin/datetime';
import { inputClass, TextField } from '~/features/admin/Field';
import KeptWork from '~/features/admin/KeptWork';
import { requestLeave } from '~/features/admin/unsaved';
import { ApiError } from '~/lib/http/api-client';
import { FormAlert, KeptStatus, SubmitButton } from '~/features/admin/FormActions';
import { useAdminForm } from '~/features/admin/useAdminForm';
import { toastFailure } from '~/features/admin/toast-failure';
import { issueSchema, type IssueInput } from '~/features/newsletter/issue-schema';
import MailPreview from './MailPreview';
import { countOf } from '~/lib/count-text';

/** An issue as /api/admin/newsletter/issues answers it. */
export interface IssueRecord {
  id: number;
  subject: string;
  content: string;
  status: 'draft' | 'scheduled' | 'sent';
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  /** When a scheduled issue goes out. */
  scheduledAt: string | null;
  recipients: number;
  delivery: { queued: number; sent: number; failed: number; cancelled: number };
}

interface Props {
  /** The draft to edit, or null for a new issue. */
  issue: IssueRecord | null;
  subscribers: number;
  onDone(): void;
}

/** The buttons that save the draft (and send it to the owner): intent, text, text while busy. */
const DRAFT_ACTIONS = [
  ['save', 'Save Draft', 'Saving...'],
  ['test', 'Send Test', 'Sending test...'],
] as const;

/** The form's values, as the issue schema reads them. */
const readIssue = (form: HTMLFormElement): IssueInput => ({
  subject: String(new FormData(form).get('subject') ?? ''),
  content: String(new FormData(form).get('content') ?? ''),
});

export default function IssueEditor({ issue, subscribers, onDone }: Props) {
  const [id, setId] = useState(issue?.id ?? null);
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [content, setContent] = useState(issue?.content ?? '');
  const [saved, setSaved] = useState(issue ? { subject: issue.subject, content: issue.content } : null);
  const [confirming, setConfirming] = useState(false);
  const [scheduledAt, setScheduledAt] = useState(issue?.scheduledAt ?? null);

  /** Saves the draft when it changed (creating it the first time) and returns its id. */
  async function save(values: IssueInput): Promise<number> {
    if (id !== null && saved?.subject === values.subject && saved.content === values.content) return id;
    const record = await api<IssueRecord>(
      id === null ? '/api/admin/newsletter/issues' : `/api/admin/newsletter/issues/${id}`,
      { method: id === null ? 'POST' : 'PATCH', body: values },
    );
    setId(record.id);
    setSaved({ subject: record.subject, content: record.content });
    return record.id;
  }

  /** Schedules the saved issue for the form's 'Send at' time, in the owner's time zone. */
  async function schedule(draft: number, form: HTMLFormElement): Promise<string> {
    const sendAt = localInputToIso(String(new FormData(form).get('sendAt') ?? ''));
    if (!sendAt) throw new ApiError(400, 'Choose when it goes out', { sendAt: ['Choose a date and time'] });
    const record = await api<IssueRecord>(`/api/admin/newsletter/issues/${draft}/schedule`, {
      method: 'POST',
      body: { sendAt },
    });
    setScheduledAt(record.scheduledAt);
    return `Scheduled: it goes out by itself at ${formatDateTime(record.scheduledAt)} (within 5 minutes of it).`;
  }

  /** Takes the issue off the schedule; it stays a draft. */
  async function unschedule() {
    if (id === null) return;
    try {
      const record = await api<IssueRecord>(`/api/admin/newsletter/issues/${id}/schedule`, {
        method: 'DELETE',
      });
      setScheduledAt(record.scheduledAt);
    } catch (error) {
      // Already sent meanwhile (409), or the connection failed: say so, change nothing here.
      toastFailure('Schedule not cancelled', error, 'Check your connection and try again');
    }
  }

  /** Save Draft, Send Test, Schedule or Send Now (the button's value), each saving the draft first. */
  async function send(values: IssueInput, form: HTMLFormElement, intent: string): Promise<string | void> {
    const draft = await save(values);
    if (intent === 'schedule') return schedule(draft, form);
    if (intent === 'test')
      return (
        await api<{ message: string }>(`/api/admin/newsletter/issues/${draft}/test`, { method: 'POST' })
      ).message;
    if (intent !== 'send') return scheduledAt ? 'Saved; it is still scheduled.' : 'Draft saved.';
    await api(`/api/admin/newsletter/issues/${draft}/send`, { method: 'POST' });
    setConfirming(false);
    onDone();
  }

  // Unsaved changes are kept on the server every 30 s under the issue's key (the new one's until it is saved).
  const editorKey = `issue:${id ?? 'new'}`;
  const form = useAdminForm(issueSchema, readIssue, {
    send,
    fallback: 'Something went wrong. Please try again.',
    idPrefix: 'issue',
    keep: {
      label: id === null ? 'the new issue' : `the issue “${saved?.subject ?? subject}”`,
      autosave: {
        key: editorKey,
        label: (values) => `Issue “${String(values.subject ?? '').trim() || 'untitled'}”`,
      },
    },
  });
  const { field, busy, pending } = form;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-plum font-serif text-2xl font-bold">
          {id === null ? 'New Issue' : 'Edit Issue'}
        </h3>
        <button type="button" className="btn-outline" onClick={() => requestLeave(onDone)}>
          Back to Issues
        </button>
      </div>
      <KeptWork
        editorKey={editorKey}
        onRestore={(value) => {
          setSubject(String(value.subject ?? ''));
          setContent(String(value.content ?? ''));
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          ref={form.formRef}
          className="bg-surface grid content-start gap-4 rounded-xl p-4 shadow-sm"
          onSubmit={form.onSubmit}
          onChange={form.onChange}
          noValidate
        >
          <TextField
            {...field('subject')}
            label="Subject"
            value={subject}
            required
            maxLength={200}
            onChange={(e) => setSubject(e.target.value)}
          />
          <TextField
            {...field('content')}
            label="Content (Markdown)"
            hint="Headings (#), **bold**, *italic*, [links](https://...), lists, > quotes and tables."
            className={`${inputClass} min-h-72 font-mono text-sm`}
            value={content}
            required
            rows={16}
            onChange={(e) => setContent(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {DRAFT_ACTIONS.map(([intent, text, busyText]) => (
              <SubmitButton
                key={intent}
                value={intent}
                className="btn-outline"
                busy={pending === intent}
                disabled={busy}
                busyLabel={busyText}
              >
                {text}
              </SubmitButton>
            ))}
            <button
              type="button"
              className="btn-primary"
              disabled={busy || confirming}
              onClick={() => setConfirming(true)}
            >
              Send to Subscribers
            </button>
          </div>
          <fieldset className="border-plum/20 grid gap-2 rounded-lg border p-3">
            <legend className="text-ink px-1 text-sm font-semibold">Schedule</legend>
            {scheduledAt && (
              <p className="text-sm font-semibold" data-testid="issue-schedule">
                Scheduled for {formatDateTime(scheduledAt)}: it goes out by itself within 5 minutes of it.
              </p>
            )}
            <div className="flex flex-wrap items-end gap-2">
              <TextField
                {...field('sendAt')}
                label="Send at (your time)"
                type="datetime-local"
                defaultValue={scheduledAt ? toLocalInputValue(new Date(scheduledAt)) : ''}
                className={`${inputClass} min-w-56`}
              />
              <SubmitButton
                value="schedule"
                className="btn-outline"
                busy={pending === 'schedule'}
                disabled={busy}
                busyLabel="Scheduling..."
              >
                {scheduledAt ? 'Move Schedule' : 'Schedule'}
              </SubmitButton>
              {scheduledAt && (
                <button
                  type="button"
                  className="btn-outline"
                  disabled={busy}
                  onClick={() => void unschedule()}
                >
                  Cancel Schedule
                </button>
              )}
            </div>
          </fieldset>
          {confirming && (
            <div
              role="group"
              aria-labelledby="send-confirm"
              className="border-magenta rounded-lg border-2 p-3"
            >
              <p id="send-confirm" className="font-semibold">
                Send “{subject || 'this issue'}” to{' '}
                {countOf(subscribers, ['confirmed subscriber', 'confirmed subscribers'])} now? It cannot be
                changed afterwards.
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="submit"
                  value="send"
                  className="btn-primary"
                  disabled={busy}
                  ref={(button) => button?.focus()}
                >
                  {pending === 'send' ? 'Sending...' : 'Send Now'}
                </button>
                <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          <div role="status" className="min-h-6 text-sm font-semibold text-green-800">
            {form.note}
          </div>
          <FormAlert>{form.failure}</FormAlert>
          <KeptStatus status={form.keptStatus} />
        </form>
        <MailPreview subject={subject} content={content} />
      </div>
    </div>
  );
}
