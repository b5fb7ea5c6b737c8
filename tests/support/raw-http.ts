/**
 * Low-level HTTP for the hardening tests: requests written straight to a socket (any
 * method, a body sent in parts, a chosen local address), a large body streamed chunked, a
 * write burst that records what the server acknowledged, and the processes behind a test
 * server.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses one HTTP/1.1 answer (with Content-Length or none) from the bytes received; interim 1xx answers are skipped. */
export function parseAnswer(raw: string): RawAnswer | null {
  while (/^HTTP\/1\.1 1\d\d /.test(raw)) {
    const interimEnd = raw.indexOf('\r\n\r\n');
    if (interimEnd === -1) return null;
    raw = raw.slice(interimEnd + 4);
  }
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let out = '';
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd === -1) break;
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = out;
  }
  return { status, headers, body };
}

/** Opens a socket to `base` (from `localAddress` when given). */
export function open(base: string, localAddress?: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => done(socket));
    socket.once('error', fail);
  });
}

/** Reads everything the server sends until it closes the socket (or `timeoutMs`). */
export function readAll(socket: Socket, timeoutMs = 10_000): Promise<string> {
  return new Promise((done) => {
    let raw = '';
    const timer = setTimeout(() => {
      socket.destroy();
      done(raw);
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      done(raw);
    });
  });
}

/** Resolves true once the server has sent `text` on `socket`, false after `timeoutMs` or a close without it. */
export function received(socket: Socket, text: string, timeoutMs: number): Promise<boolean> {
  return new Promise((done) => {
    let seen = '';
    const settle = (result: boolean) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      done(result);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (seen.includes(text)) settle(true);
    };
    const onClose = () => settle(false);
    const timer = setTimeout(() => settle(false), timeoutMs);
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/** One request with any method, `Connection: close`; resolves with the answer (null when none came). */
export async function rawRequest(
  base: string,
  method: string,
  path: string,
  { headers = {}, body = '' }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer | null> {
  const socket = await open(base);
  const host = new URL(base).host;
  const lines = Object.entries({
    host,
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${method} ${path} HTTP/1.1\r\n${lines}\r\n${body}`);
  return parseAnswer(await readAll(socket));
}

/** A request on a fresh connection through node:http; the status, or the error code when none came. */
export function post(
  base: string,
  path: string,
  body: unknown,
): Promise<{ status?: number; error?: string }> {
  return new Promise((done) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      new URL(path, base),
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode }));
        res.on('error', () => done({ status: res.statusCode }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(data);
  });
}

/** What a chunked upload got: the status (or the error code when none came), the time and what was sent. */
export interface StreamedAnswer {
  status?: number;
  error?: string;
  ms: number;
  sentMb: number;
}

/**
 * POSTs `megabytes` of `fill` chunked (no Content-Length) to `path`, in 64 KB writes that
 * wait for the socket to drain; stops sending as soon as an answer or an error comes.
 */
export function streamChunked(
  base: string,
  path: string,
  megabytes: number,
  { headers = {}, fill = '0' }: { headers?: Record<string, string>; fill?: string } = {},
): Promise<StreamedAnswer> {
  const started = Date.now();
  return new Promise((done) => {
    const req = httpRequest(new URL(path, base), { method: 'POST', agent: false, headers });
    const chunk = Buffer.alloc(64 * 1024, fill);
    let sent = 0;
    let settled = false;
    const finish = (result: { status?: number; error?: string }) => {
      if (settled) return;
      settled = true;
      done({ ...result, ms: Date.now() - started, sentMb: sent / 1024 / 1024 });
      req.destroy();
    };
    req.on('response', (res) => finish({ status: res.statusCode }));
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    const write = () => {
      while (!settled && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!settled) req.end();
    };
    write();
  });
}

export interface Burst {
  /** Emails the server answered 2xx for. */
  acknowledged: string[];
  /** Statuses and errors seen, by kind. */
  outcomes: Map<string, number>;
  /** Stops sending new requests; resolves once those under way are settled. */
  stop(): Promise<void>;
}

/**
 * Newsletter sign-ups from `concurrency` parallel senders, each on a new connection,
 * each with a new address, until stopped; `onAck` sees the count after each 2xx.
 */
export function subscribeBurst(
  base: string,
  concurrency: number,
  onAck: (count: number) => void = () => {},
): Burst {
  const acknowledged: string[] = [];
  const outcomes = new Map<string, number>();
  let stopped = false;
  let n = 0;
  const sender = async () => {
    while (!stopped) {
      const email = `burst-${process.pid}-${n++}@example.com`;
      const answer = await post(base, '/api/newsletter/subscribe', { email });
      const kind = answer.status ? String(answer.status) : (answer.error ?? 'error');
      outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
      if (answer.status && answer.status >= 200 && answer.status < 300) {
        acknowledged.push(email);
        onAck(acknowledged.length);
      }
      // Once the server is gone there is nothing to wait for.
      if (answer.error === 'ECONNREFUSED') await new Promise((wait) => setTimeout(wait, 20));
    }
  };
  const senders = Array.from({ length: concurrency }, sender);
  return {
    acknowledged,
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(senders);
    },
  };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
