/**
 * A stand-in for a server writing to DATABASE_URL, for tests that need the writes in
 * another process (a backup taken under load, then restored once it has stopped):
 * migrates and seeds, prints `ready <content generation>`, then writes one batch after
 * another (a queued mail and the content generation raised with it) until SIGTERM, and
 * prints `written <batches>` before it exits.
 */
import { openDatabase } from '../../db/client';
import { databaseOptionsFromEnv } from '../../db/env';
import { migrateDatabase } from '../../db/migrate';
import { queueMail } from '../../src/lib/mail/outbox.queries';
import { contentChangedQueries, readGeneration } from '../../src/features/publishing/publish.queries';
import { runScript } from '../../db/script';
import { seedDatabase } from '../../db/seed';

/** The kind of the mails it queues, so a test can count them. */
export const WRITER_MAIL_KIND = 'db-writer';

runScript(import.meta.url, async () => {
  const db = openDatabase(databaseOptionsFromEnv());
  await migrateDatabase(db);
  await seedDatabase(db);
  let stopping = false;
  process.once('SIGTERM', () => (stopping = true));
  console.log(`ready ${await readGeneration(db)}`);
  let written = 0;
  while (!stopping) {
    await db.batch([
      queueMail(db, { kind: WRITER_MAIL_KIND, to: `r${written}@example.com`, subject: 'Hi', text: 'Hello' }),
      ...contentChangedQueries(db),
    ]);
    written++;
    // The local client answers without a turn of the event loop: let the signal in.
    await new Promise((next) => setImmediate(next));
  }
  console.log(`written ${written}`);
  db.$client.close();
});
