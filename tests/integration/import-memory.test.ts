/**
 * The imports give their memory back: several large shelf and subscriber imports, some
 * at once, against the built server, and once the server is idle its resident memory is
 * back near where it began (README, 'Faults, hostile input and memory'). The load takes
 * it 200-400 MB up; an import that kept what it read or wrote would keep most of that.
 * Memory is not timing: a busy machine makes this test slower without moving its figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../scripts/admin-create';
import { GOODREADS_COLUMNS } from '../../src/features/tracker/csv-formats';
import { send, signIn } from '../support/admin-http';
import { rssMb } from '../support/raw-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'import-memory-owner@example.com';
const PASSWORD = 'an import memory owner password';
/** Most the server may keep of the load once idle (it kept 19-39 MB; keeping what the imports read, 150). */
const KEPT_MB = 80;
/** Rounds of imports: a leak grows with them, memory that is given back does not. */
const ROUNDS = 2;

let site: TestSite;
let cookie: string;
beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
  cookie = await signIn(site.url, EMAIL, PASSWORD);
});
afterAll(async () => {
  await site?.stop();
});

/** A Goodreads export of `rows` books with long reviews (about 3 MB for 5,000). */
function goodreadsExport(rows: number, seed: number): string {
  const lines = [GOODREADS_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const values: Record<string, string> = {
      'Book Id': String(seed * 1_000_000 + i),
      Title: `"Memory Book ${seed}-${i}"`,
      Author: `Author ${i % 500}`,
      'Exclusive Shelf': i % 3 ? 'read' : 'to-read',
      'Date Read': i % 3 ? '2024/03/02' : '',
      'My Review': `"A long review ${'lorem ipsum dolor sit amet '.repeat(20)} number ${i}"`,
    };
    lines.push(GOODREADS_COLUMNS.map((column) => values[column] ?? '').join(','));
  }
  return lines.join('\n');
}

/** POSTs a CSV; resolves with the status and the answer. */
async function importCsv(path: string, csv: string, cookie?: string) {
  const answer = await send(site.url, path, {
    method: 'POST',
    body: csv,
    cookie,
    headers: { 'content-type': 'text/csv' },
  });
  return { status: answer.status, body: answer.json() };
}

/**
 * The process's RSS once idle: sampled every second for at least 30 s, until it has not
 * fallen for 10 s (at most 120 s). V8 shrinks its heap 8 to 16 s after the last busy
 * moment (its memory reducer), so RSS stays flat for a while and then falls.
 */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let s = 0; s < 120; s++) {
    await new Promise((wait) => setTimeout(wait, 1000));
    samples.push(rssMb(pid));
    if (s >= 30 && samples[s - 10]! - samples[s]! < 1) break;
  }
  return samples.at(-1)!;
}

describe('memory after imports', () => {
  it('shelf and subscriber imports, several at once, leave RSS near where it began', async () => {
    const pid = site.process.pid!;
    const subscribers = `email,status\n${Array.from({ length: 100_000 }, (_, i) => `reader${i}@example.com,confirmed`).join('\n')}`;
    // Warm: both imports once, small, so what they load for good is in the baseline.
    expect((await importCsv('/api/reading-progress/import', goodreadsExport(50, 1))).status).toBe(200);
    const few = 'email\nwarm1@example.com\nwarm2@example.com';
    const path = '/api/admin/newsletter-subscribers/import?consented=true';
    expect((await importCsv(path, few, cookie)).status).toBe(200);
    const baseline = await settledRss(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all([
          ...[0, 1, 2].map((i) =>
            importCsv('/api/reading-progress/import', goodreadsExport(5000, round * 10 + i + 2)),
          ),
          importCsv('/api/admin/newsletter-subscribers/import', subscribers, cookie),
        ]);
        for (const answer of answers.slice(0, 3))
          expect(answer).toMatchObject({ status: 200, body: { added: 5000 } });
        expect(answers[3]).toMatchObject({
          status: 200,
          body: round === 0 ? { added: 100_000, updated: 0 } : { added: 0, updated: 100_000 },
        });
      }
    } finally {
      clearInterval(sampler);
    }
    const settled = await settledRss(pid);
    const kept = settled - baseline;
    console.log(
      `import memory: RSS ${baseline.toFixed(0)} MB -> ${peak.toFixed(0)} MB at the peak -> ${settled.toFixed(0)} MB idle (+${kept.toFixed(0)} MB)`,
    );
    expect(kept).toBeLessThan(KEPT_MB);
  }, 600_000);
});
