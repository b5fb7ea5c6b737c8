/**
 * A newsletter issue as the owner writes it, shared by the admin's Newsletter tab and
 * /api/admin/newsletter/issues. zod/mini, like the admin's other schemas.
 */
import * as z from 'zod/mini';
import { requiredText } from '~/lib/forms/text-schema';

/** Longest subject (mail clients show about 60 characters). */
export const MAX_SUBJECT_LENGTH = 200;
/** Longest Markdown body; the 64 KiB request limit stays the outer bound. */
export const MAX_CONTENT_LENGTH = 60_000;

const issueFields = z.object({
  /** The mail's subject and the archive page's title. */
  subject: requiredText(
    'Subject is required',
    MAX_SUBJECT_LENGTH,
    `Keep the subject under ${MAX_SUBJECT_LENGTH} characters`,
  ),
  /** Markdown (CommonMark with GitHub tables and autolinks). */
  content: requiredText('Content is required', MAX_CONTENT_LENGTH, 'Keep the issue under 60,000 characters'),
});

/** POST /api/admin/newsletter/issues and the preview. */
export const issueSchema = issueFields;
/** PATCH /api/admin/newsletter/issues/{id}: any subset of the fields. */
export const issuePatchSchema = z.partial(issueFields);

export type IssueInput = z.input<typeof issueSchema>;

/** The furthest ahead an issue can be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

/**
 * POST /api/admin/newsletter/issues/{id}/schedule: when it goes out, an ISO 8601
 * date-time with Z or an offset (the form sends the owner's local time as one).
 */
export const issueScheduleSchema = z.object({
  sendAt: z.pipe(
    z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }),
    z.transform((v) => new Date(v)),
  ),
});
export type IssueScheduleInput = z.input<typeof issueScheduleSchema>;
