/**
 * The demo content as the admin reads and removes it: the queries with the site texts'
 * bundled seeds (a demo text with no stored row still shows its seed), and the publish that
 * follows a removal.
 */
import type { Database } from '~db/client';
import { publishChanges } from '~/features/publishing/publish';
import { DEMO_TEXT_KEYS } from '~/features/site-texts/schema';
import { SEED_TEXTS } from '~/features/site-texts/seed-files';
import {
  countDemoContent,
  hasDemoContent,
  removeDemoContent,
  type DemoCounts,
  type DemoRemoval,
  type DemoTextSeeds,
} from './demo-content.queries';

const SEEDS = Object.fromEntries(DEMO_TEXT_KEYS.map((key) => [key, SEED_TEXTS[key]])) as DemoTextSeeds;

/** GET /api/admin/demo-content's answer: whether any demo content is left, and how much. */
export interface DemoContentStatus {
  demo: boolean;
  counts: DemoCounts;
}

/** How much demo content is left. */
export async function demoContentStatus(db: Database): Promise<DemoContentStatus> {
  const counts = await countDemoContent(db, SEEDS);
  return { demo: hasDemoContent(counts), counts };
}

/** Removes all of it and, when that changed anything, publishes the site without it. */
export async function removeDemo(db: Database): Promise<DemoRemoval> {
  const result = await removeDemoContent(db, SEEDS);
  if (hasDemoContent(result.removed) || Object.values(result.kept).some((n) => n > 0))
    await publishChanges(db);
  return result;
}
