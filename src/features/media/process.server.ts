/**
 * Turns an uploaded file into the images the site serves (CONTRACT.md §10): the type is
 * read from the bytes by libvips (the file's name and declared type are ignored),
 * EXIF orientation is applied and every metadata block (EXIF, GPS, XMP, comments) is
 * dropped, and each responsive width is made once, as WebP and in the original format.
 * sharp is imported on first use only: no other code path loads it.
 */
import { createHash } from 'node:crypto';
import { afterBurst } from '~/lib/memory.server';

/** Formats accepted, by the extension their variants get. */
export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** The widths made for every image (those not wider than the image itself), and the widest. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_WIDTH = 1920;
/**
 * Most pixels an upload may decode to: 40 megapixels (7,746 x 5,164; a cover or a photo
 * needs far fewer, the widest size served is 1,920 pixels). More is refused from the
 * file's header, before any of it is decoded: a small file can hold a decompression bomb.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** How many uploads are decoded and encoded at once; the others wait their turn. */
const IMAGES_AT_ONCE = 1;

/** Thrown when the bytes are not an image of an accepted type. */
export class UnsupportedImageError extends Error {}

/** One file to store: `{width}.{ext}`. */
export interface ImageVariant {
  name: string;
  width: number;
  contentType: string;
  body: Buffer;
}

/** A processed upload, ready to store. */
export interface ProcessedImage {
  /** SHA-256 of the uploaded bytes, 32 hex characters. */
  id: string;
  format: ImageExtension;
  /** Size of the widest variant. */
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
}

/** The widths to make for an image `width` pixels wide (ascending; the last is the widest shown). */
export function widthsFor(width: number): number[] {
  const widest = Math.min(width, MAX_WIDTH);
  return [...RESPONSIVE_WIDTHS.filter((w) => w < widest), widest];
}

type Sharp = typeof import('sharp');

/** Pixels as megapixels for a message, e.g. 100 or 40.5. */
const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);

/** The accepted format of these bytes, by libvips' own detection; undefined for anything else. */
function formatOf(meta: { format?: string; compression?: string }): ImageExtension | undefined {
  if (meta.format === 'jpeg') return 'jpg';
  if (meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif') return meta.format;
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif';
  return undefined;
}

/** sharp, loaded on first use, without libvips' operation cache (uploads never repeat). */
let loaded: Promise<Sharp['default']> | undefined;
const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp as Sharp['default'];
  }));

/** Uploads waiting for their turn, and those being processed. */
let waiting: (() => void)[] = [];
let active = 0;

/** Runs `work` when fewer than IMAGES_AT_ONCE others run, so ten uploads at once hold one image's pixels, not ten. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (active >= IMAGES_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  active++;
  try {
    return await work();
  } finally {
    active--;
    const [next, ...rest] = waiting;
    waiting = rest;
    next?.();
  }
}

/**
 * Processes an upload, one at a time (see IMAGES_AT_ONCE); throws UnsupportedImageError
 * when it is not a JPEG, PNG, WebP, AVIF or GIF, or has more than MAX_INPUT_PIXELS.
 */
export function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  // Once uploads stop, the heap their buffers grew is let shrink (src/lib/memory.server.ts).
  return inTurn(() => processNow(bytes)).finally(afterBurst);
}

async function processNow(bytes: Uint8Array): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Awaited<ReturnType<ReturnType<Sharp['default']>['metadata']>>;
  try {
    // The header only (no pixels decoded), so a too large image is told apart from a non-image.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('This file is not an image: upload a JPEG, PNG, WebP, AVIF or GIF.');
  }
  const format = formatOf(meta);
  if (!format || !meta.width || !meta.height)
    throw new UnsupportedImageError(
      `Images of type ${meta.format ?? 'unknown'} are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF.`,
    );
  const animated = (meta.pages ?? 1) > 1;
  const pixels = meta.width * (meta.pageHeight ?? meta.height) * (animated ? meta.pages! : 1);
  if (pixels > MAX_INPUT_PIXELS)
    throw new UnsupportedImageError(
      `This image is too large to process: ${megapixels(pixels)} megapixels${animated ? ' in all its frames' : ''} (${megapixels(MAX_INPUT_PIXELS)} at most). Save it smaller, for example 3000 pixels wide, and upload it again.`,
    );
  // EXIF orientations 5 to 8 turn the image a quarter: its shown width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const shownWidth = turned ? meta.height : meta.width;
  const widths = widthsFor(shownWidth);

  // A still image is decoded, turned upright and scaled to the widest size once; every
  // variant is made from those pixels. Animated ones are re-read per variant (frames).
  const decode = () => sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const upright = animated
    ? undefined
    : await decode()
        .resize({ width: widths.at(-1), withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new UnsupportedImageError(
            'This image could not be read: it may be damaged. Try another file.',
          );
        });
  const source = () =>
    upright
      ? sharp(upright.data, {
          raw: {
            width: upright.info.width,
            height: upright.info.height,
            channels: upright.info.channels as 1 | 2 | 3 | 4,
          },
        })
      : decode();

  const encode = async (width: number, ext: ImageExtension): Promise<ImageVariant> => {
    let pipeline = source().resize({ width, withoutEnlargement: true });
    if (ext === 'webp') pipeline = pipeline.webp({ quality: 80, effort: 3 });
    else if (ext === 'jpg') pipeline = pipeline.jpeg({ quality: 82, progressive: true });
    else if (ext === 'png') pipeline = pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    else if (ext === 'avif') pipeline = pipeline.avif({ quality: 60, effort: 2 });
    else pipeline = pipeline.gif();
    const body = await pipeline.toBuffer();
    return { name: `${width}.${ext}`, width, contentType: IMAGE_TYPES[ext], body };
  };

  let variants: ImageVariant[];
  try {
    const formats: ImageExtension[] = format === 'webp' ? ['webp'] : ['webp', format];
    variants = await Promise.all(widths.flatMap((w) => formats.map((ext) => encode(w, ext))));
  } catch {
    throw new UnsupportedImageError('This image could not be read: it may be damaged. Try another file.');
  }
  const widest = await sharp(variants.find((v) => v.name === `${widths.at(-1)}.${format}`)!.body).metadata();
  return {
    id: createHash('sha256').update(input).digest('hex').slice(0, 32),
    format,
    width: widest.width!,
    height: widest.pageHeight ?? widest.height!,
    widths,
    variants,
  };
}
