/**
 * The owner's site texts (site_texts): one JSON value per key. Saving one raises the
 * content generation in the same batch, so the publish that follows puts it live.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '~db/client';
import { siteTexts } from '~db/schema';
import { contentChangedQueries } from '~/features/publishing/publish.queries';

export interface SiteTextRow {
  key: string;
  /** The parsed JSON value (not yet checked against its schema). */
  value: unknown;
  updatedAt: Date;
}

/** Every stored site text; a value that is not JSON reads as undefined. */
export async function listSiteTextRows(db: Database): Promise<SiteTextRow[]> {
  const rows = await db.select().from(siteTexts);
  return rows.map((row) => {
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      value = undefined;
    }
    return { key: row.key, value, updatedAt: row.updatedAt };
  });
}

/** Inserts the keys that have no row yet; never touches a stored one (the seed). */
export function insertMissingSiteTextsQuery(db: Database, values: Record<string, unknown>, now = new Date()) {
  return db
    .insert(siteTexts)
    .values(
      Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value), updatedAt: now })),
    )
    .onConflictDoNothing();
}

/** Stores `value` as the text `key` and raises the content generation, in one batch. */
export async function saveSiteText(
  db: Database,
  key: string,
  value: unknown,
  now = new Date(),
): Promise<Date> {
  await db.batch([
    db
      .insert(siteTexts)
      .values({ key, value: JSON.stringify(value), updatedAt: now })
      .onConflictDoUpdate({
        target: siteTexts.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      }),
    ...contentChangedQueries(db, { now }),
  ]);
  return now;
}
