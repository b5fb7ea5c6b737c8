/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every mail it
 * receives, so tests can check what the outbox sender delivered, and how many times.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

/** A received mail: envelope, raw source, and its decoded headers. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased; folded lines joined. */
  headers: Record<string, string>;
  subject: string;
}

export interface SmtpReceiver {
  port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves once at least `count` mails arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The first mail to `to` whose subject is `subject` (or matches it), once it has arrived. */
  mailTo(to: string, subject: string | RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening (connections are refused, as when the mail server is down); `up` listens again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^\s/.test(line) && last) headers[last] = `${headers[last]} ${line.trim()}`.trim();
    else {
      const colon = line.indexOf(':');
      if (colon > 0) {
        last = line.slice(0, colon).toLowerCase();
        headers[last] = line.slice(colon + 1).trim();
      }
    }
  }
  return headers;
}

/**
 * Starts a receiver on `port` (0 picks a free one). `answerDelayMs` holds back the
 * server's "250 OK" after a mail arrived (and was kept), as a slow server does: a
 * sender that dies in that gap never learns that its mail was delivered.
 */
export async function startSmtpReceiver(port = 0, { answerDelayMs = 0 } = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const listen = async (on: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = parseHeaders(raw);
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers,
            subject: headers.subject ?? '',
          });
          if (answerDelayMs > 0) setTimeout(callback, answerDelayMs);
          else callback();
        });
      },
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(on, '127.0.0.1', () => done());
    });
    return server;
  };
  let server = await listen(port);
  const actual = (server.server.address() as AddressInfo).port;
  const close = () => new Promise<void>((done) => server.close(() => done()));
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    waitFor: (count, timeoutMs = 10_000) =>
      waitFor(
        () => (mails.length >= count ? mails : undefined),
        timeoutMs,
        () => `expected ${count} mails, received ${mails.length}`,
        25,
      ),
    mailTo: (to, subject, timeoutMs = 15_000) =>
      waitFor(
        () =>
          mails.find(
            (m) =>
              m.to.includes(to) &&
              (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
          ),
        timeoutMs,
        () =>
          `no mail to ${to} with the subject ${subject}; received: ${mails.map((m) => m.subject).join(', ')}`,
        25,
      ),
    down: close,
    async up() {
      server = await listen(actual);
    },
    stop: close,
  };
}
