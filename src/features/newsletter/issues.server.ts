/**
 * The owner's issue actions behind /api/admin/newsletter/issues: the admin view of an
 * issue with its delivery counts, the test mail to the owner, the send (which queues
 * every subscriber's mail, publishes the archive and wakes the sender), and the schedule
 * (the due check sends a scheduled issue once its time has come).
 */
import { SITE_URL } from 'astro:env/server';
import type { Database } from '~db/client';
import {
  dueIssueIds,
  getIssue,
  issueDelivery,
  scheduleIssue,
  sendIssue,
  unscheduleIssue,
  type IssueDelivery,
} from './issues.queries';
import { MAX_SCHEDULE_DAYS } from './issue-schema';
import { queueMail } from '~/lib/mail/outbox.queries';
import type { NewsletterIssue } from '~db/schema';
import { HttpError } from '~/lib/http/api';
import { bareAddress, kickOutbox, ownerAddress } from '~/lib/mail/outbox.server';
import { requestPublish } from '~/features/publishing/publish';
import { ISSUE_MAIL_KIND, ISSUE_TEST_KIND, issueMail, renderIssue } from './issue-mail';
import { unsubscribeToken } from './tokens.server';

/** An issue as the admin sees it. */
export type IssueView = NewsletterIssue & { delivery: IssueDelivery };

const NO_DELIVERY: IssueDelivery = { queued: 0, sent: 0, failed: 0, cancelled: 0 };

/** The issue with its delivery counts. */
export async function issueView(db: Database, issue: NewsletterIssue): Promise<IssueView> {
  const delivery = (await issueDelivery(db, issue.id)).get(issue.id) ?? NO_DELIVERY;
  return { ...issue, delivery };
}

/** The issue `id`, or a 404. */
export async function requireIssue(db: Database, id: number): Promise<NewsletterIssue> {
  const issue = await getIssue(db, id);
  if (!issue) throw new HttpError(404, 'Issue not found');
  return issue;
}

/** Mails the issue, exactly as subscribers will get it, to the owner (OWNER_EMAIL, else the first admin). */
export async function sendTest(db: Database, issue: NewsletterIssue): Promise<string> {
  const to = bareAddress(await ownerAddress(db));
  const mail = issueMail(renderIssue(issue, SITE_URL), to, {
    siteUrl: SITE_URL,
    unsubscribeToken: unsubscribeToken(to),
    kind: ISSUE_TEST_KIND,
  });
  await queueMail(db, { ...mail, subject: `[Test] ${mail.subject}` });
  kickOutbox();
  return to;
}

/** Sends the issue to every confirmed subscriber (once: a second send is a 409). */
export async function sendToSubscribers(db: Database, id: number): Promise<IssueView> {
  const outcome = await sendIssue(db, id, ISSUE_MAIL_KIND);
  if (outcome === 'not-found') throw new HttpError(404, 'Issue not found');
  if (outcome === 'sent') throw new HttpError(409, 'This issue has already been sent');
  kickOutbox();
  // The archive (/newsletter, /newsletter/{id}, the feed and the sitemap) shows sent issues.
  await requestPublish(db);
  return issueView(db, outcome);
}

/** Answers a change to an issue that may have gone out meanwhile: 404, or 409 once sent. */
function unlessSent(outcome: NewsletterIssue | 'not-found' | 'sent', sent: string): NewsletterIssue {
  if (outcome === 'not-found') throw new HttpError(404, 'Issue not found');
  if (outcome === 'sent') throw new HttpError(409, sent);
  return outcome;
}

/** Schedules the issue to go out at `sendAt`, which must lie ahead (within a year); 409 once sent. */
export async function scheduleSend(
  db: Database,
  id: number,
  sendAt: Date,
  now = Date.now(),
): Promise<IssueView> {
  const problem =
    sendAt.getTime() <= now
      ? 'Choose a time in the future'
      : sendAt.getTime() > now + MAX_SCHEDULE_DAYS * 86_400_000
        ? 'Choose a time within a year'
        : '';
  if (problem) throw new HttpError(400, problem, { sendAt: [problem] });
  const issue = unlessSent(await scheduleIssue(db, id, sendAt, now), 'This issue has already been sent');
  return issueView(db, issue);
}

/** Takes a scheduled issue back to a draft; 409 once sent. */
export async function cancelSchedule(db: Database, id: number): Promise<IssueView> {
  const issue = unlessSent(await unscheduleIssue(db, id), 'This issue has already been sent');
  return issueView(db, issue);
}

/**
 * Sends every scheduled issue whose time has come (each once, however many checks run at
 * the same moment), then wakes the sender and publishes the archive. The due check of
 * `npm start` (every 30 s) and Vercel Cron (every 5 minutes) call it. Returns the ids sent.
 */
export async function sendDueIssues(db: Database, now = Date.now()): Promise<number[]> {
  const sent: number[] = [];
  for (const id of await dueIssueIds(db, now)) {
    const outcome = await sendIssue(db, id, ISSUE_MAIL_KIND, now, { due: true });
    if (typeof outcome === 'object') sent.push(outcome.id);
  }
  if (sent.length > 0) {
    kickOutbox();
    await requestPublish(db);
  }
  return sent;
}
