/**
 * Uploads go to Vercel Blob when BLOB_READ_WRITE_TOKEN is set (CONTRACT.md §10): the
 * site is pointed at a loopback stand-in of the Blob API (VERCEL_BLOB_API_URL), which
 * records each stored file. An upload stores every variant there and nothing locally,
 * and pages use the Blob URLs; when the store fails part-way, what was stored is
 * deleted again and nothing is recorded.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../db/schema';
import { adminSession } from '../support/admin-http';
import { multipart } from '../support/media-http';
import { startTestSite, type TestSite } from '../support/site';

const TOKEN = 'vercel_blob_rw_teststore_secret123';

describe('media uploads with Vercel Blob', () => {
  let blob: Server;
  let base = '';
  const stored = new Map<string, { type: string; bytes: number; auth: string }>();
  const deleted: string[] = [];
  let failAfter = Infinity;
  let site: TestSite;
  let cookie: string;
  let mediaDir: string;

  beforeAll(async () => {
    blob = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', base);
        if (req.method === 'PUT' && url.searchParams.has('pathname')) {
          if (stored.size >= failAfter) {
            res.writeHead(403, { 'content-type': 'application/json' });
            return res.end(JSON.stringify({ error: { code: 'forbidden', message: 'store is full' } }));
          }
          const pathname = url.searchParams.get('pathname')!;
          stored.set(pathname, {
            type: String(req.headers['x-content-type'] ?? req.headers['content-type'] ?? ''),
            bytes: Buffer.concat(chunks).length,
            auth: String(req.headers.authorization ?? ''),
          });
          const publicUrl = `https://teststore.public.blob.vercel-storage.com/${pathname}`;
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({
              url: publicUrl,
              downloadUrl: `${publicUrl}?download=1`,
              pathname,
              contentType: 'image/jpeg',
              contentDisposition: 'inline',
              etag: '"x"',
            }),
          );
        }
        if (req.method === 'POST' && url.pathname === '/delete') {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { urls?: string[] };
          deleted.push(...(body.urls ?? []));
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{}');
        }
        res.writeHead(404).end();
      });
    });
    await new Promise<void>((done) => blob.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(blob.address() as AddressInfo).port}`;
    mediaDir = mkdtempSync(join(tmpdir(), 'site-blob-media-'));
    site = await startTestSite({
      BLOB_READ_WRITE_TOKEN: TOKEN,
      VERCEL_BLOB_API_URL: base,
      MEDIA_DIR: mediaDir,
    });
    cookie = await adminSession(site);
  });
  afterAll(async () => {
    await site?.stop();
    blob?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = async (width: number) => {
    const image = await sharp({ create: { width, height: 200, channels: 3, background: '#4a1d5c' } })
      .jpeg()
      .toBuffer();
    const { body, contentType } = multipart(image);
    const response = await fetch(new URL('/api/admin/media', site.url), {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { cookie, 'content-type': contentType },
    });
    return { status: response.status, body: (await response.json()) as { url: string; message?: string } };
  };

  it('stores every variant in Blob with the token and long caching, and nothing on disk', async () => {
    const answer = await upload(700);
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(
      /^https:\/\/teststore\.public\.blob\.vercel-storage\.com\/media\/[0-9a-f]{32}\/700\.jpg$/,
    );
    const id = answer.body.url.split('/').at(-2)!;
    expect([...stored.keys()].sort()).toEqual(
      ['320.jpg', '320.webp', '640.jpg', '640.webp', '700.jpg', '700.webp']
        .map((n) => `media/${id}/${n}`)
        .sort(),
    );
    for (const file of stored.values()) {
      expect(file.auth).toBe(`Bearer ${TOKEN}`);
      expect(file.bytes).toBeGreaterThan(0);
    }
    expect(readdirSync(mediaDir)).toEqual([]);
    const [row] = await site.data.db.select().from(mediaAssets);
    expect(row).toMatchObject({
      url: answer.body.url,
      base: `https://teststore.public.blob.vercel-storage.com/media/${id}`,
    });
  });

  it('removes what it stored and records nothing when Blob fails part-way', async () => {
    stored.clear();
    failAfter = 3;
    const answer = await upload(900);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/Nothing was saved/);
    expect(deleted).toHaveLength(3);
    expect(await site.data.db.select().from(mediaAssets)).toHaveLength(1);
    failAfter = Infinity;
  });
});
