/**
 * The sign-in link's timing (issue: a weak oracle): how long `POST /api/auth/sign-in-link`
 * takes for an admin's address (its first link in a window, the one that stores a link
 * and queues its mail) and for an unknown address, alternated, against a test site.
 * `npx tsx bench/sign-in-link-timing.ts [pairs=30]`
 */
import { ensureAdmin } from '../scripts/admin-create';
import { send } from '../tests/support/admin-http';
import { ensureTestBuild } from '../tests/support/build';
import { startTestSite } from '../tests/support/site';

const pairs = Number(process.argv[2] ?? 30);
await ensureTestBuild();
const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
try {
  for (let i = 0; i < pairs; i++)
    await ensureAdmin(site.data.db, `timing-${i}@example.com`, 'a timing password');
  const ask = async (email: string) => {
    const started = performance.now();
    const answer = await send(site.url, '/api/auth/sign-in-link', { method: 'POST', body: { email } });
    if (answer.status !== 202) throw new Error(`${answer.status} ${answer.text}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await ask(`warm-${i}@example.com`);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < pairs; i++) {
    // Alternate which goes first, so drift hits both alike.
    if (i % 2) unknown.push(await ask(`nobody-${i}@example.com`));
    known.push(await ask(`timing-${i}@example.com`));
    if (!(i % 2)) unknown.push(await ask(`nobody-${i}@example.com`));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `${pairs} pairs: admin's address (first link in its window) median ${median(known).toFixed(1)} ms, ` +
      `unknown address ${median(unknown).toFixed(1)} ms, difference ${(median(known) - median(unknown)).toFixed(1)} ms`,
  );
} finally {
  await site.stop();
}
