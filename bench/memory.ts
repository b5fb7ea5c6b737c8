/**
 * Memory under hostile requests, uploads and imports (one request must not eat the
 * server's memory, and it must give back what a burst took). Serves the test build with
 * its own seeded database and samples the serving process's RSS:
 * - faults, one kind at a time from a quiet server: 600 MB chunked to each import and
 *   to the media upload, and ten 100-megapixel PNGs (about 100 KB each) at once;
 * - load, per round: six uploads at once (three 36-megapixel PNGs, three 12-megapixel
 *   photos) beside ten refused 48-megapixel bombs, then three 3.2 MB shelf imports, two
 *   100,000-address subscriber imports and three 600 MB chunked bodies at once;
 * - idle until RSS settles.
 * Prints the figures and writes bench/results/memory.json (memory-<kinds>.json with
 * `--only`, which runs part of the load: uploads, shelf, subscribers, chunked).
 *
 *   npx tsx bench/memory.ts [--rounds 2] [--only uploads]   (builds .test-build/ first)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { ensureAdmin } from '../scripts/admin-create';
import { GOODREADS_COLUMNS } from '../src/features/tracker/csv-formats';
import { send, signIn } from '../tests/support/admin-http';
import { ensureTestBuild } from '../tests/support/build';
import { greyPng, multipart } from '../tests/support/media-http';
import { rssMb, streamChunked } from '../tests/support/raw-http';
import { startTestSite } from '../tests/support/site';

/** Value of a `--name value` argument, if given. */
const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const rounds = Number(arg('--rounds') ?? 2);
/** `--only uploads,shelf,subscribers,chunked` runs part of the load (to see which holds what). */
const only = arg('--only') ? new Set(arg('--only')!.split(',')) : undefined;
const runs = (kind: 'uploads' | 'shelf' | 'subscribers' | 'chunked') => !only || only.has(kind);
const EMAIL = 'memory-owner@example.com';
const PASSWORD = 'a memory bench password';
/**
 * Idle waits, before the load and after it: V8 shrinks its heap (its memory reducer) only
 * some seconds after the last busy moment, so RSS stays flat for a while and then falls.
 */
const BASELINE_MIN_S = 30;
const IDLE_MIN_S = 40;
const IDLE_MAX_S = 120;

/** RSS of `pid` once a second for at least `minS`, until it has not fallen for 10 s (or IDLE_MAX_S). */
async function settle(pid: number, minS: number): Promise<number[]> {
  const samples: number[] = [];
  for (let s = 0; s < IDLE_MAX_S; s++) {
    await new Promise((wait) => setTimeout(wait, 1000));
    samples.push(rssMb(pid));
    if (s >= minS && samples[s - 10]! - samples[s]! < 1) break;
  }
  return samples;
}

/**
 * Where a process's resident memory is, in MB, from /proc/<pid>/smaps: malloc's main heap
 * (native code on the main thread: libSQL), anonymous mappings under 1 MB (V8's heap pages
 * and malloc's mmapped blocks), larger anonymous mappings (malloc's thread arenas: libvips
 * on libuv's threads), and files.
 */
function rssByKind(pid: number): Record<string, number> {
  const kinds: Record<string, number> = { mallocHeap: 0, anonSmall: 0, anonLarge: 0, files: 0 };
  let kind = 'files';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const mb = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1048576;
      kind = head[3] === '[heap]' ? 'mallocHeap' : head[3] ? 'files' : mb < 1 ? 'anonSmall' : 'anonLarge';
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) kinds[kind]! += Number(rss[1]) / 1024;
  }
  return Object.fromEntries(Object.entries(kinds).map(([k, mb]) => [k, Math.round(mb)]));
}

/** A Goodreads export of `rows` books (about 700 bytes a row with its review). */
function goodreadsExport(rows: number, seed: number): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = [GOODREADS_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const values: Record<string, string> = {
      'Book Id': String(seed * 1_000_000 + i),
      Title: quote(`Memory Book ${seed}-${i}`),
      Author: `Author ${i % 500}`,
      'Exclusive Shelf': i % 3 ? 'read' : 'to-read',
      'Date Read': i % 3 ? '2024/03/02' : '',
      'My Review': quote(`A long review ${'lorem ipsum dolor sit amet '.repeat(20)} number ${i}`),
    };
    lines.push(GOODREADS_COLUMNS.map((column) => values[column] ?? '').join(','));
  }
  return lines.join('\n');
}

/** The status of `megabytes` chunked to `path` (undefined when the connection failed). */
const stream = async (base: string, path: string, megabytes: number, headers: Record<string, string>) =>
  (await streamChunked(base, path, megabytes, { headers })).status;

