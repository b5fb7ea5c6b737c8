/**
 * The owner's erasure of a person by email (POST /api/admin/erase and its preview), and a
 * subscriber's own from the unsubscribe page: finds the mails that mention the address,
 * refuses an admin's address, erases in one batch and publishes when a public story went.
 */
import type { Database } from '~db/client';
import { publishChanges } from '~/features/publishing/publish';
import { HttpError } from '~/lib/http/api';
import {
  countPersonalData,
  erasePerson,
  eraseSubscriber,
  findStories,
  isAdminAddress,
  mailsContaining,
  type ErasureCounts,
  type ErasureRecord,
  type Person,
} from './erase.queries';
import { mentionsAddress } from './erase';

/** The answer to an admin's address: the owner would lock herself out. */
export const ADMIN_ADDRESS =
  "This is an admin account's address. Erase it from the admin accounts first (npm run admin:create changes an account).";

/** A story the erasure would remove, for the owner to look over. */
export interface StoryMatch {
  id: number;
  readerName: string;
  /** The story's first words. */
  excerpt: string;
  /** Shown on the site (approved and public). */
  published: boolean;
  submittedAt: Date;
}

/** What erasing an address would do now. */
export interface ErasurePreview {
  email: string;
  counts: ErasureCounts;
  stories: StoryMatch[];
}

/** The person behind `email`: the mails that mention the address as an address of its own. */
async function personFor(db: Database, email: string, storyIds?: number[]): Promise<Person> {
  const candidates = await mailsContaining(db, email);
  const mailIds = candidates
    .filter((m) => [m.text, m.html, m.headers].some((part) => mentionsAddress(part, email)))
    .map((m) => m.id);
  return { email, mailIds, storyIds };
}

async function refuseAdmin(db: Database, email: string): Promise<void> {
  if (await isAdminAddress(db, email)) throw new HttpError(409, ADMIN_ADDRESS, { email: [ADMIN_ADDRESS] });
}

/** How many rows of each kind an erasure of `email` would touch, and the stories it would remove. */
export async function previewErasure(db: Database, email: string): Promise<ErasurePreview> {
  await refuseAdmin(db, email);
  const [counts, stories] = await Promise.all([
    countPersonalData(db, await personFor(db, email)),
    findStories(db, email),
  ]);
  return {
    email,
    counts,
    stories: stories.map((s) => ({
      id: s.id,
      readerName: s.readerName,
      excerpt: s.story.length > 140 ? `${s.story.slice(0, 139).trimEnd()}…` : s.story,
      published: s.isApproved && s.isPublic,
      submittedAt: s.submittedAt,
    })),
  };
}

/** The owner erases `email` (and the chosen stories); logged as hers. */
export async function eraseByOwner(
  db: Database,
  input: { email: string; storyIds?: number[] },
  admin: { id: number; username: string },
): Promise<ErasureRecord> {
  await refuseAdmin(db, input.email);
  const person = await personFor(db, input.email, input.storyIds);
  const erased = await erasePerson(db, person, { source: 'owner', userId: admin.id, label: admin.username });
  if (erased.counts.stories > 0) await publishChanges(db);
  return erased;
}

/** A subscriber deletes their own address (the unsubscribe link proves it is theirs). */
export function eraseOwnAddress(db: Database, email: string): Promise<ErasureRecord> {
  return eraseSubscriber(db, email);
}
