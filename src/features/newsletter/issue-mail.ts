/**
 * A newsletter issue as a mail: the Markdown rendered to sanitized HTML and plain text,
 * with the recipient's own one-click unsubscribe (RFC 8058 headers and a link) and a link
 * to the issue in the archive. No Astro imports: the mail sender builds each recipient's
 * mail when it sends it, in the server and in `npm start`'s sender alike.
 */
import type { Database } from '~db/client';
import { isConfirmedSubscriber } from './subscriptions.queries';
import { getIssue } from './issues.queries';
import type { OutgoingMail } from '~/lib/mail/outbox.queries';
import type { MailMessage } from '~db/schema';
import { composeMail } from '~/lib/mail/layout';
import { markdownToHtml, markdownToText } from './markdown';
import { unsubscribeTokenWith } from './tokens';

/** The outbox kind of an issue's mail to a subscriber, and of the owner's test. */
export const ISSUE_MAIL_KIND = 'newsletter-issue';
export const ISSUE_TEST_KIND = 'newsletter-test';

/** What a mail needs of an issue. */
export interface IssueForMail {
  id: number;
  subject: string;
  content: string;
}

/** An issue rendered once, shared by all its recipients. */
export interface RenderedIssue {
  id: number;
  subject: string;
  html: string;
  text: string;
}

/** Renders an issue's Markdown for mail (links to the site made absolute, every element styled inline). */
export function renderIssue(issue: IssueForMail, siteUrl: string): RenderedIssue {
  return {
    id: issue.id,
    subject: issue.subject,
    html: markdownToHtml(issue.content, { baseUrl: siteUrl, mailStyles: true }),
    text: markdownToText(issue.content, { baseUrl: siteUrl }),
  };
}

/** The unsubscribe page and one-click (RFC 8058) URLs for an unsubscribe token. */
export function unsubscribeLinks(siteUrl: string, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: new URL(`/newsletter/unsubscribe${query}`, siteUrl).href,
    oneClick: new URL(`/api/newsletter/unsubscribe${query}`, siteUrl).href,
  };
}

/** One recipient's mail of a rendered issue; `unsubscribeToken` is the recipient's signed token. */
export function issueMail(
  issue: RenderedIssue,
  to: string,
  {
    siteUrl,
    unsubscribeToken,
    kind = ISSUE_MAIL_KIND,
  }: { siteUrl: string; unsubscribeToken: string; kind?: string },
): OutgoingMail {
  const links = unsubscribeLinks(siteUrl, unsubscribeToken);
  const online = new URL(`/newsletter/${issue.id}`, siteUrl).href;
  const site = new URL(siteUrl).host;
  return composeMail({
    kind,
    to,
    subject: issue.subject,
    siteUrl,
    blocks: [{ note: 'The Fabulous Readers Club' }, { html: issue.html, text: issue.text }],
    footer: [
      [{ text: 'Read it online', href: online }],
      `You get this because you subscribed to the Fabulous Readers Club at ${site}.`,
      [{ text: 'Unsubscribe with one click', href: links.page }, '.'],
    ],
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `The Fabulous Readers Club <newsletter.${site.replace(/:\d+$/, '')}>`,
      Precedence: 'bulk',
    },
  });
}

/** What the sender needs to build issue mails. */
export interface IssueMailConfig {
  db: () => Database;
  siteUrl: string;
  /** SESSION_SECRET, which signs the unsubscribe links. */
  secret: string | undefined;
}

/**
 * The outbox sender's `prepare` step: an issue row (stored without a body) becomes the
 * recipient's own mail, or null when the recipient is no longer a confirmed subscriber
 * (checked at send time, so someone who unsubscribes mid-send gets nothing more). Other
 * mail passes through unchanged. Rendered issues are cached.
 */
export function issueMailPreparer(
  config: IssueMailConfig,
): (mail: MailMessage) => Promise<MailMessage | null> {
  const cache = new Map<number, RenderedIssue>();
  return async (mail) => {
    if (mail.issueId === null) return mail;
    const db = config.db();
    if (!(await isConfirmedSubscriber(db, mail.to))) return null;
    let rendered = cache.get(mail.issueId);
    if (!rendered) {
      const issue = await getIssue(db, mail.issueId);
      if (!issue) return null;
      rendered = renderIssue(issue, config.siteUrl);
      if (cache.size > 20) cache.clear();
      cache.set(mail.issueId, rendered);
    }
    if (!config.secret) throw new Error('SESSION_SECRET is not set: issue mails cannot be signed');
    const built = issueMail(rendered, mail.to, {
      siteUrl: config.siteUrl,
      unsubscribeToken: unsubscribeTokenWith(config.secret, mail.to),
    });
    return {
      ...mail,
      subject: built.subject,
      text: built.text,
      html: built.html ?? null,
      headers: JSON.stringify(built.headers),
    };
  };
}
