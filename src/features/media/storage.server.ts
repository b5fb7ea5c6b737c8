/**
 * Where uploads are kept (CONTRACT.md §10): in MEDIA_DIR (data/media by default), served
 * at /media/{id}/{width}.{ext} by src/pages/media/[...path].ts; or in Vercel Blob when
 * BLOB_READ_WRITE_TOKEN is set. Either way an upload is all there or not at all: local
 * files are written to a temporary folder renamed into place, and Blob files are
 * removed again when one of them fails.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BLOB_READ_WRITE_TOKEN, MEDIA_DIR, VERCEL_BLOB_API_URL } from 'astro:env/server';
import type { NewMediaAsset } from './media.queries';
import { IMAGE_TYPES, type ProcessedImage } from './process.server';

/** The URL path local uploads are served under. */
export const MEDIA_PATH = '/media';
/** Uploads never change (their names come from their bytes): caches keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The folder local uploads live in. */
export function mediaDir(): string {
  return resolve(MEDIA_DIR || 'data/media');
}

/** Thrown when the store refused a file; nothing of the upload was kept. */
export class StorageError extends Error {}

async function storeLocally(image: ProcessedImage): Promise<string> {
  const root = mediaDir();
  const final = join(root, image.id);
  if (!existsSync(join(final, image.variants.at(-1)!.name))) {
    const temp = join(root, `.upload-${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(temp, { recursive: true });
      await Promise.all(image.variants.map((v) => writeFile(join(temp, v.name), v.body)));
      await rm(final, { recursive: true, force: true });
      await rename(temp, final);
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw new StorageError(`Could not save the image: ${(error as Error).message}`);
    }
  }
  return `${MEDIA_PATH}/${image.id}`;
}

async function storeInBlob(image: ProcessedImage, token: string): Promise<string> {
  // The Blob SDK reads its API base from the environment.
  if (VERCEL_BLOB_API_URL) process.env.VERCEL_BLOB_API_URL = VERCEL_BLOB_API_URL;
  const { put, del } = await import('@vercel/blob');
  const results = await Promise.allSettled(
    image.variants.map((variant) =>
      put(`media/${image.id}/${variant.name}`, variant.body, {
        access: 'public',
        token,
        contentType: variant.contentType,
        addRandomSuffix: false,
        allowOverwrite: true,
        cacheControlMaxAge: 31_536_000,
      }),
    ),
  );
  const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.url] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    if (stored.length) await del(stored, { token }).catch(() => {});
    throw new StorageError(`Could not save the image to Vercel Blob: ${(failed.reason as Error).message}`);
  }
  return stored[0]!.slice(0, stored[0]!.lastIndexOf('/'));
}

/** Stores every variant and returns the asset to record, with the alt text the owner gave. */
export async function storeImage(image: ProcessedImage, bytes: number, alt = ''): Promise<NewMediaAsset> {
  const base = BLOB_READ_WRITE_TOKEN
    ? await storeInBlob(image, BLOB_READ_WRITE_TOKEN)
    : await storeLocally(image);
  const widest = image.widths.at(-1)!;
  return {
    id: image.id,
    url: `${base}/${widest}.${image.format}`,
    base,
    format: image.format,
    width: image.width,
    height: image.height,
    widths: image.widths,
    bytes,
    alt,
  };
}

/** A stored local file by its path under /media ('{id}/{width}.{ext}'), or undefined. */
export async function readLocalMedia(path: string): Promise<{ body: Buffer; type: string } | undefined> {
  const match = /^([0-9a-f]{32})\/(\d{1,5})\.(jpg|png|webp|avif|gif)$/.exec(path);
  if (!match) return undefined;
  const ext = match[3] as keyof typeof IMAGE_TYPES;
  try {
    return {
      body: await readFile(join(mediaDir(), match[1]!, `${match[2]}.${ext}`)),
      type: IMAGE_TYPES[ext],
    };
  } catch {
    return undefined;
  }
}
