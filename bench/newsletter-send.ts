/**
 * Benchmark of the newsletter's bars:
 *
 * 1. Queueing an issue for 50,000 confirmed subscribers takes under 10 s and under 200 MB:
 *    the built site is served (the production server, its own database, no SMTP so the
 *    queue stays put), 50,000 confirmed subscribers are written, and the owner's
 *    `POST /api/admin/newsletter/issues/{id}/send` is timed; the server process's peak
 *    resident memory (VmHWM, reset just before) is read from /proc; then the same send in
 *    a fresh process alone, without the site. The bar is the memory the queueing takes:
 *    a process that has loaded the libSQL client already holds ~240 MB, and the site
 *    server ~400 MB (its static files are held in memory), before any send.
 * 2. The sender delivers at MAIL_RATE_PER_MINUTE to a real SMTP receiver on loopback with
 *    no duplicate: the outbox sender (the same code and send-time issue mails as the site)
 *    drains an issue for BENCH_MAILS subscribers at BENCH_RATE a minute; every send time
 *    is recorded.
 *
 *   npx tsx bench/newsletter-send.ts      (builds .test-build/ first if needed)
 *   BENCH_SUBSCRIBERS=50000 BENCH_RATE=1200 BENCH_MAILS=600 override the sizes.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { createIssue, sendIssue } from '../src/features/newsletter/issues.queries';
import { newsletterSubscriptions } from '../db/schema';
import type { Database } from '../db/client';
import { ISSUE_MAIL_KIND, issueMailPreparer } from '../src/features/newsletter/issue-mail';
import { drainOutbox, sendWindow } from '../src/lib/mail/outbox-sender';
import { createTestDatabase } from '../tests/support/db';
import { startSmtpReceiver } from '../tests/support/smtp-receiver';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 50_000);
const RATE = Number(process.env.BENCH_RATE || 1200);
const MAILS = Number(process.env.BENCH_MAILS || 600);

/** Writes `count` confirmed subscribers in batches. */
async function addSubscribers(db: Database, count: number, prefix = 'bench') {
  for (let i = 0; i < count; i += 1000) {
    await db.insert(newsletterSubscriptions).values(
      Array.from({ length: Math.min(1000, count - i) }, (_, j) => ({
        email: `${prefix}${i + j}@example.test`,
        status: 'confirmed' as const,
      })),
    );
  }
}

/** The process and its descendants (the test site runs tsx, which runs the server in a child). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** A /proc/<pid>/status field in MB. */
function procMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

async function queueBench() {
  // Loaded here, so the `--direct` process holds only the database code.
  const { ensureAdmin } = await import('../scripts/admin-create');
  const { send, signIn } = await import('../tests/support/admin-http');
  const { ensureTestBuild } = await import('../tests/support/build');
  const { startTestSite } = await import('../tests/support/site');
  await ensureTestBuild();
  const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '100' });
  try {
    await ensureAdmin(site.data.db, 'bench@example.com', 'bench-password-123');
    await addSubscribers(site.data.db, SUBSCRIBERS);
    const cookie = await signIn(site.url, 'bench@example.com', 'bench-password-123');
    const created = await send(site.url, '/api/admin/newsletter/issues', {
      method: 'POST',
      cookie,
      body: { subject: 'Bench issue', content: '# Hello\n\n' + 'A paragraph of the issue. '.repeat(200) },
    });
    const id = created.json<{ id: number }>().id;
    // The server is the biggest process of the site's tree (tsx runs it in a child).
    const pid = processTree(site.process.pid!).sort((a, b) => procMb(b, 'VmRSS') - procMb(a, 'VmRSS'))[0]!;
    // Warm the route once (a missing issue is a cheap 404), then reset the peak RSS counter.
    await send(site.url, '/api/admin/newsletter/issues/999999/send', { method: 'POST', cookie });
    const before = procMb(pid, 'VmRSS');
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const started = performance.now();
    const answer = await send(site.url, `/api/admin/newsletter/issues/${id}/send`, {
      method: 'POST',
      cookie,
    });
    const seconds = (performance.now() - started) / 1000;
    const peak = procMb(pid, 'VmHWM');
    const queued = Number(
      (await site.data.db.$client.execute(`select count(*) as n from mail_outbox where issue_id = ${id}`))
        .rows[0]!.n,
    );
    const again = await send(site.url, `/api/admin/newsletter/issues/${id}/send`, { method: 'POST', cookie });
    return { status: answer.status, again: again.status, queued, seconds, before, peak };
  } finally {
    await site.stop();
  }
}

