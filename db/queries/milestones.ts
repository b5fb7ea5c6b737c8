/** Community milestones, as the owner keeps them. */
import { asc } from 'drizzle-orm';
import type { Database } from '../client';
import { communityMilestones, type Milestone } from '../schema';

/** Every milestone, oldest first. */
export function listMilestones(db: Database): Promise<Milestone[]> {
  return db.select().from(communityMilestones).orderBy(asc(communityMilestones.id));
}
