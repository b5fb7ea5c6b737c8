/**
 * Erasing a person by email on a seeded database: every row that holds the address goes,
 * in whatever table of the schema has an email column (the test walks the schema and puts
 * a row in each), orders stay with their amounts, other people's rows stay, and the log
 * records counts and who, never the address.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as s from '~db/schema';
import { readGeneration } from '~/features/publishing/publish.queries';
import { ERASED_ADDRESS } from '~/lib/mail/erased-address';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { schemaTables } from '~tests/support/schema-walk';
import { mentionsAddress } from './erase';
import {
  countPersonalData,
  ERASED_TEXT,
  erasePerson,
  eraseSubscriber,
  findStories,
  mailsContaining,
  type Person,
} from './erase.queries';
import { emailHash } from './email-hash';

const ADDRESS = 'ann.reader@example.com';
const TYPED = 'Ann.Reader@Example.COM';
const OTHER = 'joann.reader@example.com';
const OWNER = { source: 'owner' as const, userId: null, label: 'owner' };

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

/** The person as the server finds them: the mails that mention the address as an address. */
async function person(storyIds?: number[]): Promise<Person> {
  const rows = await mailsContaining(data.db, ADDRESS);
  const mailIds = rows
    .filter((m) => [m.text, m.html, m.headers].some((p) => mentionsAddress(p, ADDRESS)))
    .map((m) => m.id);
  return { email: TYPED, mailIds, storyIds };
}

/** A column that holds an email address (or its hash), by name. */
const EMAIL_COLUMN = /(^|_)email($|_)|(^|_)to_address$/;

/**
 * Puts one row holding the address in every table of the schema with an email column:
 * the column gets the address (a `_hash` column its hash), other required columns a value.
 */
async function rowInEveryEmailTable(): Promise<string[]> {
  const filled: string[] = [];
  let n = 0;
  for (const { name, columns } of schemaTables()) {
    if (!columns.some((c) => EMAIL_COLUMN.test(c.name))) continue;
    const values = columns.flatMap((c) => {
      if (EMAIL_COLUMN.test(c.name))
        return [[c.name, c.name.endsWith('_hash') ? emailHash(ADDRESS) : TYPED] as const];
      if (!c.notNull || c.hasDefault || (c.primary && c.getSQLType() === 'integer')) return [];
      return [[c.name, c.getSQLType() === 'text' ? `walk-${name}-${++n}` : 1] as const];
    });
    await data.db.run(
      sql`insert or ignore into ${sql.identifier(name)} (${sql.join(
        values.map(([c]) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        values.map(([, v]) => sql`${v}`),
        sql`, `,
      )})`,
    );
    filled.push(name);
  }
  return filled;
}

/** The columns of any table whose text still holds the address (as an address of its own) or its hash. */
async function rowsHoldingAddress(): Promise<string[]> {
  const found: string[] = [];
  for (const { name, columns } of schemaTables()) {
    for (const c of columns.filter((col) => col.getSQLType() === 'text')) {
      const column = sql.identifier(c.name);
      const rows = await data.db.all<{ v: string }>(
        sql`select ${column} as v from ${sql.identifier(name)} where instr(lower(${column}), ${ADDRESS}) > 0 or ${column} = ${emailHash(ADDRESS)}`,
      );
      if (rows.some((r) => r.v === emailHash(ADDRESS) || mentionsAddress(r.v, ADDRESS)))
        found.push(`${name}.${c.name}`);
    }
  }
  return found;
}

