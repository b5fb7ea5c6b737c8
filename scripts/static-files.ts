/**
 * The pre-rendered pages and assets of a build, held in memory and answered the way a
 * CDN answers them: compressed (brotli or gzip, both made when the build is loaded, off
 * the main thread, before it serves), with an ETag per encoding and 304s, long-lived
 * caching for the fingerprinted `/_astro/` files, and the site's security headers. A
 * build never changes once made, so nothing is read or compressed per request, and the
 * compressed copies are kept on disk beside the build (`compressed/`, by content hash), so
 * the next server of the same build (a restart, a second process, a test) reads them; a
 * publish's new build takes the served build's copies of every file it did not change;
 * @astrojs/node's own static handler stats and streams every file, which held
 * pre-rendered pages to a fifth of a bare node:http server. Anything not found here
 * (on-demand routes, unknown paths, unusual files) is left to the Astro handler.
 * Each page carries its own Content-Security-Policy, the one Astro wrote for it into
 * the build's `_headers.json` (on 200s and 304s alike: a 304 updates the cached
 * copy's headers); every other file carries NON_PAGE_CSP (Pagefind's worker its own, fileCsp).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileCsp, HASHLESS_PAGE_CSP, NON_PAGE_CSP, SECURITY_HEADERS } from '../src/lib/security/headers';

/** Content types of what a build emits; other files are left to the Astro handler. */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  // The site search's index (Pagefind): its files are gzipped already.
  pagefind: 'application/octet-stream',
  pf_meta: 'application/octet-stream',
  pf_index: 'application/octet-stream',
  pf_fragment: 'application/octet-stream',
  pf_filter: 'application/octet-stream',
};
/** Types worth compressing (the image and font formats are compressed already). */
const COMPRESSIBLE = new Set(['html', 'js', 'css', 'svg', 'xml', 'txt', 'json', 'webmanifest']);
/** Larger files are left to the Astro handler, which streams them. */
const MAX_BYTES = 2 * 1024 * 1024;
/**
 * Brotli quality 6 when a build loads: within ~10% of quality 11's size at a fortieth
 * of its time (a 200 KB script in 8 ms rather than 320 ms), so loading stays quick.
 * A file's first brotli request then starts quality 11 in the background, off the
 * main thread: it keeps most pages' HTML inside the first 14 KB a connection sends.
 */
const QUICK_BROTLI = 6;
const BEST_BROTLI = 11;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

type Encoding = 'br' | 'gzip';

interface StaticFile {
  type: string;
  /** Its Content-Security-Policy: the page's own, or NON_PAGE_CSP. */
  csp: string;
  /** The ETag of the plain body; each encoding gets its own (RFC 9110 §8.8.3). */
  etag: string;
  immutable: boolean;
  body: Buffer;
  /** Compressed copies, for the compressible types. */
  br?: Buffer;
  gzip?: Buffer;
  /**
   * Set once the quality-11 brotli copy is being made (or was read from the disk): true once
   * `br` is that copy, false when making it failed (the quick copy stays).
   */
  bestBrotli?: Promise<boolean>;
  /** Where its compressed copies are kept: this path plus `.br`, `.br11` or `.gz`. */
  cachePath?: string;
}

/** A compressed copy kept earlier, or undefined. */
const readCopy = (path: string) => readFile(path).catch(() => undefined);

/** Copies kept by this process so far, for their aside files' names. */
let copiesKept = 0;

/**
 * Keeps a compressed copy for the next server of the build: written aside, then renamed,
 * so a reader never sees half a file. A folder that cannot be written only costs the reuse.
 * Only the copies' own folder is made, never the build's: a late copy of a build removed
 * meanwhile (an old build pruned) must not bring its folder back.
 */
