/**
 * A stand-in for Vercel's platform, serving a Build Output API v3 folder
 * (`.vercel/output` as @astrojs/vercel writes it) the way a deployment answers:
 *
 * - the routes of `config.json`, with the project's vercel.json `headers` merged in
 *   front the way `vercel build` merges them (`getTransformedRoutes` and `mergeRoutes`
 *   from @vercel/routing-utils, Vercel's own code), evaluated in order: `continue`
 *   routes add their headers, `{ "handle": "filesystem" }` serves a file of `static/`
 *   when one matches (the path itself, or its folder's index.html), and the routes
 *   after it send everything else to a function (`dest` naming a `functions/*.func`)
 *   or to a static file with a status (the 404 page);
 * - functions loaded from their `.vc-config.json` (`launcherType: "Nodejs"`): the
 *   handler module is imported once per instance, as a cold start does, and called
 *   the way the Node.js runtime calls a web handler, `export default { fetch(request) }`
 *   (or per-method exports), with a Web `Request` carrying `x-forwarded-for`,
 *   `x-real-ip`, `x-forwarded-host` and `x-forwarded-proto` set from the connection
 *   (whatever the client sent in them is replaced); bodies over 4.5 MB answer 413;
 * - one instance per process, as a function instance is: run two processes for two
 *   instances. A new deployment is swapped in over IPC (`{ deploy: dir }`), the way an
 *   alias moves to a new deployment: requests after it get the new static files and a
 *   freshly loaded function.
 *
 * What it does not stand in for: Vercel's CDN cache and compression, regions, ISR,
 * Edge middleware, image optimisation, function timeouts and memory limits, and any
 * route feature the site's output does not use (it refuses those rather than guess).
 * It is plain Node TypeScript with no local imports, so `node vercel-platform.ts`
 * runs it directly (the benchmark times its cold start that way).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { getTransformedRoutes, mergeRoutes } from '@vercel/routing-utils';

/** A route of config.json, as far as this stand-in supports them. */
export interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  methods?: string[];
  caseSensitive?: boolean;
  handle?: string;
}

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** One deployment: its routes, static folder and loaded functions. */
export interface Deployment {
  dir: string;
  routes: Route[];
  staticDir: string;
  functions: Map<string, FetchHandler>;
}

/** Vercel's limit on a function request body. */
export const MAX_FUNCTION_BODY = 4.5 * 1024 * 1024;

const SUPPORTED = new Set([
  'src',
  'dest',
  'headers',
  'status',
  'continue',
  'methods',
  'caseSensitive',
  'handle',
]);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);
const FORWARDED = ['x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];

/** The deployment's routes: vercel.json's headers merged before config.json's routes, as `vercel build` does. */
export function deploymentRoutes(configRoutes: Route[], vercelJson: { headers?: unknown } = {}): Route[] {
  const user = getTransformedRoutes({ headers: vercelJson.headers } as Parameters<
    typeof getTransformedRoutes
  >[0]);
  if (user.error) throw new Error(`vercel.json: ${user.error.message}`);
  const routes = mergeRoutes({
    userRoutes: (user.routes ?? []) as never,
    builds: [{ use: '@astrojs/vercel', entrypoint: 'package.json', routes: configRoutes as never }],
  }) as Route[];
  for (const route of routes) {
    const unknown = Object.keys(route).filter((key) => !SUPPORTED.has(key));
    if (unknown.length > 0 || (route.handle && route.handle !== 'filesystem')) {
      throw new Error(`vercel-platform does not emulate this route: ${JSON.stringify(route)}`);
    }
  }
  return routes;
}

/** Loads a function folder the way the Node.js runtime does (a cold start). */
async function loadFunction(funcDir: string): Promise<FetchHandler> {
  const config = JSON.parse(readFileSync(join(funcDir, '.vc-config.json'), 'utf8')) as {
    runtime?: string;
    handler?: string;
    launcherType?: string;
  };
  if (!config.runtime?.startsWith('nodejs') || config.launcherType !== 'Nodejs' || !config.handler) {
    throw new Error(`${funcDir}: only Node.js functions are emulated (${JSON.stringify(config)})`);
  }
  // The runtime runs a function from its own folder (/var/task on Vercel).
  process.chdir(funcDir);
  const mod = (await import(pathToFileURL(join(funcDir, config.handler)).href)) as Record<string, unknown>;
  const web = mod.default as { fetch?: FetchHandler } | undefined;
  if (web && typeof web.fetch === 'function') return (request) => web.fetch!.call(web, request);
  const methods = mod as Record<string, FetchHandler | undefined>;
  if (['GET', 'POST'].some((m) => typeof methods[m] === 'function')) {
    return (request) => {
      const handler = methods[request.method];
      return handler ? handler(request) : new Response('Method Not Allowed', { status: 405 });
    };
  }
  throw new Error(`${funcDir}: the handler exports neither { fetch } nor per-method functions`);
}

/** Reads a Build Output API folder and loads its functions. */
export async function loadDeployment(dir: string, vercelJsonFile?: string): Promise<Deployment> {
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as {
    version: number;
    routes?: Route[];
  };
  if (config.version !== 3) throw new Error(`${dir}: Build Output API version ${config.version} is not 3`);
  const vercelJson = vercelJsonFile
    ? (JSON.parse(readFileSync(vercelJsonFile, 'utf8')) as { headers?: unknown })
    : {};
  const functions = new Map<string, FetchHandler>();
  const functionsDir = join(dir, 'functions');
  for (const name of existsSync(functionsDir) ? readdirSync(functionsDir) : []) {
    if (name.endsWith('.func'))
      functions.set(name.slice(0, -'.func'.length), await loadFunction(join(functionsDir, name)));
  }
  return {
    dir,
    routes: deploymentRoutes(config.routes ?? [], vercelJson),
    staticDir: join(dir, 'static'),
    functions,
  };
}

/** The static file for a path: the file itself, or its folder's index.html. */
export function staticFile(staticDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const root = resolve(staticDir);
  for (const candidate of [decoded, join(decoded, 'index.html')]) {
    const file = resolve(root, `.${candidate}`);
    if (file !== root && !file.startsWith(root + sep)) return null;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // Not there: try the next candidate.
    }
  }
  return null;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
): Promise<void> {
  const body = await readFile(file);
  res.writeHead(status, {
    'cache-control': 'public, max-age=0, must-revalidate',
    ...headers,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function invoke(
  handler: FetchHandler,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  routeHeaders: Record<string, string>,
): Promise<void> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_FUNCTION_BODY) {
    res
      .writeHead(413, { 'content-type': 'text/plain' })
      .end('Request Entity Too Large\nFUNCTION_PAYLOAD_TOO_LARGE\n');
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || FORWARDED.includes(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  headers.set('x-forwarded-for', client);
  headers.set('x-real-ip', client);
  headers.set('x-forwarded-host', req.headers.host ?? url.host);
  headers.set('x-forwarded-proto', 'http');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url.href, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  });
  let response: Response;
  try {
    response = await handler(request);
  } catch (error) {
    console.error(error);
    res
      .writeHead(500, { 'content-type': 'text/plain' })
      .end('A server error has occurred\nFUNCTION_INVOCATION_FAILED\n');
    return;
  }
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  // Headers the routes add; one the function set itself is kept as it is.
  for (const [name, value] of Object.entries(routeHeaders)) if (!(name in out)) out[name] = value;
  res.writeHead(response.status, out);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as unknown as WebReadableStream).pipe(res);
}

