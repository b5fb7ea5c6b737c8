/**
 * Seeds the demo content. Idempotent: every row has a fixed key and is inserted
 * with ON CONFLICT DO NOTHING, so a second run changes nothing and never
 * overwrites what the owner has edited since. Every seeded row is marked `demo`, so
 * the admin's 'Remove demo content' can take it all away (CONTRACT.md §16).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchItem } from 'drizzle-orm/batch';
import { parseSeedTexts } from '../src/features/site-texts/seed';
import { openDatabase, type Database } from './client';
import { databaseOptionsFromEnv } from './env';
import { migrateDatabase } from './migrate';
import * as s from './schema';
import { insertMissingSiteTextsQuery } from '../src/features/site-texts/site-texts.queries';
import { runScript } from './script';
import { markSeededDemo } from './seed-demo';
import { seedPosts } from './seed-data/blog';
import { seedBookRows } from './seed-data/books';
import {
  seedChallenge,
  seedForumCategories,
  seedForumPosts,
  seedForumTopics,
  seedImpactStories,
  seedInsights,
  seedMilestones,
} from './seed-data/community';
import { seedIssues } from './seed-data/newsletter';
import { seedPreviews } from './seed-data/previews';
import { seedProductRows } from './seed-data/shop';

const DAY_MS = 86_400_000;

/** Days of demo engagement history written up to today. */
export const ENGAGEMENT_DAYS = 90;

const date = (iso: string) => new Date(iso);

/** A small deterministic PRNG so demo figures are the same on every machine. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Demo visitor-days for the last ENGAGEMENT_DAYS days, growing gently over time. Marked
 * `demo`: the public metrics show them, labelled as demo data, only until a real visit exists.
 */
export function engagementRows(today = new Date()): (typeof s.readerEngagement.$inferInsert)[] {
  const rows: (typeof s.readerEngagement.$inferInsert)[] = [];
  const countries = ['US', 'US', 'US', 'CA', 'GB', 'NG', 'AU', 'DE', 'JM', 'ZA', 'IN', 'BR'];
  for (let back = ENGAGEMENT_DAYS - 1; back >= 0; back--) {
    const day = new Date(today.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    const random = mulberry32(Number(day.replaceAll('-', '')));
    const sessions = 6 + Math.floor((ENGAGEMENT_DAYS - back) / 12) + Math.floor(random() * 5);
    for (let n = 0; n < sessions; n++) {
      rows.push({
        sessionId: `seed-${day}-${n}`,
        userId: `seed-visitor-${Math.floor(random() * 400)}`,
        date: day,
        pageViews: 1 + Math.floor(random() * 8),
        timeSpent: 30 + Math.floor(random() * 900),
        booksViewed: Math.floor(random() * 4),
        discussionsParticipated: random() < 0.15 ? 1 : 0,
        challengesJoined: random() < 0.05 ? 1 : 0,
        country: countries[Math.floor(random() * countries.length)] ?? 'US',
        demo: true,
      });
    }
  }
  return rows;
}

/** The project root (content/ sits there). */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The owner's site texts as content/ has them. */
export function seedSiteTexts() {
  return parseSeedTexts((file) => readFileSync(join(ROOT, file), 'utf8'));
}

/**
 * Inserts the site texts that have no row yet, never overwriting the owner's edits, and
 * (once) marks the rows of an install seeded before seeded rows were marked demo. Run on
 * every start (an install seeded before site_texts existed, or before demo marks).
 */
export async function seedMissingSiteTexts(db: Database): Promise<void> {
  const texts = seedSiteTexts();
  await insertMissingSiteTextsQuery(db, texts);
  await markSeededDemo(db, texts);
}

/** Every insert of the demo content, in foreign-key order; dates that should look recent are relative to `now`. */
function seedStatements(db: Database, now: Date): BatchItem<'sqlite'>[] {
  const challenge = seedChallenge(now);
  const rows: BatchItem<'sqlite'>[] = [
    insertMissingSiteTextsQuery(db, seedSiteTexts()),
    db
      .insert(s.books)
      .values(seedBookRows().map((b) => ({ ...b, demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.bookPreviews)
      .values(seedPreviews.map((p) => ({ ...p, isPreview: true, demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.blogPosts)
      .values(seedPosts.map((p) => ({ ...p, publishedAt: date(p.publishedAt), demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.readingChallenges)
      .values({
        ...challenge,
        startDate: date(challenge.startDate),
        endDate: date(challenge.endDate),
        demo: true,
      })
      .onConflictDoNothing(),
    db
      .insert(s.communityMilestones)
      .values(
        seedMilestones.map((m) => ({
          ...m,
          achievedAt: m.achievedAt ? date(m.achievedAt) : null,
          demo: true,
        })),
      )
      .onConflictDoNothing(),
    db
      .insert(s.forumCategories)
      .values(seedForumCategories.map((c) => ({ ...c, demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.forumTopics)
      .values(seedForumTopics.map((t) => ({ ...t, createdAt: date(t.createdAt), demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.forumPosts)
      .values(seedForumPosts.map((p) => ({ ...p, createdAt: date(p.createdAt), demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.readerImpactStories)
      .values(
        seedImpactStories.map(({ daysAgo, ...st }) => ({
          ...st,
          submittedAt: new Date(now.getTime() - daysAgo * DAY_MS),
          demo: true,
        })),
      )
      .onConflictDoNothing(),
    db
      .insert(s.communityInsights)
      .values(seedInsights.map((i) => ({ ...i, demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.abfProducts)
      .values(seedProductRows().map((p) => ({ ...p, demo: true })))
      .onConflictDoNothing(),
    db
      .insert(s.newsletterIssues)
      .values(
        seedIssues.map((i) => ({
          ...i,
          status: 'sent' as const,
          sentAt: date(i.sentAt),
          createdAt: date(i.sentAt),
          demo: true,
        })),
      )
      .onConflictDoNothing(),
  ];
  const engagement = engagementRows(now);
  for (let i = 0; i < engagement.length; i += 200) {
    rows.push(
      db
        .insert(s.readerEngagement)
        .values(engagement.slice(i, i + 200))
        .onConflictDoNothing(),
    );
  }
  return rows;
}

/**
 * Writes the demo content in one atomic batch, dated around `now` (the current year's
 * challenge, recent stories and visits), every row marked demo; an older install's unmarked
 * rows get their marks first.
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<void> {
  await markSeededDemo(db, seedSiteTexts(), now);
  const [first, ...rest] = seedStatements(db, now);
  if (first) await db.batch([first, ...rest]);
}

/** True when the database holds no books yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.select({ id: s.books.id }).from(s.books).limit(1);
  return row.length === 0;
}

runScript(
  import.meta.url,
  async () => {
    const db = openDatabase(databaseOptionsFromEnv());
    await migrateDatabase(db);
    await seedDatabase(db);
    db.$client.close();
    console.log('Demo content seeded.');
  },
  { envFile: true },
);
