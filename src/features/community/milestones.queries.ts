/** Community milestones, as the owner keeps them. */
import { asc } from 'drizzle-orm';
import type { Database } from '~db/client';
import { communityMilestones, type Milestone } from '~db/schema';

/** Every milestone, oldest first. */
export function listMilestones(db: Database): Promise<Milestone[]> {
  return db.select().from(communityMilestones).orderBy(asc(communityMilestones.id));
}
