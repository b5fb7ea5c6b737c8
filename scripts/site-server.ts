/**
 * Serves a built site (an @astrojs/node standalone build) from this process, and can
 * swap in a newer build without dropping a request: the listening socket stays, only
 * the handler changes. Pre-rendered pages and assets are answered from memory
 * (static-files.ts); everything else goes to the build's Astro handler. The build being
 * served is registered in this process (its /build.json), so the admin's publish
 * status compares the database with what visitors get (src/lib/live-build.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildInfo } from '../db/queries/publish';
import { isBuildInfo, SERVED_BUILD_KEY } from '../src/lib/live-build';
import { loadStaticFiles, serveStatic, type StaticFiles } from './static-files';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

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
  close(): Promise<void>;
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
}

async function loadBuild(dir: string): Promise<Build> {
  const info = readBuildInfo(dir);
  const [handler, files] = await Promise.all([loadHandler(dir), loadStaticFiles(resolve(dir, 'client'))]);
  return { dir, handler, files, info };
}

/** Makes `build` the one this process serves, for the admin's publish status. */
function register(build: Build): void {
  (globalThis as Record<symbol, BuildInfo>)[SERVED_BUILD_KEY] = build.info;
}

/** Starts serving the build in `dir` on host:port (port 0 picks a free one). */
export async function startSiteServer(dir: string, host: string, port: number): Promise<SiteServer> {
  let current = await loadBuild(dir);
  register(current);
  const server = createServer((req, res) => {
    if (serveStatic(current.files, req, res)) return;
    Promise.resolve(current.handler(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
  server.keepAliveTimeout = 65_000;
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
      current = await loadBuild(next);
      register(current);
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