/** What the person left on the site through its own forms and links. */
async function personUsesTheSite() {
  const db = data.db;
  await db.insert(s.newsletterSubscriptions).values([{ email: ADDRESS }, { email: OTHER }]);
  await db.insert(s.contactMessages).values([
    { name: 'Ann Reader', email: TYPED, subject: 'Hello', message: 'Loved the book.' },
    { name: 'Jo Ann', email: OTHER, subject: 'Hi', message: 'Me too.' },
  ]);
  const [order] = await db
    .insert(s.abfOrders)
    .values({
      productId: 1,
      customerName: 'Ann Reader',
      customerEmail: TYPED,
      customerAddress: '12 Red Door Lane, Memphis TN',
      quantity: 2,
      totalCents: 5198,
      status: 'paid',
      notes: 'Leave it with the neighbour',
      paypalOrderId: 'PP-ANN',
    })
    .returning();
  await db.insert(s.readingLinks).values({
    id: 'link-ann',
    userId: 'visitor-ann',
    expiresAt: new Date(Date.now() + 3_600_000),
    emailHash: emailHash(ADDRESS),
  });
  const stories = await db
    .insert(s.readerImpactStories)
    .values([
      // Sent from her linked browser, under another name.
      { userId: 'visitor-ann', readerName: 'A.', bookId: 1, story: 'From my shelf', category: 'growth' },
      // Signed with the name of her message and order.
      {
        readerName: ' ann reader ',
        bookId: 2,
        story: 'Shown on the site',
        category: 'healing',
        isApproved: true,
        isPublic: true,
      },
      // Someone else.
      { readerName: 'Jo Ann', bookId: 3, story: 'Not hers', category: 'inspiration' },
    ])
    .returning();
  await db.insert(s.mailOutbox).values([
    { kind: 'order-confirmation', to: TYPED, subject: 'Thanks', text: 'Your order' },
    { kind: 'contact', to: 'owner@example.com', subject: 'New message', text: `From Ann <${ADDRESS}>` },
    { kind: 'contact', to: 'owner@example.com', subject: 'New message', text: `From Jo <${OTHER}>` },
  ]);
  await db.insert(s.loginAttempts).values({ ip: '203.0.113.9', email: ADDRESS });
  await db.insert(s.rateLimits).values([
    { key: `reading-link-mail:to:${ADDRESS}`, windowStart: 1, expiresAt: Date.now() + 60_000, count: 1 },
    { key: `reading-link-mail:to:${OTHER}`, windowStart: 1, expiresAt: Date.now() + 60_000, count: 1 },
  ]);
  return { order: order!, stories };
}

