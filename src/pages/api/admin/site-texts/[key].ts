/**
 * PUT /api/admin/site-texts/{key} replaces one site text ('services', 'faq', 'testimonials',
 * 'social', 'ventures', 'about', 'figures', 'reviews' or 'sampleStories') with the JSON body,
 * checked with the key's schema; the field errors are keyed by their whole path ('1.price').
 * An item keeps its demo mark only while it is the seeded one unchanged. Saved with the
 * content generation raised in the same batch, then published.
 */
import { saveSiteText } from '~/features/site-texts/site-texts.queries';
import { settleDemoMarks } from '~/features/site-texts/demo-texts';
import { readSiteTexts } from '~/features/site-texts/texts.server';
import { isSiteTextKey, pathErrors, SITE_TEXT_SCHEMAS } from '~/features/site-texts/schema';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed, parseBody, readText } from '~/lib/http/api';
import { publishChanges } from '~/features/publishing/publish';
import * as z from 'zod/mini';

export const prerender = false;

export const PUT = endpoint(async ({ locals, params, request }) => {
  requireAdmin(locals);
  const key = params.key;
  if (!isSiteTextKey(key)) throw new HttpError(404, 'No such site text');
  const raw = parseBody(request, await readText(request), z.unknown());
  const parsed = SITE_TEXT_SCHEMAS[key].safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'Invalid input', pathErrors(parsed.error.issues));
  const db = getDb();
  const value = settleDemoMarks((await readSiteTexts(db)).texts[key], parsed.data);
  const updatedAt = await saveSiteText(db, key, value);
  await publishChanges(db);
  return json({ key, value, updatedAt: updatedAt.toISOString() });
});

export const ALL = methodNotAllowed;
