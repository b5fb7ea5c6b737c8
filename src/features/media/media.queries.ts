/** Uploaded images (media_assets): recorded once per file, looked up by the URL pages store. */
import { eq } from 'drizzle-orm';
import type { Database } from '~db/client';
import { mediaAssets, type MediaAsset } from '~db/schema';

export type NewMediaAsset = Omit<MediaAsset, 'createdAt'>;

/**
 * Records an upload; the same file uploaded again keeps its first record, which is
 * returned, with the new alt text when one was given.
 */
export async function saveMediaAsset(db: Database, asset: NewMediaAsset): Promise<MediaAsset> {
  const insert = db.insert(mediaAssets).values(asset);
  await (asset.alt
    ? insert.onConflictDoUpdate({ target: mediaAssets.id, set: { alt: asset.alt } })
    : insert.onConflictDoNothing({ target: mediaAssets.id }));
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id)).limit(1);
  return row!;
}

/** The upload whose largest variant is `url`, or undefined for any other image. */
export async function findMediaAssetByUrl(db: Database, url: string): Promise<MediaAsset | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.url, url)).limit(1);
  return row;
}

/** An upload by its id (the SHA-256 of its bytes). */
export async function getMediaAsset(db: Database, id: string): Promise<MediaAsset | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
  return row;
}