describe('erasing a person', () => {
  it('removes every row holding the address, in every table with an email column, and keeps order totals', async () => {
    const { order, stories } = await personUsesTheSite();
    const walked = await rowInEveryEmailTable();
    expect(walked).toEqual(
      expect.arrayContaining([
        'abf_orders',
        'contact_messages',
        'login_attempts',
        'mail_outbox',
        'newsletter_subscriptions',
        'reading_links',
        'users',
      ]),
    );
    expect(await rowsHoldingAddress()).not.toEqual([]);
    const totalBefore = await data.db.all<{ cents: number }>(
      sql`select sum(total_cents) as cents from abf_orders`,
    );
    const before = await countPersonalData(data.db, await person());

    const erased = await erasePerson(data.db, await person(), OWNER);

    expect(await rowsHoldingAddress()).toEqual([]);
    expect(erased.counts).toEqual(before);
    expect(erased.counts).toMatchObject({
      // Hers, and the walk's row with the address typed in capitals.
      subscribers: 2,
      messages: 2,
      orders: 2,
      stories: 2,
      shelfLinks: 2,
      mails: 3,
      signInAttempts: 2,
      accounts: 1,
      rateLimits: 1,
    });
    // Orders stay for the books: amounts, product, status and PayPal's ids, without the buyer.
    const [kept] = await data.db.select().from(s.abfOrders).where(eq(s.abfOrders.id, order.id));
    expect(kept).toMatchObject({
      totalCents: 5198,
      quantity: 2,
      status: 'paid',
      paypalOrderId: 'PP-ANN',
      customerName: ERASED_TEXT,
      customerEmail: ERASED_ADDRESS,
      customerAddress: ERASED_TEXT,
      notes: null,
    });
    expect(
      await data.db.all<{ cents: number }>(sql`select sum(total_cents) as cents from abf_orders`),
    ).toEqual(totalBefore);
    // Other people's rows stay.
    const left = await data.db.select().from(s.readerImpactStories);
    expect(left.map((r) => r.id)).toContain(stories[2]!.id);
    expect(left.map((r) => r.id)).not.toContain(stories[0]!.id);
    expect((await data.db.select().from(s.newsletterSubscriptions)).map((r) => r.email)).toContain(OTHER);
    const mails = await data.db.select().from(s.mailOutbox);
    expect(mails.some((m) => m.text.includes(OTHER))).toBe(true);
    const keys = (await data.db.select().from(s.rateLimits)).map((r) => r.key);
    expect(keys).toContain(`reading-link-mail:to:${OTHER}`);
  });

  it('logs what, when and by whom, never the address, and raises the generation for a public story', async () => {
    await personUsesTheSite();
    const was = await readGeneration(data.db);
    const now = new Date('2026-11-20T10:00:00Z');
    const erased = await erasePerson(data.db, await person(), { ...OWNER, label: 'kendra' }, now);
    const [log] = await data.db.select().from(s.erasures);
    expect(log).toMatchObject({ id: erased.id, source: 'owner', byLabel: 'kendra', erasedAt: now });
    expect(JSON.parse(log!.counts)).toEqual(erased.counts);
    expect(JSON.stringify(log)).not.toMatch(/ann/i);
    expect(await readGeneration(data.db)).toBe(was + 1);
  });

  it('removes only the stories the owner chose, and changes nothing the second time', async () => {
    const { stories } = await personUsesTheSite();
    expect((await findStories(data.db, ADDRESS)).map((r) => r.id)).toEqual([stories[0]!.id, stories[1]!.id]);
    const first = await erasePerson(data.db, await person([stories[0]!.id]), OWNER);
    expect(first.counts.stories).toBe(1);
    expect((await data.db.select().from(s.readerImpactStories)).map((r) => r.id)).toContain(stories[1]!.id);
    // An id that is not one of hers is ignored: the choice only narrows her own stories.
    const notHers = await erasePerson(data.db, await person([stories[2]!.id]), OWNER);
    expect(notHers.counts.stories).toBe(0);
    expect((await data.db.select().from(s.readerImpactStories)).map((r) => r.id)).toContain(stories[2]!.id);
    const again = await erasePerson(data.db, await person(), OWNER);
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
    expect(await data.db.select().from(s.erasures)).toHaveLength(3);
  });

  it('lets a subscriber delete their own address: the subscription and the newsletter mails only', async () => {
    await personUsesTheSite();
    await data.db
      .insert(s.mailOutbox)
      .values({ kind: 'newsletter-confirm', to: ADDRESS, subject: 'Confirm', text: 'Click' });
    const erased = await eraseSubscriber(data.db, TYPED);
    expect(erased.counts).toMatchObject({ subscribers: 1, mails: 1, messages: 0, orders: 0 });
    expect(
      await data.db
        .select()
        .from(s.newsletterSubscriptions)
        .where(eq(s.newsletterSubscriptions.email, ADDRESS)),
    ).toEqual([]);
    // Her message and order are not the newsletter's: they stay until she asks the owner.
    expect(
      await data.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, TYPED)),
    ).toHaveLength(1);
    const [log] = await data.db.select().from(s.erasures);
    expect(log).toMatchObject({ source: 'subscriber', byUserId: null });
  });
});

describe('mentionsAddress', () => {
  it.each([
    [`Reply to ${ADDRESS}.`, true],
    [`<${ADDRESS.toUpperCase()}>`, true],
    [`"reply-to":"${ADDRESS}"`, true],
    [`joann.reader@example.com`, false],
    [`${ADDRESS}.au`, false],
    [`x${ADDRESS}`, false],
    [null, false],
  ])('%j -> %s', (text, expected) => {
    expect(mentionsAddress(text, ADDRESS)).toBe(expected);
  });
});
