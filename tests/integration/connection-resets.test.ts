/**
 * A client that resets its connection (a TCP RST, as scanners and broken clients send)
 * never takes the server down: CONNECT, an Upgrade request, pages, API reads, a body
 * still arriving and a chunked upload, each reset at several moments of the request,
 * many times over; afterwards the same process still answers every kind of request.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, rawRequest } from '../support/raw-http';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;
let output = '';

beforeAll(async () => {
  site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
  site.process.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  site.process.stderr?.on('data', (chunk: Buffer) => (output += chunk));
});
afterAll(async () => {
  await site?.stop();
});

/** The first bytes of each kind of request a client might reset. */
const REQUESTS: Record<string, string> = {
  CONNECT: 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
  upgrade:
    'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
    'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  'upgrade to h2c':
    'GET /api/books HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n',
  page: 'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
  'API read': 'GET /api/books HTTP/1.1\r\nHost: x\r\n\r\n',
  'unknown page': 'GET /no-such-page HTTP/1.1\r\nHost: x\r\n\r\n',
  'half the headers': 'GET / HTTP/1.1\r\nHost: x\r\nAccept: te',
  'slow body':
    'POST /api/contact HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"name":',
  'chunked upload':
    'POST /api/reading-progress/import HTTP/1.1\r\nHost: x\r\ncontent-type: text/csv\r\n' +
    `transfer-encoding: chunked\r\n\r\n4000\r\n${'Title,Author\r\n'.repeat(1260).slice(0, 0x4000)}\r\n`,
  'body past its limit':
    'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n' +
    `content-length: ${10 * 1024 * 1024}\r\n\r\n${'x'.repeat(64 * 1024)}`,
};

/** Sends `request`, waits `ms`, then resets the connection (RST, no FIN). */
async function sendThenReset(request: string, ms: number): Promise<void> {
  const socket: Socket = await open(site.url);
  socket.on('error', () => {});
  socket.resume();
  socket.write(request);
  if (ms > 0) await new Promise((wait) => setTimeout(wait, ms));
  socket.resetAndDestroy();
}

const alive = () => site.process.exitCode === null && site.process.signalCode === null;

describe('connections reset mid-request', () => {
  it.each(Object.keys(REQUESTS))(
    '%s, reset at once, mid-answer and after it: the server still answers',
    async (kind) => {
      for (const ms of [0, 1, 5, 20, 80]) {
        await Promise.all(Array.from({ length: 4 }, () => sendThenReset(REQUESTS[kind]!, ms)));
      }
      await new Promise((wait) => setTimeout(wait, 200));
      expect(alive(), output).toBe(true);
      expect((await rawRequest(site.url, 'GET', '/api/books'))?.status).toBe(200);
    },
  );

  it('after all of them, the same process answers pages, the API, writes and CONNECT', async () => {
    expect(alive(), output).toBe(true);
    expect(output).not.toMatch(/Unhandled 'error' event|ECONNRESET|EPIPE/);
    expect((await rawRequest(site.url, 'GET', '/'))?.status).toBe(200);
    expect((await rawRequest(site.url, 'GET', '/api/books'))?.status).toBe(200);
    const write = await rawRequest(site.url, 'POST', '/api/newsletter/subscribe', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-resets@example.com' }),
    });
    expect(write?.status).toBe(201);
    const connect = await rawRequest(site.url, 'CONNECT', 'example.com:443');
    expect(connect?.status).toBe(405);
  });
});
