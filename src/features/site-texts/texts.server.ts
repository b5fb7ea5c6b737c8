/**
 * The site texts as the pages and the admin read them: each key's stored value when it
 * is valid under its schema, else its seed from content/ (a key not saved yet, or a row
 * that no longer passes the schema, which is logged rather than breaking the build).
 */
import { listSiteTextRows } from '../../../db/queries/site-texts';
import type { Database } from '../../../db/client';
import { isSiteTextKey, SITE_TEXT_KEYS, SITE_TEXT_SCHEMAS, type SiteTexts } from './schema';
import { SEED_TEXTS } from './seed-files';

export interface SiteTextsView {
  texts: SiteTexts;
  /** When each key's row was last written (ISO), or null while it has no row and reads its seed. */
  updatedAt: Record<keyof SiteTexts, string | null>;
}

/** Every site text, stored over seeded. */
export async function readSiteTexts(db: Database): Promise<SiteTextsView> {
  const texts = { ...SEED_TEXTS } as Record<string, unknown>;
  const updatedAt = Object.fromEntries(SITE_TEXT_KEYS.map((k) => [k, null])) as SiteTextsView['updatedAt'];
  for (const row of await listSiteTextRows(db)) {
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
