/** The mail outbox as tests read it: every row in full (leases included), newest first. */
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, type MailMessage } from '../../db/schema';

/** Every outbox row, newest first. */
export function allMail(db: Database): Promise<MailMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
}
