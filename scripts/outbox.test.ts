/** The start-up sender of `npm start`: mail left in the outbox is delivered once the server is up. */
import { afterEach, describe, expect, it } from 'vitest';
import { queueMail } from '../src/lib/mail/outbox.queries';
import { allMail } from '../tests/support/outbox';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { startSmtpReceiver, type SmtpReceiver } from '../tests/support/smtp-receiver';
import { startOutboxSender } from './outbox';

let data: TestDatabase | undefined;
let smtp: SmtpReceiver | undefined;
afterEach(async () => {
  await smtp?.stop();
  data?.cleanup();
});

describe('startOutboxSender', () => {
  it('does nothing without SMTP_URL: the mail waits', async () => {
    data = await createTestDatabase({ seed: false });
    await queueMail(data.db, { kind: 'test', to: 'x@example.com', subject: 'Waiting', text: 'hi' });
    expect(startOutboxSender({ DATABASE_URL: data.url })).toBeNull();
    expect((await allMail(data.db)).map((r) => r.status)).toEqual(['pending']);
  });

  it('sends what was queued while the server was down', async () => {
    data = await createTestDatabase({ seed: false });
    smtp = await startSmtpReceiver();
    await queueMail(data.db, { kind: 'test', to: 'x@example.com', subject: 'Left over', text: 'hi' });
    const runner = startOutboxSender({ DATABASE_URL: data.url, SMTP_URL: smtp.url });
    expect(await runner!.run()).toBeDefined();
    await smtp.waitFor(1);
    await expect.poll(async () => (await allMail(data!.db)).map((r) => r.status)).toEqual(['sent']);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Left over']);
  });
});
