/**
 * Serves a built site (an @astrojs/node standalone build) from this process, and can
 * swap in a newer build without dropping a request: the listening socket stays, only
 * the handler changes. Pre-rendered pages and assets are answered from memory
 * (static-files.ts); everything else goes to the build's Astro handler. The build being
 * served is registered in this process (its /build.json), so the admin's publish
 * status compares the database with what visitors get (src/features/publishing/live-build.ts).
 *
 * It is also the edge `npm start` faces the internet with:
 * - every answer carries the security headers and a Content-Security-Policy, whoever
 *   wrote it (a page, the Astro handler's 404, an endpoint, Node's own 400/408/431);
 * - TRACE, TRACK and CONNECT (which no route can handle: the Fetch API refuses them)
 *   answer 405 with the route's Allow, like any other method a route does not handle;
 * - connections are capped (in all and per client address), headers must arrive within
 *   10 s, a whole request within 60 s, and a body that stops sending for 10 s is cut
 *   off with 408; an answer sent before its request body was read (a 413, say) closes
 *   the connection instead of reading the rest;
 * - a path with a trailing slash answers 308 to the one without (one URL per page);
 * - an aborted request is logged once, in one line;
 * - `close()` is graceful: no new connections, in-flight requests finish (within a
 *   grace period), idle connections close.
 */
import { readFileSync } from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildInfo } from '../src/features/publishing/publish.queries';
import { isBuildInfo, SERVED_BUILD_KEY } from '../src/features/publishing/live-build';
import { isHtml, NON_PAGE_CSP, SECURITY_HEADERS } from '../src/lib/security/headers';
import { canonicalRedirect } from '../src/lib/http/canonical-path';
import { errorPagePolicy, loadStaticFiles, serveStatic, type StaticFiles } from './static-files';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Limits of the server; the defaults suit `npm start`, tests shorten the timeouts. */
export interface SiteServerOptions {
  /** Most open connections in all; more are refused at once. */
  maxConnections?: number;
  /** Most open connections from one client address; more are refused at once. */
  maxConnectionsPerAddress?: number;
  /** Time allowed for a request's headers (ms). */
  headersTimeoutMs?: number;
  /** Time allowed for a whole request, body included (ms). */
  requestTimeoutMs?: number;
  /** Longest pause inside a request body before it is cut off with 408 (ms). */
  bodyIdleTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open (ms). */
  keepAliveTimeoutMs?: number;
  /** Where one-line notices go (aborted requests, refused connections). */
  log?: (line: string) => void;
}

export const SERVER_DEFAULTS: Required<Omit<SiteServerOptions, 'log'>> = {
  maxConnections: 8192,
  maxConnectionsPerAddress: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  bodyIdleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
};

/** A running site server. */
export interface SiteServer {
  server: Server;
  /** Base URL, e.g. http://127.0.0.1:4321 */
  url: string;
  /** The build folder now being served. */
  buildDir(): string;
  /** What the build being served read at its start (its /build.json). */
  buildInfo(): BuildInfo;
  /** Serves `dir` from now on; requests already under way finish on the old build. */
  swap(dir: string): Promise<void>;
  /** Requests being answered right now. */
  inFlight(): number;
  /**
   * Stops taking connections, lets requests under way finish (up to `graceMs`, then
   * drops what is left) and closes every connection.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** Loads the request handler of a build made with `astro build --outDir dir`. */
export async function loadHandler(dir: string): Promise<Handler> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(resolve(dir, 'server/entry.mjs')).href;
  const mod = (await import(entry)) as { handler: Handler };
  return mod.handler;
}

/** The build.json a build made with `astro build --outDir dir` serves. */
export function readBuildInfo(dir: string): BuildInfo {
  const info: unknown = JSON.parse(readFileSync(resolve(dir, 'client/build.json'), 'utf8'));
  if (!isBuildInfo(info)) throw new Error(`${dir} has no valid client/build.json`);
  return info;
}

interface Build {
  dir: string;
  handler: Handler;
  files: StaticFiles;
  info: BuildInfo;
  /** The policy of the 404 page, for the not-found pages the handler renders. */
  errorPageCsp: string;
}

/** Loads the build in `dir`; `previous`, the one served so far, lends the copies of unchanged files. */
async function loadBuild(dir: string, previous?: Build): Promise<Build> {
  const info = readBuildInfo(dir);
  const client = resolve(dir, 'client');
  const [handler, files] = await Promise.all([
    loadHandler(dir),
    loadStaticFiles(client, undefined, undefined, previous?.files),
  ]);
  return { dir, handler, files, info, errorPageCsp: errorPagePolicy(files) };
}

/** Makes `build` the one this process serves, for the admin's publish status. */
function register(build: Build): void {
  (globalThis as Record<symbol, BuildInfo>)[SERVED_BUILD_KEY] = build.info;
}

