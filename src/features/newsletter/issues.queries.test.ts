/** Issues: drafts change until sent; a send queues one row per confirmed subscriber, once, even when two run at once. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { newsletterSubscriptions } from '~db/schema';
import { createIssue, issueDelivery, listSentIssues, sendIssue, updateDraft } from './issues.queries';

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase({ seed: false });
  await data.db
    .insert(newsletterSubscriptions)
    .values([
      ...Array.from({ length: 40 }, (_, i) => ({ email: `c${i}@example.com`, status: 'confirmed' as const })),
      { email: 'p@example.com', status: 'pending' as const },
      { email: 'u@example.com', status: 'unsubscribed' as const },
    ]);
});
afterEach(() => data.cleanup());

const outbox = async () =>
  (await data.db.$client.execute('select to_address, issue_id, text from mail_outbox order by id')).rows;

describe('newsletter issues', () => {
  it('a draft changes until it is sent, then refuses with "sent"', async () => {
    const issue = await createIssue(data.db, { subject: 'One', content: 'Hi' });
    expect(issue.status).toBe('draft');
    expect(await updateDraft(data.db, issue.id, { subject: 'One!' })).toMatchObject({ subject: 'One!' });
    expect(await listSentIssues(data.db)).toEqual([]);
    await sendIssue(data.db, issue.id, 'newsletter-issue');
    expect(await updateDraft(data.db, issue.id, { subject: 'Too late' })).toBe('sent');
    expect(await updateDraft(data.db, 999, { subject: 'x' })).toBe('not-found');
    expect((await listSentIssues(data.db)).map((i) => i.subject)).toEqual(['One!']);
  });

  it('queues one body-less row per confirmed subscriber, once, even for concurrent sends', async () => {
    const issue = await createIssue(data.db, { subject: 'Two', content: 'Hello' });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => sendIssue(data.db, issue.id, 'newsletter-issue')),
    );
    expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(4);
    const rows = await outbox();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.to_address)).size).toBe(40);
    expect(rows.every((r) => r.issue_id === issue.id && r.text === '')).toBe(true);
    expect((await issueDelivery(data.db, issue.id)).get(issue.id)).toEqual({
      queued: 40,
      sent: 0,
      failed: 0,
      cancelled: 0,
    });
    expect(await sendIssue(data.db, 12345, 'newsletter-issue')).toBe('not-found');
  });
});
