/** The erasure log for the admin: newest first, a page at a time. */
import { count, desc } from 'drizzle-orm';
import type { Database } from '~db/client';
import { erasures, type ErasureSource } from '~db/schema';
import { readPage, type ListQuery } from '~/lib/http/list-page.queries';
import type { ErasureCounts } from '../erase.queries';

/** One erasure as the admin shows it. */
export interface ErasureView {
  id: number;
  erasedAt: Date;
  source: ErasureSource;
  by: string;
  counts: Partial<ErasureCounts>;
}

/** A page of the log and its total (the log has no search: it holds no names). */
export async function listErasures(db: Database, query: ListQuery) {
  const { rows, total } = await readPage(
    db,
    db.select().from(erasures).orderBy(desc(erasures.erasedAt), desc(erasures.id)),
    db.select({ n: count() }).from(erasures),
    query,
  );
  const views: ErasureView[] = rows.map((row) => ({
    id: row.id,
    erasedAt: row.erasedAt,
    source: row.source,
    by: row.byLabel,
    counts: JSON.parse(row.counts) as Partial<ErasureCounts>,
  }));
  return { rows: views, total };
}
