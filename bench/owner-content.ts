/**
 * The owner's content bars, measured: `npx tsx bench/owner-content.ts [--runs 3]`.
 *
 * 1. A 4000x3000 JPEG (photo-like, ~4 MB, with EXIF) processed into its responsive
 *    sizes: processImage() alone (median of runs), and the whole POST /api/admin/media.
 * 2. A publish after one write on the seeded site: the real `npm start` (scripts/start.ts)
 *    on a fresh seeded database; one book is created through the admin API and the clock
 *    runs until /catalog shows it (the target is under 60 s).
 * 3. A post page with an uploaded cover and a body image, once published: Lighthouse
 *    (mobile, median of runs) must stay 100/100/100/100, and its JavaScript 0 KB.
 * Prints a Markdown table and writes bench/results/owner-content.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runScript } from '../db/script';
import { PROJECT_ROOT } from '../scripts/build-site';
import { processImage } from '../src/features/media/process.server';
import { multipart } from '../tests/support/media-http';
import { runLighthouse } from './lighthouse';
import { launchBrowser, measurePage } from './pages';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const EMAIL = 'bench-owner@example.com';
const PASSWORD = 'bench-owner-password';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A camera-like 4000x3000 JPEG: smooth light and shade, fine grain, EXIF from a phone. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const shade = 128 + 90 * Math.sin(x / 310) * Math.cos(y / 270);
      raw[i] = shade + Math.random() * 24;
      raw[i + 1] = 0.7 * shade + 40 * Math.sin(y / 90) + Math.random() * 24;
      raw[i + 2] = 255 - shade + Math.random() * 24;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'P1', Artist: 'Kendra' } })
    .toBuffer();
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 250));
  }
}

runScript(import.meta.url, async () => {
  const results: Record<string, unknown> = { date: new Date().toISOString(), runs: RUNS };
  const photo = await cameraPhoto();
  console.log(`Test photo: 4000x3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

  const processing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await processImage(photo);
    processing.push(performance.now() - started);
  }
  results.processMs = { median: median(processing), all: processing };

  const dir = mkdtempSync(join(tmpdir(), 'bench-owner-'));
  const buildsDir = join(PROJECT_ROOT, '.builds', `bench-owner-${process.pid}`);
  const child = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: `file:${join(dir, 'site.db')}`,
        MEDIA_DIR: join(dir, 'media'),
        BUILDS_DIR: buildsDir,
        SESSION_SECRET: 'bench-owner-secret-0123456789abcdef',
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  try {
    const url = await waitFor(async () => /Site running at (\S+)/.exec(output)?.[1], 300_000);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const api = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify(body),
      });

    const { body, contentType } = multipart(photo, { filename: 'photo.jpg' });
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${url}/api/admin/media`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: url, cookie },
      body: new Uint8Array(body),
    });
    results.uploadHttpMs = performance.now() - uploadStarted;
    const image = (await uploaded.json()) as { url: string };

    // One write, then the clock runs until the public catalogue shows it.
    const title = `Bench Book ${Date.now()}`;
    const writeAt = performance.now();
    const created = await api('/api/admin/books', {
      title,
      description: 'Written by the benchmark.',
      coverImage: image.url,
    });
    if (created.status !== 201) throw new Error(`book not created: ${created.status}`);
    await waitFor(
      async () => ((await (await fetch(`${url}/catalog`)).text()).includes(title) ? true : undefined),
      120_000,
    );
    results.publishAfterOneWriteMs = performance.now() - writeAt;

    const post = (await (
      await api('/api/admin/blog-posts', {
        title: 'A Post With a Photo',
        excerpt: 'The benchmark measures a post page that carries an uploaded image.',
        content: `## Morning light\n\nA paragraph before the photo, with [a link](/blog).\n\n![The morning light on the porch](${image.url})\n\nAnd a paragraph after it.`,
        coverImage: image.url,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      })
    ).json()) as { id: number };
    const postPath = `/blog/${post.id}`;
    // Until the publish it is rendered on demand; wait for the pre-rendered page (an ETag).
    await waitFor(
      async () => ((await fetch(`${url}${postPath}`)).headers.get('etag') ? true : undefined),
      120_000,
    );

    const browser = await launchBrowser();
    try {
      results.postPageWeight = await measurePage(browser, `${url}${postPath}`);
    } finally {
      await browser.close();
    }
    results.postPageLighthouse = (await runLighthouse([`${url}${postPath}`], RUNS))[`${url}${postPath}`];
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dir, { recursive: true, force: true });
    rmSync(buildsDir, { recursive: true, force: true });
  }

  const lh = results.postPageLighthouse as {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcp: number;
    cls: number;
  };
  const weight = results.postPageWeight as { js: number; inlineJs: number; total: number; requests: number };
  const table = [
    '| measure | figure | target |',
    '| --- | --- | --- |',
    `| 4000x3000 JPEG processed (median of ${RUNS}) | ${seconds((results.processMs as { median: number }).median)} | under 3 s |`,
    `| the same through POST /api/admin/media | ${seconds(results.uploadHttpMs as number)} | |`,
    `| publish after one write (seeded site, npm start) | ${seconds(results.publishAfterOneWriteMs as number)} | under 60 s |`,
    `| post page with an image: Lighthouse (mobile, median of ${RUNS}) | ${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}, LCP ${Math.round(lh.lcp)} ms, CLS ${lh.cls} | 100 / 100 / 100 / 100 |`,
    `| post page with an image: JS files / inline JS (gzip) | ${(weight.js / 1024).toFixed(1)} KB / ${(weight.inlineJs / 1024).toFixed(1)} KB (${weight.requests} requests, ${(weight.total / 1024).toFixed(0)} KB total) | 0 KB JS files |`,
  ].join('\n');
  console.log(`\n${table}`);
  mkdirSync(join(PROJECT_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(PROJECT_ROOT, 'bench/results/owner-content.json'),
    `${JSON.stringify({ ...results, table }, null, 2)}\n`,
  );
});