async function keepCopy(path: string, body: Buffer): Promise<void> {
  // Its own name per write: files with the same content share `path`, and two writes of one
  // aside file at once could rename a half-written one into place.
  const aside = `${path}.${process.pid}.${++copiesKept}.tmp`;
  try {
    await mkdir(dirname(path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    await writeFile(aside, body);
    await rename(aside, path);
  } catch {
    // not kept: the next server compresses again
  }
}

/** A copy read back, or made with `make` and kept (its write joins `writes`). */
async function copy(path: string, make: () => Promise<Buffer>, writes: Promise<void>[]): Promise<Buffer> {
  const kept = await readCopy(path);
  if (kept) return kept;
  const made = await make();
  writes.push(keepCopy(path, made));
  return made;
}

/** The files of a build's `client/` folder by URL path, as `format: 'directory'` with `trailingSlash: 'ignore'` serves them. */
export type StaticFiles = Map<string, StaticFile>;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Route path -> Content-Security-Policy, from the `_headers.json` Astro writes beside `client/`. */
export function loadPagePolicies(buildDir: string): Map<string, string> {
  const file = join(buildDir, '_headers.json');
  const policies = new Map<string, string>();
  if (!existsSync(file)) return policies;
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  for (const { pathname, headers } of entries) {
    const csp = headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
    if (csp) policies.set(pathname, csp.value);
  }
  return policies;
}

/** The route of a pre-rendered page file: '/about/index.html' -> '/about', '/404.html' -> '/404'. */
export function routeOfPage(url: string): string {
  if (url === '/index.html') return '/';
  if (url.endsWith('/index.html')) return url.slice(0, -'/index.html'.length);
  return url.replace(/\.html$/, '');
}

/**
 * The compressed copies of `file` taken from `prior`, a file with the same body in the build
 * served before; its quality-11 brotli copy follows once that is made.
 */
function reuseCopies(file: StaticFile, prior: StaticFile, writes: Promise<void>[]): void {
  file.br = prior.br;
  file.gzip = prior.gzip;
  writes.push(keepCopy(`${file.cachePath}.br`, prior.br!), keepCopy(`${file.cachePath}.gz`, prior.gzip!));
  file.bestBrotli = prior.bestBrotli?.then((best) => {
    if (best) {
      file.br = prior.br;
      void keepCopy(`${file.cachePath}.br11`, prior.br!);
    }
    return best;
  });
}

async function loadFile(
  path: string,
  url: string,
  policies: Map<string, string>,
  cacheDir: string,
  writes: Promise<void>[],
  previous: Map<string, StaticFile>,
): Promise<StaticFile | undefined> {
  const extension = url.slice(url.lastIndexOf('.') + 1).toLowerCase();
  const type = TYPES[extension];
  if (!type || url.split('/').some((part) => part.startsWith('.'))) return undefined;
  if ((await stat(path)).size > MAX_BYTES) return undefined;
  const body = await readFile(path);
  const file: StaticFile = {
    type,
    csp: extension === 'html' ? (policies.get(routeOfPage(url)) ?? HASHLESS_PAGE_CSP) : fileCsp(url),
    body,
    etag: createHash('sha1').update(body).digest('base64url').slice(0, 22),
    immutable: url.startsWith('/_astro/'),
  };
  if (COMPRESSIBLE.has(extension)) {
    const cachePath = join(cacheDir, file.etag);
    file.cachePath = cachePath;
    const prior = previous.get(file.etag);
    if (prior?.br && prior.gzip && prior.body.equals(body)) {
      reuseCopies(file, prior, writes);
      return file;
    }
    const best = await readCopy(`${cachePath}.br11`);
    if (best) file.bestBrotli = Promise.resolve(true);
    [file.br, file.gzip] = await Promise.all([
      best ?? copy(`${cachePath}.br`, () => brotliAt(body, QUICK_BROTLI), writes),
      copy(`${cachePath}.gz`, () => gzipAsync(body, { level: 9 }), writes),
    ]);
  }
  return file;
}

/**
 * Reads and compresses every servable file of `clientDir`, before the build serves;
 * page policies come from the build's `_headers.json` and compressed copies are kept in
 * its `compressed/` folder (both beside `client/`). The files of `previous` (the build
 * served so far) lend their compressed copies to the files that did not change.
 */
export async function loadStaticFiles(
  clientDir: string,
  policies = loadPagePolicies(dirname(clientDir)),
  cacheDir = join(dirname(clientDir), 'compressed'),
  previous: StaticFiles = new Map(),
): Promise<StaticFiles> {
  const byEtag = new Map([...previous.values()].map((file) => [file.etag, file]));
  const files: StaticFiles = new Map();
  const paths = [...walk(clientDir)];
  const writes: Promise<void>[] = [];
  const loaded = await Promise.all(
    paths.map(async (path) => {
      const url = `/${relative(clientDir, path).split(sep).join('/')}`;
      return [url, await loadFile(path, url, policies, cacheDir, writes, byEtag)] as const;
    }),
  );
  // The copies are on disk once the build is loaded: nothing of the load is left running
  // (a build removed right after, as a test does, raced the writes and could not be removed).
  await Promise.all(writes);
  for (const [url, file] of loaded) {
    if (!file) continue;
    files.set(url, file);
    if (url.endsWith('/index.html')) {
      const folder = url.slice(0, -'index.html'.length); // '/about/' or '/'
      files.set(folder, file);
      if (folder !== '/') files.set(folder.slice(0, -1), file);
    }
  }
  return files;
}

/** True when a coding's parameters (after its name) refuse it with q=0. */
const refused = (params: string[]) => params.some((param) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(param));

/** The encoding to answer with, by the client's Accept-Encoding (brotli first). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    if (!refused(params)) accepted.add(name.trim().toLowerCase());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Each encoding is its own representation with its own ETag (RFC 9110 §8.8.3); the
 * brotli one is weak because its bytes improve once quality 11 is ready.
 */
const etagOf = (file: StaticFile, encoding: Encoding | null) =>
  encoding === 'br' ? `W/"${file.etag}-br"` : `"${file.etag}${encoding === 'gzip' ? '-gz' : ''}"`;

/** If-None-Match matches by weak comparison (RFC 9110 §13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** The path of a request URL, decoded; null when it cannot be decoded. */
function pathOf(raw: string): string | null {
  const end = raw.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? raw : raw.slice(0, end));
  } catch {
    return null;
  }
}

