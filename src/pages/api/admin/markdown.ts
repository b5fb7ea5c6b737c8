/**
 * POST /api/admin/markdown {content, kind}: the editors' live preview, rendered by the
 * same function and in the same typography as the built pages (so preview == page).
 */
import { markdownPreviewSchema } from '~/features/books/admin/book-schema';
import { findImage } from '~/features/media/lookup.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { endpoint, json, methodNotAllowed, readBody } from '~/lib/http/api';
import { renderMarkdown } from '~/lib/markdown.server';

export const prerender = false;

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const { content, kind } = await readBody(request, markdownPreviewSchema);
  const html = await renderMarkdown(content, { topHeadingLevel: kind === 'chapter' ? 3 : 2, findImage });
  return json({ html });
});

export const ALL = methodNotAllowed;
