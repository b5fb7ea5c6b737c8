/** Finds the uploaded image behind an image URL, for pages that serve it in responsive sizes. */
import { findMediaAssetByUrl } from './media.queries';
import type { MediaAsset } from '~db/schema';
import { getDb } from '~/lib/db';

/** Uploads never change once stored, so a found one is kept for the life of the process. */
const found = new Map<string, MediaAsset>();

/** The upload whose URL this is; undefined for artwork, outside links and unknown paths. */
export async function findImage(url: string): Promise<MediaAsset | undefined> {
  if (!url.includes('/media/')) return undefined;
  const known = found.get(url);
  if (known) return known;
  const asset = await findMediaAssetByUrl(getDb(), url);
  if (asset) found.set(url, asset);
  return asset;
}
