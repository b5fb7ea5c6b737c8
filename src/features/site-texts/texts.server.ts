/**
 * The site texts as the pages and the admin read them: each key's stored value when it
 * is valid under its schema, else its seed from content/ (a key not saved yet, or a row
 * that no longer passes the schema, which is logged rather than breaking the build).
 */
import { listSiteTextRows } from './site-texts.queries';
import type { Database } from '~db/client';
import { isSiteTextKey, SITE_TEXT_KEYS, SITE_TEXT_SCHEMAS, type SiteTexts } from './schema';
import { SEED_TEXTS } from './seed-files';

export interface SiteTextsView {
  texts: SiteTexts;
  /** When each key's row was last written (ISO), or null while it has no row and reads its seed. */
  updatedAt: Record<keyof SiteTexts, string | null>;
}

/**
 * The stored rows; none while the table does not exist yet (a Vercel preview build runs
 * before the production deploy that migrates), so the pages show the seed meanwhile.
 */
async function storedRows(db: Database) {
  try {
    return await listSiteTextRows(db);
  } catch (error) {
    if (!/no such table:? site_texts/i.test(causes(error))) throw error;
    console.warn('site_texts does not exist yet (not migrated): the site texts are read from content/.');
    return [];
  }
}

/** The messages of an error and its causes (drizzle wraps libSQL's errors). */
function causes(error: unknown): string {
  const out: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    out.push(String(e.message ?? e));
  return out.join(' / ');
}

/** Every site text, stored over seeded. */
export async function readSiteTexts(db: Database): Promise<SiteTextsView> {
  const texts = { ...SEED_TEXTS } as Record<string, unknown>;
  const updatedAt = Object.fromEntries(SITE_TEXT_KEYS.map((k) => [k, null])) as SiteTextsView['updatedAt'];
  for (const row of await storedRows(db)) {
    if (!isSiteTextKey(row.key)) continue;
    const parsed = SITE_TEXT_SCHEMAS[row.key].safeParse(row.value);
    if (!parsed.success) {
      console.warn(`site_texts '${row.key}' is not valid, the seed is used instead: ${parsed.error.message}`);
      continue;
    }
    texts[row.key] = parsed.data;
    updatedAt[row.key] = row.updatedAt.toISOString();
  }
  return { texts: texts as SiteTexts, updatedAt };
}