await ensureTestBuild();
const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
try {
  await ensureAdmin(site.data.db, EMAIL, PASSWORD);
  const cookie = await signIn(site.url, EMAIL, PASSWORD);
  const pid = site.process.pid!;
  const origin = new URL(site.url).origin;

  const big = greyPng(6000, 6000);
  const bomb = greyPng(8000, 6000);
  /** The report's decompression bomb: 10,000 x 10,000 pixels in a few hundred KB. */
  const hundredMegapixels = greyPng(10_000, 10_000);
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: 'white',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const upload = async (bytes: Buffer, type: string) => {
    const { body, contentType } = multipart(bytes, { type, filename: 'x' });
    return post('/api/admin/media', body, { 'content-type': contentType, cookie });
  };
  /** POSTs bytes as they are; resolves with the status. */
  const post = (path: string, body: Buffer | string, headers: Record<string, string>) =>
    new Promise<number | undefined>((done) => {
      const req = httpRequest(new URL(path, site.url), { method: 'POST', agent: false, headers }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode));
      });
      req.on('error', () => done(undefined));
      req.end(body);
    });
  const shelf = goodreadsExport(5000, 1);
  const subscribers = `email,status\n${Array.from({ length: 100_000 }, (_, i) => `reader${i}@example.com,confirmed`).join('\n')}`;

  // Warm: every route the load uses, once.
  await upload(await sharp(photo).resize(800).toBuffer(), 'image/jpeg');
  await send(site.url, '/api/books');
  await new Promise((wait) => setTimeout(wait, 3000));

  /** Runs `work` from a quiet server: how long it took and how far RSS rose above where it began. */
  const measure = async <T>(work: () => Promise<T>) => {
    const before = rssMb(pid);
    let high = before;
    const watch = setInterval(() => (high = Math.max(high, rssMb(pid))), 25);
    const began = performance.now();
    const result = await work();
    const ms = Math.round(performance.now() - began);
    clearInterval(watch);
    await new Promise((wait) => setTimeout(wait, 1000));
    return { result, ms, rssMbAdded: Math.round(Math.max(high, rssMb(pid)) - before) };
  };
  // The hostile requests of the report, one kind at a time.
  const faults: Record<string, unknown> = {};
  for (const [name, path, type] of [
    ['600 MB chunked to the shelf import', '/api/reading-progress/import', 'text/csv'],
    ['600 MB chunked to the subscriber import', '/api/admin/newsletter-subscribers/import', 'text/csv'],
    ['600 MB chunked to the media upload', '/api/admin/media', 'multipart/form-data; boundary=x'],
  ] as const) {
    const { result, ms, rssMbAdded } = await measure(() =>
      stream(site.url, path, 600, { 'content-type': type, cookie, origin }),
    );
    faults[name] = { status: result, ms, rssMbAdded };
  }
  const bombs = await measure(() =>
    Promise.all(Array.from({ length: 10 }, () => upload(hundredMegapixels, 'image/png'))),
  );
  faults['ten 100-megapixel PNGs at once'] = {
    statuses: [...new Set(bombs.result)],
    bytes: hundredMegapixels.length,
    ms: bombs.ms,
    rssMbAdded: bombs.rssMbAdded,
  };
  // The baseline: the server idle after the faults, once V8 has shrunk its heap again.
  const baseline = (await settle(pid, BASELINE_MIN_S)).at(-1)!;
  const baselineKinds = rssByKind(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const statuses = new Map<string, number>();
  const count = (kind: string, status: number | undefined) =>
    statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
  for (let round = 0; round < rounds; round++) {
    // Uploads, all at once (processed one at a time; the bombs refused from their header).
    await Promise.all([
      ...Array.from({ length: runs('uploads') ? 3 : 0 }, async () =>
        count('upload 36 MP', await upload(big, 'image/png')),
      ),
      ...Array.from({ length: runs('uploads') ? 3 : 0 }, async () =>
        count('upload 12 MP', await upload(photo, 'image/jpeg')),
      ),
      ...Array.from({ length: runs('uploads') ? 10 : 0 }, async () =>
        count('upload 48 MP', await upload(bomb, 'image/png')),
      ),
    ]);
    // Then imports, all at once.
    await Promise.all([
      ...Array.from({ length: runs('shelf') ? 3 : 0 }, async (_, i) => {
        const csv = goodreadsExport(5000, round * 10 + i + 2);
        count(
          'shelf import',
          await post('/api/reading-progress/import', csv, { 'content-type': 'text/csv' }),
        );
      }),
      ...Array.from({ length: runs('subscribers') ? 2 : 0 }, async () => {
        const path = '/api/admin/newsletter-subscribers/import';
        count('subscriber import', await post(path, subscribers, { 'content-type': 'text/csv', cookie }));
      }),
      ...Array.from({ length: runs('chunked') ? 3 : 0 }, async () =>
        count(
          '600 MB chunked import',
          await stream(site.url, '/api/reading-progress/import', 600, { 'content-type': 'text/csv', origin }),
        ),
      ),
    ]);
  }
  const loadSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  /** The machine's 1-minute load average at the end of the load (2 cores: above 2 is contention). */
  const loadAverage = Number(loadavg()[0]!.toFixed(1));
  // Idle until RSS settles.
  const idle = await settle(pid, IDLE_MIN_S);
  const settled = idle.at(-1)!;
  const result = {
    date: new Date().toISOString(),
    faults,
    rounds,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    loadAverage,
    statuses: Object.fromEntries(statuses),
    rssMb: {
      baseline: Math.round(baseline),
      peak: Math.round(peak),
      settled: Math.round(settled),
      afterSeconds: idle.length,
      byKind: { baseline: baselineKinds, settled: rssByKind(pid) },
    },
    idleRssMb: idle.map(Math.round),
    shelfBytes: shelf.length,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `RSS ${Math.round(baseline)} MB before, ${Math.round(peak)} MB at the peak of ${rounds} rounds (${loadSeconds.toFixed(0)} s), ${Math.round(settled)} MB ${idle.length} s after (+${Math.round(settled - baseline)} MB), load average ${loadAverage}`,
  );
  mkdirSync('bench/results', { recursive: true });
  const file = only ? `memory-${[...only].join('-')}.json` : 'memory.json';
  writeFileSync(`bench/results/${file}`, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await site.stop();
}