/** Methods the Fetch API cannot carry, so no route can handle them. */
const UNROUTABLE_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** Per-request bookkeeping. */
interface Flight {
  req: IncomingMessage;
  res: ServerResponse;
  started: number;
  /** Set when the server cut the request off. */
  cutOff?: string;
  /** socket.bytesRead when a body byte last arrived, and when. */
  lastBytes: number;
  lastProgress: number;
}

const SOCKET_CUT_OFF = Symbol('cut off');
type TaggedSocket = Socket & { [SOCKET_CUT_OFF]?: string };

/** Security headers as raw HTTP header lines, for answers written straight to a socket. */
const rawSecurityHeaders = () =>
  Object.entries({ ...SECURITY_HEADERS, 'content-security-policy': NON_PAGE_CSP })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/** Writes a complete bodyless answer straight to a socket and closes it (answers Node gives without a request). */
function rawAnswer(socket: Socket, status: number, extra: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const lines = Object.entries(extra)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${rawSecurityHeaders()}${lines}connection: close\r\ncontent-length: 0\r\n\r\n`,
  );
}

/** True while a request that has a body has not received all of it. */
const bodyUnread = (req: IncomingMessage) =>
  !req.complete &&
  (req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0'));

/** How long a connection answered before its body was read stays open, unread, after the answer. */
const LINGER_MS = 2000;

/**
 * Node closes a `Connection: close` socket as soon as the answer is written; with
 * body bytes still unread that sends a TCP reset, which can make the client's kernel
 * drop the answer before the client has read it (a 413 lost as 'connection reset').
 * Instead: finish sending, then wait LINGER_MS without reading anything more (the
 * client's writes simply stall), then close.
 */
function lingerClose(socket: Socket): void {
  const lingering = socket as Socket & { destroySoon?: () => void };
  lingering.destroySoon = function (this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

/** A socket error (a reset, a broken pipe): the connection is gone, so is the socket. */
function dropSocket(this: Socket): void {
  this.destroy();
}

/** The request line and client of a request, for one-line notices. */
const describe = (req: IncomingMessage) =>
  `${req.method} ${(req.url ?? '/').slice(0, 200)} from ${req.socket.remoteAddress ?? 'unknown'}`;

/** How long a request has been under way, e.g. '2.1 s'. */
const age = (flight: Flight) => `${((Date.now() - flight.started) / 1000).toFixed(1)} s`;

/** Starts serving the build in `dir` on host:port (port 0 picks a free one). */
export async function startSiteServer(
  dir: string,
  host: string,
  port: number,
  options: SiteServerOptions = {},
): Promise<SiteServer> {
  const limits = { ...SERVER_DEFAULTS, ...options };
  const log = options.log ?? ((line: string) => console.warn(line));
  let current = await loadBuild(dir);
  register(current);
  let draining = false;
  const flights = new Set<Flight>();
  const perAddress = new Map<string, number>();
  let refusedNoticeAt = 0;

  /** Gives `res` the security headers it lacks when its head is written, and closes the connection when it should. */
  function guard(flight: Flight): void {
    const { req, res } = flight;
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.at(-1);
      if (given && typeof given === 'object') {
        // Fold the given headers in, so the defaults below can see what is there.
        const pairs: [string, unknown][] = Array.isArray(given)
          ? Array.from({ length: given.length / 2 }, (_, i) => [String(given[2 * i]), given[2 * i + 1]])
          : Object.entries(given as OutgoingHttpHeaders);
        for (const [name, value] of pairs) if (value !== undefined) this.setHeader(name, value as string);
        rest = rest.slice(0, -1);
      }
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!this.hasHeader(name)) this.setHeader(name, value);
      }
      if (!this.hasHeader('content-security-policy')) {
        const type = this.getHeader('content-type');
        this.setHeader(
          'content-security-policy',
          isHtml(String(type ?? '')) ? current.errorPageCsp : NON_PAGE_CSP,
        );
      }
      // The server is stopping: this connection takes no further request.
      if (draining) this.shouldKeepAlive = false;
      // Answered before its body was read (413, 401...): close the connection rather
      // than read the rest of a body nobody wants, but not at once (see lingerClose).
      if (bodyUnread(req)) {
        this.shouldKeepAlive = false;
        lingerClose(req.socket);
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as typeof res.writeHead;
  }

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node checks the headers and request timeouts (30 s by default).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    (req, res) => {
      const now = Date.now();
      const flight: Flight = { req, res, started: now, lastBytes: req.socket.bytesRead, lastProgress: now };
      flights.add(flight);
      // One line per request that did not end with a full answer, whoever ended it.
      res.once('close', () => {
        flights.delete(flight);
        const cutOff = flight.cutOff ?? (req.socket as TaggedSocket)[SOCKET_CUT_OFF];
        if (cutOff) log(`Request cut off: ${describe(req)} after ${age(flight)}: ${cutOff}.`);
        else if (!res.writableFinished)
          log(`Request aborted: ${describe(req)} after ${age(flight)}: the client closed the connection.`);
      });
      guard(flight);
      // Writing to a connection the client has reset fails; the request is over then.
      res.on('error', () => req.socket.destroy());
      if (UNROUTABLE_METHODS.has(req.method ?? '')) {
        // Asked as OPTIONS, which nothing here handles either: a file or page answers
        // 405 'GET, HEAD', an endpoint 405 with its own methods.
        req.method = 'OPTIONS';
      }
      const canonical = canonicalRedirect(req.url ?? '/');
      if (canonical) {
        res.writeHead(308, { location: canonical, 'content-length': 0 });
        res.end();
        return;
      }
      if (serveStatic(current.files, req, res)) return;
      Promise.resolve(current.handler(req, res)).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      });
    },
  );
  server.maxConnections = limits.maxConnections;

  server.on('connection', (socket: Socket) => {
    // Every socket has an error listener for its whole life: Node takes its own off a
    // socket it hands to 'connect' or 'upgrade', and a reset (ECONNRESET) on a socket
    // without one would end the process.
    socket.on('error', dropSocket);
    const address = socket.remoteAddress ?? 'unknown';
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerAddress) {
      socket.destroy();
      if (Date.now() - refusedNoticeAt > 10_000) {
        refusedNoticeAt = Date.now();
        log(`Refusing connections from ${address}: ${limits.maxConnectionsPerAddress} already open.`);
      }
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  // CONNECT never reaches the request handler; answer it like TRACE on a file. (Its
  // socket keeps the error listener it got on connection.)
  server.on('connect', (_req: IncomingMessage, socket: Socket) =>
    rawAnswer(socket, 405, { allow: 'GET, HEAD' }),
  );

  // Node's own answers (malformed request 400, headers too large 431, timeouts 408),
  // with the security headers; the request timeout is logged once, in one line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const code = error.code ?? '';
    if (code === 'ECONNRESET' || code === 'EPIPE') {
      socket.destroy();
      return;
    }
    const status =
      code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ETIMEDOUT'
          ? 408
          : 400;
    const open = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (status === 408) {
      if (open) (socket as TaggedSocket)[SOCKET_CUT_OFF] = 'the request took too long';
      else
        log(
          `Connection cut off: ${socket.remoteAddress ?? 'unknown'} sent no complete request headers in time.`,
        );
    }
    if (open?.headersSent) socket.destroy();
    else rawAnswer(socket, status);
  });

  // A body that stops arriving is cut off: one sweep a second over requests still reading.
  const bodySweep = setInterval(
    () => {
      const now = Date.now();
      for (const flight of flights) {
        const { req, res } = flight;
        if (!bodyUnread(req) || flight.cutOff) continue;
        // Progress, or the handler is not reading yet (the stall is ours, not the client's).
        if (req.socket.bytesRead !== flight.lastBytes || req.readableLength >= req.readableHighWaterMark) {
          flight.lastBytes = req.socket.bytesRead;
          flight.lastProgress = now;
        } else if (now - flight.lastProgress >= limits.bodyIdleTimeoutMs) {
          flight.cutOff = `its body stalled for ${Math.round(limits.bodyIdleTimeoutMs / 1000)} s`;
          if (!res.headersSent) {
            res.writeHead(408, {
              'content-type': 'application/json; charset=utf-8',
              'cache-control': 'no-store',
            });
            res.end(JSON.stringify({ message: 'The request body stopped arriving' }), () =>
              req.socket.destroy(),
            );
          } else req.socket.destroy();
        }
      }
    },
    Math.min(1000, limits.bodyIdleTimeoutMs),
  );
  bodySweep.unref();

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    buildDir: () => current.dir,
    buildInfo: () => current.info,
    async swap(next) {
      current = await loadBuild(next, current);
      register(current);
    },
    inFlight: () => flights.size,
    async close({ graceMs = 8000 } = {}) {
      draining = true;
      // What reached the server before the stop is taken in first: a connection the kernel
      // accepted and bytes it received wait for the event loop, and a request whose headers
      // were sent but not yet read would otherwise be dropped as an idle connection.
      for (let turn = 0; turn < 3; turn++) await new Promise((next) => setImmediate(next));
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const deadline = Date.now() + graceMs;
      while (flights.size > 0 && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 20));
        // Connections whose answer just finished are idle now.
        server.closeIdleConnections();
      }
      clearInterval(bodySweep);
      for (const flight of flights) flight.cutOff ??= 'the server stopped before it was answered';
      server.closeAllConnections();
      await closed;
      // Let the dropped requests' close events (and their log lines) run.
      for (let i = 0; flights.size > 0 && i < 50; i++) await new Promise((wait) => setTimeout(wait, 10));
    },
  };
}
