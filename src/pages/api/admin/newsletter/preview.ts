/** POST /api/admin/newsletter/preview {subject, content}: the mail as a subscriber will get it (HTML and text), for the editor's live preview. */
import { SITE_URL } from 'astro:env/server';
import { issueMail, renderIssue } from '~/features/newsletter/issue-mail';
import { issueSchema } from '~/features/newsletter/issue-schema';
import { unsubscribeToken } from '~/features/newsletter/tokens.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { bareAddress, ownerAddress } from '~/lib/mail/outbox.server';

export const prerender = false;

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const { subject, content } = await readBody(request, issueSchema);
  const to = bareAddress(await ownerAddress());
  const mail = issueMail(renderIssue({ id: 0, subject, content }, SITE_URL), to, {
    siteUrl: SITE_URL,
    unsubscribeToken: unsubscribeToken(to),
  });
  return json({ subject: mail.subject, html: mail.html, text: mail.text });
});

export const ALL = methodNotAllowed;
