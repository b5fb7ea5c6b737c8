/**
 * Erasing a person by email address: everything the site keeps that is tied to the
 * address is removed (subscription, messages, stories, shelf links, mails, sign-in
 * attempts, rate-limit counters, a non-admin account, and rows of any other table with an
 * email column), and their orders stay for
 * bookkeeping with name, email, address and note replaced. One batch does it all and
 * records the erasure (when, by whom, how many rows of each kind; never the address),
 * counting with the same conditions it deletes with, in the same transaction.
 */
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '~db/client';
import {
  abfOrders,
  contactMessages,
  erasures,
  loginAttempts,
  mailOutbox,
  newsletterSubscriptions,
  rateLimits,
  readerImpactStories,
  readingLinks,
  users,
  type ErasureSource,
} from '~db/schema';
import { contentChangedQueries } from '~/features/publishing/publish.queries';
import { ERASED_ADDRESS } from '~/lib/mail/erased-address';
import { ERASURE_KINDS, type ErasureCounts, type ErasureKind } from './erase';
import { emailHash, normalEmail } from './email-hash';
import { otherEmailTables } from './email-tables.queries';

export { ERASURE_KINDS, type ErasureCounts, type ErasureKind };

/** What an order keeps of its buyer once erased. */
export const ERASED_TEXT = '(erased)';

/** The person to erase, and which of the rows found by content belong to them. */
export interface Person {
  email: string;
  /** Outbox rows that mention the address in their text, HTML or headers (see mentionsAddress). */
  mailIds: number[];
  /**
   * The stories to remove, among those tied to the person; undefined: every story tied to
   * them (storiesOf).
   */
  storyIds?: number[];
}

/** A value compared case-insensitively with the (normalised) address. */
const isEmail = (column: SQLiteColumn, email: string) => sql`lower(${column}) = ${email}`;

/**
 * Stories tied to the address: sent from a browser whose shelf was linked by mail to it, or
 * signed with a name the person used in their messages or orders.
 */
function storiesOf(email: string): SQL {
  const names = sql`select lower(trim(${contactMessages.name})) from ${contactMessages} where lower(${contactMessages.email}) = ${email}
    union select lower(trim(${abfOrders.customerName})) from ${abfOrders} where lower(${abfOrders.customerEmail}) = ${email}`;
  return sql`(${readerImpactStories.userId} in (select ${readingLinks.userId} from ${readingLinks} where ${readingLinks.emailHash} = ${emailHash(email)})
    or lower(trim(${readerImpactStories.readerName})) in (${names}))`;
}

/** Tables erased by the rules below; every other table with an email column is erased whole-row. */
const OTHERS = otherEmailTables([
  newsletterSubscriptions,
  contactMessages,
  abfOrders,
  mailOutbox,
  loginAttempts,
  users,
  erasures,
]);

/** Each kind's table and the condition that picks the person's rows. */
function targets(person: Person) {
  const email = normalEmail(person.email);
  // The owner's choice narrows the stories tied to the address; it never reaches others'.
  const stories =
    person.storyIds === undefined
      ? storiesOf(email)
      : person.storyIds.length
        ? and(inArray(readerImpactStories.id, person.storyIds), storiesOf(email))!
        : sql`0`;
  const mailIds = person.mailIds.length ? inArray(mailOutbox.id, person.mailIds) : undefined;
  return {
    subscribers: { table: newsletterSubscriptions, where: isEmail(newsletterSubscriptions.email, email) },
    messages: { table: contactMessages, where: isEmail(contactMessages.email, email) },
    orders: { table: abfOrders, where: isEmail(abfOrders.customerEmail, email) },
    stories: { table: readerImpactStories, where: stories },
    shelfLinks: { table: readingLinks, where: eq(readingLinks.emailHash, emailHash(email)) },
    mails: { table: mailOutbox, where: or(isEmail(mailOutbox.to, email), mailIds)! },
    signInAttempts: { table: loginAttempts, where: isEmail(loginAttempts.email, email) },
    accounts: { table: users, where: and(isEmail(users.email, email), ne(users.role, 'admin'))! },
    // Keys are '{limit}:{key}', e.g. 'reading-link-mail:to:ann@example.com'.
    rateLimits: {
      table: rateLimits,
      where: sql`substr(lower(${rateLimits.key}), -${email.length + 1}) = ${`:${email}`}`,
    },
  } satisfies Record<Exclude<ErasureKind, 'otherRecords'>, { table: unknown; where: SQL }>;
}

/** SQL for the counts of every kind, as a JSON object. */
function countsJson(person: Person): SQL {
  const email = normalEmail(person.email);
  const parts = Object.entries(targets(person)).map(
    ([kind, { table, where }]) => sql`${kind}, (select count(*) from ${table} where ${where})`,
  );
  const others = OTHERS.map(({ table, where }) => sql`(select count(*) from ${table} where ${where(email)})`);
  parts.push(sql`'otherRecords', ${others.length ? sql.join(others, sql` + `) : sql`0`}`);
  return sql`json_object(${sql.join(parts, sql`, `)})`;
}

/** How many rows of each kind an erasure of `person` would remove or anonymise now. */
export async function countPersonalData(db: Database, person: Person): Promise<ErasureCounts> {
  const [row] = await db.all<{ counts: string }>(sql`select ${countsJson(person)} as counts`);
  return JSON.parse(row!.counts) as ErasureCounts;
}

