import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { contactMessages, mailOutbox } from './schema';

let data: TestDatabase | undefined;
afterEach(() => data?.cleanup());

describe('database client', () => {
  it('sets WAL, synchronous FULL, foreign keys and a busy timeout on a local file', async () => {
    data = await createTestDatabase({ seed: false });
    const { $client } = data.db;
    expect((await $client.execute('PRAGMA journal_mode')).rows[0]?.[0]).toBe('wal');
    expect((await $client.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(2);
    expect((await $client.execute('PRAGMA foreign_keys')).rows[0]?.[0]).toBe(1);
    expect(Number((await $client.execute('PRAGMA busy_timeout')).rows[0]?.[0])).toBeGreaterThanOrEqual(1000);
  });

  it('enforces foreign keys', async () => {
    data = await createTestDatabase({ seed: false });
    await expect(
      data.db.$client.execute(
        "INSERT INTO book_previews (book_id, chapter_title, content, chapter_number) VALUES (999, 'x', 'y', 1)",
      ),
    ).rejects.toThrow(/FOREIGN KEY/i);
  });

  it('commits every one of 50 concurrent multi-statement writers exactly once (batch)', async () => {
    data = await createTestDatabase({ seed: false });
    const { db } = data;
    const writers = Array.from({ length: 50 }, (_, i) =>
      db.batch([
        db
          .insert(contactMessages)
          .values({ name: `Writer ${i}`, email: `w${i}@example.com`, subject: 's', message: 'm' }),
        db
          .insert(mailOutbox)
          .values({ kind: 'contact', to: 'owner@example.com', subject: `Message ${i}`, text: 't' }),
      ]),
    );
    const results = await Promise.allSettled(writers);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [messages] = await db.select({ n: count() }).from(contactMessages);
    const [mails] = await db.select({ n: count() }).from(mailOutbox);
    expect(messages?.n).toBe(50);
    expect(mails?.n).toBe(50);
    const distinct = await db
      .select({ n: sql<number>`count(distinct ${contactMessages.name})` })
      .from(contactMessages);
    expect(distinct[0]?.n).toBe(50);
  });

  it('rolls back the whole batch when one statement fails', async () => {
    data = await createTestDatabase({ seed: false });
    const { db } = data;
    await expect(
      db.batch([
        db
          .insert(contactMessages)
          .values({ name: 'Half', email: 'h@example.com', subject: 's', message: 'm' }),
        db
          .insert(contactMessages)
          .values({ id: 1, name: 'Clash', email: 'c@example.com', subject: 's', message: 'm' }),
        db
          .insert(contactMessages)
          .values({ id: 1, name: 'Clash again', email: 'c@example.com', subject: 's', message: 'm' }),
      ]),
    ).rejects.toThrow();
    expect(await db.select().from(contactMessages).where(eq(contactMessages.name, 'Half'))).toEqual([]);
  });
});