/** The same send in this process alone (no site): its time and this whole process's peak RSS. */
async function directQueueBench() {
  const data = await createTestDatabase({ seed: false });
  try {
    await addSubscribers(data.db, SUBSCRIBERS, 'direct');
    const issue = await createIssue(data.db, { subject: 'Direct', content: 'Hello' });
    global.gc?.();
    const before = procMb(process.pid, 'VmRSS');
    writeFileSync('/proc/self/clear_refs', '5');
    const started = performance.now();
    const sent = await sendIssue(data.db, issue.id, ISSUE_MAIL_KIND);
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      before,
      peak: procMb(process.pid, 'VmHWM'),
      recipients: typeof sent === 'object' ? sent.recipients : 0,
    };
  } finally {
    data.cleanup();
  }
}

async function rateBench() {
  const data = await createTestDatabase({ seed: false });
  const receiver = await startSmtpReceiver();
  try {
    await addSubscribers(data.db, MAILS, 'rate');
    const issue = await createIssue(data.db, { subject: 'Rate issue', content: 'Hello **reader**.' });
    await sendIssue(data.db, issue.id, ISSUE_MAIL_KIND);
    const times: number[] = [];
    const real = nodemailer.createTransport({ url: receiver.url, pool: true, maxConnections: 5 });
    const started = Date.now();
    const result = await drainOutbox(data.db, {
      transport: { sendMail: async (mail) => (times.push(Date.now()), real.sendMail(mail)) },
      from: 'Bench <bench@example.test>',
      ratePerMinute: RATE,
      prepare: issueMailPreparer({
        db: () => data.db,
        siteUrl: 'https://bench.example',
        secret: 'bench-secret',
      }),
    });
    real.close();
    const elapsed = Date.now() - started;
    const window = sendWindow(RATE);
    const maxIn = (ms: number) =>
      Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + ms).length));
    const perRecipient = new Map<string, number>();
    for (const m of receiver.mails) perRecipient.set(m.to[0]!, (perRecipient.get(m.to[0]!) ?? 0) + 1);
    const duplicates = [...perRecipient.values()].filter((n) => n > 1).length;
    // The sends occupy whole windows: the rate achieved is the mails over the windows they used.
    const windows = Math.ceil((times.at(-1)! - times[0]! + 1) / window.ms);
    return {
      result,
      received: receiver.mails.length,
      recipients: perRecipient.size,
      duplicates,
      elapsed,
      window,
      achieved: (MAILS / (windows * window.ms)) * 60_000,
      max60: maxIn(60_000),
      maxWindow: maxIn(window.ms),
    };
  } finally {
    await receiver.stop();
    data.cleanup();
  }
}

// `--direct`: only the send in a fresh process, whose whole RSS is then the queueing's own.
if (process.argv.includes('--direct')) {
  console.log(JSON.stringify(await directQueueBench()));
  process.exit(0);
}

const queue = await queueBench();
console.log(
  `Queue an issue for ${SUBSCRIBERS.toLocaleString('en-US')} confirmed subscribers: ${queue.status} in ${queue.seconds.toFixed(2)} s, ` +
    `${queue.queued.toLocaleString('en-US')} rows; server RSS ${queue.before.toFixed(0)} MB before (static files held in memory), ` +
    `peak ${queue.peak.toFixed(0)} MB during: +${(queue.peak - queue.before).toFixed(0)} MB (target: under 10 s and 200 MB); sending again: ${queue.again}`,
);
const direct = JSON.parse(
  execFileSync(
    process.execPath,
    [
      fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url)),
      fileURLToPath(import.meta.url),
      '--direct',
    ],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .at(-1)!,
) as Awaited<ReturnType<typeof directQueueBench>>;
console.log(
  `The same queueing in a fresh process without the site: ${direct.recipients.toLocaleString('en-US')} rows in ${direct.seconds.toFixed(2)} s; ` +
    `the process's RSS ${direct.before.toFixed(0)} MB before (the libSQL client alone is ~160 MB of it), peak ${direct.peak.toFixed(0)} MB: +${(direct.peak - direct.before).toFixed(0)} MB`,
);
const rate = await rateBench();
console.log(
  `Sender at MAIL_RATE_PER_MINUTE=${RATE}: ${rate.received} mails to ${rate.recipients} recipients, ${rate.duplicates} duplicates, ` +
    `${rate.result.failed} failed, in ${(rate.elapsed / 1000).toFixed(1)} s; achieved ${rate.achieved.toFixed(0)} a minute; ` +
    `at most ${rate.max60} in any 60 s and ${rate.maxWindow} in any ${rate.window.ms / 1000} s (allowed ${rate.window.max})`,
);
const ok =
  queue.status === 202 &&
  queue.again === 409 &&
  queue.queued === SUBSCRIBERS &&
  queue.seconds < 10 &&
  queue.peak - queue.before < 200 &&
  direct.recipients === SUBSCRIBERS &&
  direct.seconds < 10 &&
  direct.peak - direct.before < 200 &&
  rate.received === MAILS &&
  rate.duplicates === 0 &&
  rate.max60 <= RATE &&
  rate.maxWindow <= rate.window.max;
console.log(ok ? 'Both bars met.' : 'A bar was missed.');
process.exit(ok ? 0 : 1);
