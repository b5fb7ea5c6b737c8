/**
 * The site server's limits with short timeouts, in this process (the build is
 * .test-build/): slow and stalled bodies and headers are cut off with one log line,
 * an aborted request is logged once in one line, connections per address are capped,
 * and close() answers the requests under way before it drops anything.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BUILD_DIR } from '../tests/support/build';
import { PROJECT_ROOT } from './build-site';
import { createTestDatabase, type TestDatabase } from '../tests/support/db';
import { open, parseAnswer, readAll } from '../tests/support/raw-http';
import { startSiteServer, type SiteServer, type SiteServerOptions } from './site-server';

let data: TestDatabase;
let site: SiteServer | undefined;
let lines: string[] = [];

beforeAll(async () => {
  data = await createTestDatabase();
  process.env.DATABASE_URL = data.url;
  process.env.SESSION_SECRET = 'site-server-test-secret-0123456789';
  process.env.RATE_LIMIT_MULTIPLIER = '1000';
});
afterAll(() => data?.cleanup());
afterEach(async () => {
  await site?.close({ graceMs: 0 });
  site = undefined;
  vi.restoreAllMocks();
});

async function serve(options: SiteServerOptions = {}): Promise<SiteServer> {
  lines = [];
  site = await startSiteServer(TEST_BUILD_DIR, '127.0.0.1', 0, {
    ...options,
    log: (line) => lines.push(line),
  });
  return site;
}

const contact = JSON.stringify({
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Hi',
  message: 'Hello there',
});
const head = (length: number | 'chunked') =>
  `POST /api/contact HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n${
    length === 'chunked' ? 'transfer-encoding: chunked' : `content-length: ${length}`
  }\r\n\r\n`;
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('slow and stalled requests', () => {
  it('cuts off a body that stops arriving with 408, logged once in one line', async () => {
    const { url } = await serve({ bodyIdleTimeoutMs: 600 });
    const socket = await open(url);
    socket.write(head(1000) + '{"name":');
    const started = Date.now();
    const answer = parseAnswer(await readAll(socket, 5000));
    expect(answer?.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(3000);
    await wait(100);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Request cut off: POST \/api\/contact from 127\.0\.0\.1 after [\d.]+ s: its body stalled for 1 s\.$/,
    );
  });

  it('cuts off a body that trickles past the request timeout', async () => {
    const { url } = await serve({ requestTimeoutMs: 1500, headersTimeoutMs: 1000, bodyIdleTimeoutMs: 5000 });
    const socket = await open(url);
    socket.write(head(1000));
    const trickle = setInterval(() => socket.writable && socket.write('x'), 200);
    const started = Date.now();
    const answer = parseAnswer(await readAll(socket, 6000));
    clearInterval(trickle);
    expect(answer?.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(4000);
    await wait(100);
    expect(lines).toEqual([
      expect.stringMatching(/^Request cut off: POST \/api\/contact .*: the request took too long\.$/),
    ]);
  });

  it('cuts off a connection whose headers never complete', async () => {
    const { url } = await serve({ headersTimeoutMs: 800, requestTimeoutMs: 1500 });
    const socket = await open(url);
    socket.write('GET /about HTTP/1.1\r\nhost: x\r\n');
    const answer = parseAnswer(await readAll(socket, 5000));
    expect(answer?.status).toBe(408);
    expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    expect(lines).toEqual([
      expect.stringMatching(/^Connection cut off: 127\.0\.0\.1 sent no complete request headers in time\.$/),
    ]);
  });

  it('logs a request the client abandons mid-body once, in one line, and nothing else', async () => {
    const logged = vi.fn();
    for (const method of ['log', 'warn', 'error', 'info'] as const)
      vi.spyOn(console, method).mockImplementation(logged);
    const { url } = await serve();
    const socket = await open(url);
    socket.write(head(1000) + '{"name":"Ada"');
    await wait(200);
    socket.destroy();
    await wait(300);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Request aborted: POST \/api\/contact from 127\.0\.0\.1 after [\d.]+ s: the client closed the connection\.$/,
      ),
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers a chunked body past 64 KiB with 413 and closes the connection instead of reading on', async () => {
    const { url } = await serve();
    const socket = await open(url);
    socket.write(head('chunked'));
    const chunk = 'x'.repeat(16 * 1024);
    const pump = setInterval(
      () => socket.writable && socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`),
      5,
    );
    const answer = parseAnswer(await readAll(socket, 6000));
    clearInterval(pump);
    expect(answer?.status).toBe(413);
    expect(answer?.headers.connection).toBe('close');
    expect(lines).toEqual([]);
  });
});

describe('keep-alive', () => {
  it('keeps a connection for the next request after a page, an API answer and a write', async () => {
    const { url } = await serve();
    const socket = await open(url);
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk));
    const requests = [
      'GET /about HTTP/1.1\r\nhost: x\r\n\r\n',
      'GET /api/books HTTP/1.1\r\nhost: x\r\n\r\n',
      head(Buffer.byteLength(contact)) + contact,
      'GET /about HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
    ];
    for (const [i, request] of requests.entries()) {
      socket.write(request);
      await vi.waitFor(() => expect(raw.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(i + 1), { timeout: 10_000 });
    }
    expect(raw.match(/HTTP\/1\.1 \d{3}/g)).toEqual([
      'HTTP/1.1 200',
      'HTTP/1.1 200',
      'HTTP/1.1 201',
      'HTTP/1.1 200',
    ]);
    expect(raw.match(/\r\nconnection: [a-z-]+/gi)?.map((line) => line.trim())).toEqual([
      'Connection: keep-alive',
      'Connection: keep-alive',
      'Connection: keep-alive',
      'Connection: close',
    ]);
  });
});

describe('connection caps', () => {
  it('refuses connections from one address past its cap, and serves other addresses', async () => {
    const { url } = await serve({ maxConnectionsPerAddress: 5 });
    const held = await Promise.all(Array.from({ length: 5 }, () => open(url)));
    const sixth = await open(url);
    const refused = await readAll(sixth, 2000);
    expect(refused).toBe('');
    expect(sixth.destroyed).toBe(true);
    const other = await open(url, '127.0.0.2');
    other.write('GET /about HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(parseAnswer(await readAll(other))?.status).toBe(200);
    expect(lines).toEqual(['Refusing connections from 127.0.0.1: 5 already open.']);
    for (const socket of held) socket.destroy();
    // Once they are gone, that address is served again.
    await wait(100);
    const again = await open(url);
    again.write('GET /about HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(parseAnswer(await readAll(again))?.status).toBe(200);
  });
});

describe('close()', () => {
  it('takes no new connection, answers the requests under way, then closes', async () => {
    const server = await serve();
    const socket = await open(server.url);
    socket.write(head(Buffer.byteLength(contact)) + contact.slice(0, 10));
    const answer = readAll(socket, 5000);
    await wait(100);
    expect(server.inFlight()).toBe(1);
    const closed = server.close({ graceMs: 5000 });
    await wait(100);
    await expect(open(server.url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    socket.write(contact.slice(10));
    const parsed = parseAnswer(await answer);
    expect(parsed?.status).toBe(201);
    expect(parsed?.headers.connection).toBe('close');
    await closed;
    site = undefined;
    expect(lines).toEqual([]);
  });

  it('answers a request sent just before it, which the server had not read yet', async () => {
    const server = await serve();
    const socket = await open(server.url);
    await wait(100);
    // Written to the kernel at once; the server reads it on a later turn of its event loop.
    socket.write(head(Buffer.byteLength(contact)) + contact);
    const answer = readAll(socket, 5000);
    const closed = server.close({ graceMs: 5000 });
    expect(parseAnswer(await answer)?.status).toBe(201);
    await closed;
    site = undefined;
    expect(lines).toEqual([]);
  });

  it('drops what is still under way after the grace period, logged as such', async () => {
    const server = await serve();
    const socket = await open(server.url);
    socket.write(head(1000) + '{');
    const answer = readAll(socket, 5000);
    await wait(100);
    const started = Date.now();
    await server.close({ graceMs: 300 });
    site = undefined;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await answer).toBe('');
    expect(lines).toEqual([
      expect.stringMatching(
        /^Request cut off: POST \/api\/contact .*: the server stopped before it was answered\.$/,
      ),
    ]);
  });
});

describe('swapping in a new build', () => {
  it("serves the new build with the served one's compressed copies of the files it did not change", async () => {
    // Two copies of the test build without its compressed copies, inside the project (their
    // server code imports from its node_modules).
    const root = mkdtempSync(join(PROJECT_ROOT, '.swap-test-'));
    const [served, next] = ['served', 'next'].map((name) => {
      const dir = join(root, name);
      for (const part of ['client', 'server', '_headers.json'])
        cpSync(join(TEST_BUILD_DIR, part), join(dir, part), { recursive: true });
      return dir;
    }) as [string, string];
    try {
      // A marker in the served build's gzip copy of the home page: only a copy taken from it can carry it.
      const home = readFileSync(join(served, 'client/index.html'));
      const etag = createHash('sha1').update(home).digest('base64url').slice(0, 22);
      mkdirSync(join(served, 'compressed'));
      writeFileSync(join(served, 'compressed', `${etag}.gz`), gzipSync('served gzip copy'));
      lines = [];
      site = await startSiteServer(served, '127.0.0.1', 0, { log: (line) => lines.push(line) });

      await site.swap(next);

      const answer = await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(await answer.text()).toBe('served gzip copy');
      expect(gunzipSync(readFileSync(join(next, 'compressed', `${etag}.gz`))).toString()).toBe(
        'served gzip copy',
      );
    } finally {
      await site?.close({ graceMs: 0 });
      site = undefined;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