/** The policy of the build's 404 page, for the not-found answers the Astro handler renders from it. */
export function errorPagePolicy(files: StaticFiles): string {
  return files.get('/404.html')?.csp ?? HASHLESS_PAGE_CSP;
}

/** The methods every file answers. */
export const FILE_METHODS = 'GET, HEAD';

/**
 * Answers a request for a file of `files`: GET and HEAD serve it, any other method is
 * a 405 naming GET and HEAD. False when the request is not for one of them.
 */
export function serveStatic(files: StaticFiles, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const path = pathOf(req.url ?? '/');
    if (path === null || !files.has(path)) return false;
    const body = JSON.stringify({ message: `This method is not allowed here (allowed: ${FILE_METHODS})` });
    res.writeHead(405, {
      ...SECURITY_HEADERS,
      'content-security-policy': NON_PAGE_CSP,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      allow: FILE_METHODS,
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    return true;
  }
  const raw = req.url ?? '/';
  const end = raw.search(/[?#]/);
  let path = end === -1 ? raw : raw.slice(0, end);
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  const file = files.get(path);
  if (!file) return false;

  const encoding = file.br && file.gzip ? pickEncoding(req.headers['accept-encoding']) : null;
  const etag = etagOf(file, encoding);
  if (encoding === 'br')
    file.bestBrotli ??= brotliAt(file.body, BEST_BROTLI).then(
      (best) => {
        file.br = best;
        if (file.cachePath) void keepCopy(`${file.cachePath}.br11`, best);
        return true;
      },
      () => false, // the quick copy stays
    );
  const headers: Record<string, string | number> = {
    ...SECURITY_HEADERS,
    'content-security-policy': file.csp,
    'content-type': file.type,
    etag,
    'cache-control': file.immutable
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
  };
  if (file.br) headers.vary = 'Accept-Encoding';
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => opaque(tag) === opaque(etag))) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const body = encoding ? file[encoding]! : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
