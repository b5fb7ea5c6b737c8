/**
 * The owner's issue actions behind /api/admin/newsletter/issues: the admin view of an
 * issue with its delivery counts, the test mail to OWNER_EMAIL, and the send (which
 * queues every subscriber's mail, publishes the archive and wakes the sender).
 */
import { SITE_URL } from 'astro:env/server';
import type { Database } from '~db/client';
import { getIssue, issueDelivery, sendIssue, type IssueDelivery } from './issues.queries';
import { queueMail } from '~/lib/mail/outbox.queries';
import type { NewsletterIssue } from '~db/schema';
import { HttpError } from '~/lib/http/api';
import { kickOutbox, ownerEmail } from '~/lib/mail/outbox.server';
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

/** The bare address of a 'Name <address>' mailbox. */
const address = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;

/** Mails the issue, exactly as subscribers will get it, to OWNER_EMAIL. */
export async function sendTest(db: Database, issue: NewsletterIssue): Promise<string> {
  const to = address(ownerEmail());
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