/** The stories tied to the address (storiesOf), for the owner to look over before erasing. */
export function findStories(db: Database, email: string) {
  return db
    .select({
      id: readerImpactStories.id,
      readerName: readerImpactStories.readerName,
      story: readerImpactStories.story,
      isPublic: readerImpactStories.isPublic,
      isApproved: readerImpactStories.isApproved,
      submittedAt: readerImpactStories.submittedAt,
    })
    .from(readerImpactStories)
    .where(storiesOf(normalEmail(email)))
    .orderBy(readerImpactStories.id);
}

/** True when the address is an admin's (an erasure would lock the owner out: refused). */
export async function isAdminAddress(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isEmail(users.email, normalEmail(email)), eq(users.role, 'admin')))
    .limit(1);
  return row !== undefined;
}

/** The outbox rows whose text, HTML or headers contain the address (candidates: see mentionsAddress). */
export function mailsContaining(db: Database, email: string) {
  const e = normalEmail(email);
  return db
    .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html, headers: mailOutbox.headers })
    .from(mailOutbox)
    .where(
      or(
        sql`instr(lower(${mailOutbox.text}), ${e}) > 0`,
        sql`instr(lower(coalesce(${mailOutbox.html}, '')), ${e}) > 0`,
        sql`instr(lower(coalesce(${mailOutbox.headers}, '')), ${e}) > 0`,
      ),
    );
}

/** Who is erasing, as the log records it. */
export interface Eraser {
  source: ErasureSource;
  /** The admin's id (null for a subscriber erasing their own address). */
  userId: number | null;
  label: string;
}

/** The recorded erasure. */
export interface ErasureRecord {
  id: number;
  erasedAt: Date;
  counts: ErasureCounts;
}

/**
 * Erases `person` in one batch: the log row first (its counts read with the same
 * conditions, in the same transaction, so they are exactly what follows removes), then
 * the stories while the messages, orders and links that tie them to the address still
 * exist (a public one raises the content generation, so the pages drop it), then the rest.
 */
export async function erasePerson(
  db: Database,
  person: Person,
  by: Eraser,
  now = new Date(),
): Promise<ErasureRecord> {
  const t = targets(person);
  const shown = and(
    t.stories.where,
    eq(readerImpactStories.isApproved, true),
    eq(readerImpactStories.isPublic, true),
  )!;
  const [logged] = await db.batch([
    db
      .insert(erasures)
      .values({
        erasedAt: now,
        source: by.source,
        byUserId: by.userId,
        byLabel: by.label,
        counts: countsJson(person),
      })
      .returning(),
    db.delete(readerImpactStories).where(shown),
    ...contentChangedQueries(db, { now, onlyIfChanged: true }),
    db.delete(readerImpactStories).where(t.stories.where),
    db.delete(readingLinks).where(t.shelfLinks.where),
    db.delete(newsletterSubscriptions).where(t.subscribers.where),
    db.delete(contactMessages).where(t.messages.where),
    db
      .update(abfOrders)
      .set({
        customerName: ERASED_TEXT,
        customerEmail: ERASED_ADDRESS,
        customerAddress: ERASED_TEXT,
        notes: null,
        updatedAt: now,
      })
      .where(t.orders.where),
    db.delete(mailOutbox).where(t.mails.where),
    db.delete(loginAttempts).where(t.signInAttempts.where),
    db.delete(users).where(t.accounts.where),
    db.delete(rateLimits).where(t.rateLimits.where),
    ...OTHERS.map(({ table, where }) => db.delete(table).where(where(normalEmail(person.email)))),
  ]);
  const row = logged[0]!;
  return { id: row.id, erasedAt: row.erasedAt, counts: JSON.parse(row.counts) as ErasureCounts };
}

/** The newsletter's own mails (confirmation, welcome, issues, tests) to the address. */
const newsletterMails = (email: string) =>
  and(
    isEmail(mailOutbox.to, email),
    or(sql`${mailOutbox.kind} like 'newsletter-%'`, sql`${mailOutbox.issueId} is not null`),
  )!;

/**
 * A subscriber deletes their own address from the unsubscribe page: the subscription and
 * the newsletter mails to it, in one batch with its log row. Nothing else of theirs is
 * touched: the link proves only that they receive the newsletter.
 */
export async function eraseSubscriber(db: Database, email: string, now = new Date()): Promise<ErasureRecord> {
  const e = normalEmail(email);
  const counts = sql`json_object('subscribers', (select count(*) from ${newsletterSubscriptions} where ${isEmail(newsletterSubscriptions.email, e)}),
    'mails', (select count(*) from ${mailOutbox} where ${newsletterMails(e)}))`;
  const [logged] = await db.batch([
    db
      .insert(erasures)
      .values({ erasedAt: now, source: 'subscriber', byUserId: null, byLabel: 'The subscriber', counts })
      .returning(),
    db.delete(newsletterSubscriptions).where(isEmail(newsletterSubscriptions.email, e)),
    db.delete(mailOutbox).where(newsletterMails(e)),
  ]);
  const row = logged[0]!;
  const stored = JSON.parse(row.counts) as Partial<ErasureCounts>;
  const zero = Object.fromEntries(ERASURE_KINDS.map((k) => [k, 0])) as ErasureCounts;
  return { id: row.id, erasedAt: row.erasedAt, counts: { ...zero, ...stored } };
}
