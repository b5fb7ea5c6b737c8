/**
 * The pre-rendered pages and assets of a build, held in memory and answered the way a
 * CDN answers them: compressed (brotli or gzip, made once on first request and kept),
 * with a strong ETag and 304s, long-lived caching for the fingerprinted `/_astro/`
 * files, and the site's security headers. A build never changes once made, so nothing
 * is read from disk per request; @astrojs/node's own static handler stats and streams
 * every file, which held pre-rendered pages to a fifth of a bare node:http server.
 * Anything not found here (on-demand routes, unknown paths, unusual files) is left to
 * the Astro handler.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../src/lib/security-headers';

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
};
/** Types worth compressing (the image and font formats are compressed already). */
const COMPRESSIBLE = new Set(['html', 'js', 'css', 'svg', 'xml', 'txt', 'json', 'webmanifest']);
/** Larger files are left to the Astro handler, which streams them. */
const MAX_BYTES = 2 * 1024 * 1024;

interface StaticFile {
  type: string;
  etag: string;
  immutable: boolean;
  body: Buffer;
  compressible: boolean;
  /** Compressed copies, made on first request. */
  br?: Buffer;
  gzip?: Buffer;
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

/** Reads every servable file of `clientDir` into memory. */
export function loadStaticFiles(clientDir: string): StaticFiles {
  const files: StaticFiles = new Map();
  for (const path of walk(clientDir)) {
    const url = `/${relative(clientDir, path).split(sep).join('/')}`;
    const extension = url.slice(url.lastIndexOf('.') + 1).toLowerCase();
    const type = TYPES[extension];
    if (!type || url.split('/').some((part) => part.startsWith('.')) || statSync(path).size > MAX_BYTES)
      continue;
    const body = readFileSync(path);
    const file: StaticFile = {
      type,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      immutable: url.startsWith('/_astro/'),
      compressible: COMPRESSIBLE.has(extension),
    };
    files.set(url, file);
    if (url.endsWith('/index.html')) {
      const folder = url.slice(0, -'index.html'.length); // '/about/' or '/'
      files.set(folder, file);
      if (folder !== '/') files.set(folder.slice(0, -1), file);
    }
  }
  return files;
}

/** The encoding to answer with, by the client's Accept-Encoding (brotli first). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressed(file: StaticFile, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    file.br ??= brotliCompressSync(file.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length },
    });
    return file.br;
  }
  file.gzip ??= gzipSync(file.body, { level: 9 });
  return file.gzip;
}

/** Answers a GET or HEAD for a file of `files`; false when the request is not one of them. */
export function serveStatic(files: StaticFiles, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
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

  const headers: Record<string, string | number> = {
    ...SECURITY_HEADERS,
    'content-type': file.type,
    etag: file.etag,
    'cache-control': file.immutable
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
  };
  if (file.compressible) headers.vary = 'Accept-Encoding';
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const encoding = file.compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  const body = encoding ? compressed(file, encoding) : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
