/**
 * Migrations that change existing rows: the reader's shelf keeps every entry (same ids, titles
 * kept, finished books counted once); the seeded reading challenge of an older install is marked demo.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

let dir: string | undefined;
let db: Database | undefined;
afterEach(() => {
  db?.$client.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations that stops just before the one tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(dir!, 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A database migrated up to just before the migration tagged `tag`; `run` executes SQL on it
 * and `upgrade` applies the rest of the migrations.
 */
async function databaseBefore(tag: string) {
  dir = mkdtempSync(join(tmpdir(), `${tag}-migration-`));
  db = openDatabase({ url: `file:${join(dir, 'old.db')}` });
  await migrate(db, { migrationsFolder: migrationsBefore(tag) });
  const opened = db;
  return {
    run: (sql: string) => opened.$client.execute(sql),
    upgrade: () => migrate(opened, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

describe('the reader-shelf migration', () => {
  it('upgrades a database with reading progress in place', async () => {
    const { run, upgrade } = await databaseBefore('reader-shelf');
    await run(
      "insert into books (id, title, description, cover_image, amazon_url, rating) values (8, 'The Bold Year', 'd', '/c.svg', 'https://a', '4.5'), (2, 'Loud Little Heart', 'd', '/c.svg', 'https://a', '4')",
    );
    await run(
      "insert into user_reading_progress (id, user_id, book_id, status, progress, started_at, completed_at) values (5, 'v1', 8, 'completed', 100, 1000, 2000), (6, 'v1', 2, 'reading', 40, 1500, null), (7, 'v2', 8, 'reading', 10, 1600, null)",
    );

    await upgrade();

    const entries = await run(
      'select id, user_id, book_id, status, progress, title, author, shelf_key, current_page, total_pages from user_reading_progress order by id',
    );
    expect(entries.rows.map((r) => ({ ...r }))).toEqual([
      {
        id: 5,
        user_id: 'v1',
        book_id: 8,
        status: 'completed',
        progress: 100,
        title: 'The Bold Year',
        author: null,
        shelf_key: 'book:8',
        current_page: null,
        total_pages: null,
      },
      {
        id: 6,
        user_id: 'v1',
        book_id: 2,
        status: 'reading',
        progress: 40,
        title: 'Loud Little Heart',
        author: null,
        shelf_key: 'book:2',
        current_page: null,
        total_pages: null,
      },
      {
        id: 7,
        user_id: 'v2',
        book_id: 8,
        status: 'reading',
        progress: 10,
        title: 'The Bold Year',
        author: null,
        shelf_key: 'book:8',
        current_page: null,
        total_pages: null,
      },
    ]);
    const finishes = await run('select progress_id, started_at, finished_at from reading_finishes');
    expect(finishes.rows.map((r) => ({ ...r }))).toEqual([
      { progress_id: 5, started_at: 1000, finished_at: 2000 },
    ]);
    // The shelf key is unique per visitor now; a second entry for the same book is refused.
    await expect(
      run("insert into user_reading_progress (user_id, book_id, shelf_key) values ('v1', 8, 'book:8')"),
    ).rejects.toThrow();
    // A book outside the catalogue needs no book id.
    await run(
      "insert into user_reading_progress (user_id, title, author, shelf_key) values ('v1', 'Emma', 'Jane Austen', 'title:emma|jane austen')",
    );
  });
});

describe('the challenge-demo migration', () => {
  it("marks an older install's seeded challenge as demo, and not the owner's own", async () => {
    const { run, upgrade } = await databaseBefore('challenge-demo');
    await run(
      "insert into reading_challenges (id, title, description, target_books, start_date, end_date) values (1, '2025 Fabulous Reading Challenge', 'd', 12, 0, 1), (2, 'My Summer Challenge', 'd', 12, 0, 1)",
    );

    await upgrade();

    const rows = await run('select id, demo from reading_challenges order by id');
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([
      { id: 1, demo: 1 },
      { id: 2, demo: 0 },
    ]);
  });
});
