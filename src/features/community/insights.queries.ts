/** Community insights (SPEC.md's `community_insights`): a line about a book and how sure it is. */
import { desc } from 'drizzle-orm';
import type { Database } from '~db/client';
import { communityInsights } from '~db/schema';

/** Every insight, newest first. */
export function listInsights(db: Database) {
  return db
    .select()
    .from(communityInsights)
    .orderBy(desc(communityInsights.generatedAt), desc(communityInsights.id));
}