/** Answers one request as the deployment does. */
export async function route(
  deployment: Deployment,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {};
  for (const r of deployment.routes) {
    if (r.handle === 'filesystem') {
      const file =
        method === 'GET' || method === 'HEAD' ? staticFile(deployment.staticDir, url.pathname) : null;
      if (file) return sendFile(req, res, file, 200, headers);
      continue;
    }
    // Vercel matches a route's src against the whole path (it adds ^ and $ when missing).
    const src = `${r.src!.startsWith('^') ? '' : '^'}${r.src}${r.src!.endsWith('$') ? '' : '$'}`;
    const match = new RegExp(src, r.caseSensitive ? '' : 'i').exec(url.pathname);
    if (!match || (r.methods && !r.methods.includes(method))) continue;
    if (r.headers) for (const [name, value] of Object.entries(r.headers)) headers[name.toLowerCase()] = value;
    if (r.continue) continue;
    if (!r.dest && r.status !== undefined) {
      // A route that answers by itself (a redirect carries its Location header).
      res.writeHead(r.status, headers).end();
      return;
    }
    if (!r.dest) {
      // Headers only (Astro's per-page CSP): routing stops and the path is served as a
      // file of the deployment when it is one.
      const file =
        method === 'GET' || method === 'HEAD' ? staticFile(deployment.staticDir, url.pathname) : null;
      if (file) return sendFile(req, res, file, 200, headers);
      continue;
    }
    const dest = r.dest.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '');
    const fn = deployment.functions.get(dest.replace(/^\//, ''));
    if (fn) return invoke(fn, req, res, url, headers);
    const file = staticFile(deployment.staticDir, dest);
    if (file) return sendFile(req, res, file, r.status ?? 200, headers);
    break;
  }
  res
    .writeHead(404, { 'content-type': 'text/plain', ...headers })
    .end('The page could not be found\nNOT_FOUND\n');
}

/** A running instance. */
export interface PlatformInstance {
  server: Server;
  url: string;
  deployment(): Deployment;
  /** Serves another deployment from now on. */
  deploy(dir: string): Promise<void>;
  close(): Promise<void>;
}

/** Serves the deployment in `dir` on host:port. */
export async function startPlatform(
  dir: string,
  { host = '127.0.0.1', port = 0, vercelJson }: { host?: string; port?: number; vercelJson?: string } = {},
): Promise<PlatformInstance> {
  let current = await loadDeployment(dir, vercelJson);
  const server = createServer((req, res) => {
    route(current, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('A server error has occurred\n');
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${address.port}`,
    deployment: () => current,
    async deploy(next) {
      current = await loadDeployment(next, vercelJson);
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// `node tests/support/vercel-platform.ts`: one instance, configured by the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.env.VERCEL_OUTPUT;
  if (!dir) throw new Error('VERCEL_OUTPUT must name a .vercel/output folder');
  process.env.VERCEL ??= '1';
  process.env.VERCEL_ENV ??= 'production';
  process.env.NODE_ENV ??= 'production';
  const instance = await startPlatform(resolve(dir), {
    host: process.env.HOST || '127.0.0.1',
    port: Number(process.env.PORT || 0),
    vercelJson: process.env.VERCEL_JSON || undefined,
  });
  console.log(`Vercel instance at ${instance.url}`);
  process.on('message', (message: { deploy?: string }) => {
    if (!message.deploy) return;
    instance.deploy(resolve(message.deploy)).then(
      () => process.send?.({ deployed: message.deploy }),
      (error: Error) => process.send?.({ error: error.message }),
    );
  });
  const stop = () => void instance.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
