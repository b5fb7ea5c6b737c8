/**
 * Renders Open Graph cards to PNG, at build time and on demand (a post published since the
 * build): satori lays the card out with the site's fonts (bundled from Fontsource, no
 * network) and resvg draws it. Every PNG is cached on disk by a hash of what it shows
 * (title, subtitle, the cover file's bytes, the template version), so a rebuild only draws
 * cards that changed: ~50 ms of CPU each, which would add over a minute to every build of
 * 2,000 books and posts. The drawing libraries load with the first card, so a server
 * instance that never draws one (most requests on Vercel) never loads them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, normalize, resolve, sep } from 'node:path';
import type { SatoriOptions } from 'satori';
import {
  COVER_HEIGHT,
  COVER_LEFT,
  COVER_TOP,
  COVER_WIDTH,
  ogCard,
  OG_HEIGHT,
  OG_WIDTH,
  type OgCard,
} from './card';
import { OG_FONTS } from './fonts';

/** Bump when the card's look changes, so cached cards are drawn again. */
const TEMPLATE_VERSION = 3;

/** The project folder: Astro builds (and `npm start`'s publisher) run there. */
const ROOT = process.cwd();
/**
 * Where drawn cards are kept between builds: node_modules/.cache/og-images in the project
 * (Vercel keeps node_modules/.cache from one build to the next). Worked out by a function on
 * purpose: @vercel/nft copies into the Vercel function whatever a path it can evaluate in the
 * code names, and here that was every card drawn so far (12 MB after one test run, growing).
 */
function cardCache(root: string): string {
  return join(root, 'node_modules', '.cache', 'og-images');
}
const CACHE_DIR = cardCache(ROOT);
const PUBLIC_DIR = join(ROOT, 'public');

// From this module, wherever the build put it (the project's node_modules, or the Vercel function's).
const require = createRequire(import.meta.url);

/** satori, resvg and sharp, loaded once, on the first card drawn. */
let drawing: Promise<{
  satori: typeof import('satori').default;
  renderAsync: typeof import('@resvg/resvg-js').renderAsync;
  sharp: typeof import('sharp').default;
}> | null = null;
function drawingLibraries() {
  drawing ??= Promise.all([import('satori'), import('@resvg/resvg-js'), import('sharp')]).then(
    ([satori, resvg, sharp]) => ({
      satori: satori.default,
      renderAsync: resvg.renderAsync,
      sharp: sharp.default,
    }),
  );
  return drawing;
}

let fonts: SatoriOptions['fonts'] | null = null;
function loadFonts() {
  const font = (path: string) => readFileSync(require.resolve(path));
  fonts ??= [
    { name: 'Serif', data: font(OG_FONTS.serif), weight: 700, style: 'normal' },
    { name: 'Sans', data: font(OG_FONTS.sans), weight: 400, style: 'normal' },
  ];
  return fonts;
}

/** Where `npm start` keeps uploads (as src/features/media/storage.server.ts does). */
const MEDIA_DIR = resolve(process.env.MEDIA_DIR || 'data/media');

/**
 * A cover's file for a site path: under public/ ('/images/covers/book-1.svg'), or an
 * upload kept in MEDIA_DIR ('/media/{id}/1200.jpg'); null when remote or outside both.
 */
export function coverFile(
  src: string | null | undefined,
  publicDir = PUBLIC_DIR,
  mediaDir = MEDIA_DIR,
): string | null {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return null;
  const relative = normalize(decodeURIComponent(src.split(/[?#]/)[0]!)).replace(/^[/\\]+/, '');
  const [root, rest] = relative.startsWith(`media${sep}`)
    ? [mediaDir, relative.slice('media/'.length)]
    : [publicDir, relative];
  const path = resolve(root, rest);
  return path.startsWith(root + sep) ? path : null;
}

/** Cover bytes by file, read once per build. */
const coverBytes = new Map<string, Promise<Buffer | null>>();
function readCover(file: string | null): Promise<Buffer | null> {
  if (!file) return Promise.resolve(null);
  let bytes = coverBytes.get(file);
  if (!bytes) {
    bytes = readFile(file).catch(() => null);
    coverBytes.set(file, bytes);
  }
  return bytes;
}

/** Covers scaled to the card's cover box with rounded corners (PNG), by file. */
const coverPngs = new Map<string, Promise<Buffer | null>>();
function coverImage(file: string, bytes: Buffer): Promise<Buffer | null> {
  let png = coverPngs.get(file);
  if (!png) {
    png = drawCover(bytes);
    coverPngs.set(file, png);
  }
  return png;
}

async function drawCover(bytes: Buffer): Promise<Buffer | null> {
  const { sharp } = await drawingLibraries();
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}"><rect width="100%" height="100%" rx="10"/></svg>`,
  );
  return sharp(bytes)
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover' })
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer()
    .catch(() => null);
}

/** Draws a card with its cover, if any (no cache). */
export async function drawOgCard(card: Omit<OgCard, 'cover'>, cover: Buffer | null = null): Promise<Buffer> {
  const { satori, renderAsync, sharp } = await drawingLibraries();
  const svg = await satori(ogCard({ ...card, cover: Boolean(cover) }) as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: loadFonts(),
  });
  // resvg draws and sharp encodes off the main thread (libuv's pool), so with the build's
  // concurrency (astro.config.mjs) cards are drawn on every core while satori lays out the next.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  // sharp lays the cover in and writes a PNG less than half the size of resvg's own
  // (level 6: level 9 took 2.4x as long for a few percent fewer bytes).
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .composite(cover ? [{ input: cover, left: COVER_LEFT, top: COVER_TOP }] : [])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export interface OgImageInput {
  title: string;
  subtitle: string;
  /** A site path of the cover (public/), if any; remote covers are left out (no network at build time). */
  coverSrc?: string | null;
}

/** The card's PNG, from the cache when the same card was drawn before. */
export async function ogImage(input: OgImageInput): Promise<Buffer> {
  const file = coverFile(input.coverSrc);
  const bytes = await readCover(file);
  const key = createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, input.title, input.subtitle]))
    .update(bytes ?? '')
    .digest('hex');
  const cached = join(CACHE_DIR, `${key}.png`);
  try {
    return readFileSync(cached);
  } catch {
    // Not drawn yet.
  }
  const cover = file && bytes ? await coverImage(file, bytes) : null;
  const png = await drawOgCard({ title: input.title, subtitle: input.subtitle }, cover);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temp = `${cached}.${process.pid}.tmp`;
    writeFileSync(temp, png);
    renameSync(temp, cached);
  } catch {
    // A read-only cache only costs the next build the drawing.
  }
  return png;
}
