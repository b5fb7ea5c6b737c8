/** Where an uploaded image's variants are and how a page offers them (srcset). */
import type { MediaAsset } from '~db/schema';

/** The fields of an asset that name its variants. */
export type AssetVariants = Pick<MediaAsset, 'base' | 'format' | 'widths'>;

/** The URL of one variant: `{base}/{width}.{ext}`. */
export function variantUrl(asset: Pick<MediaAsset, 'base'>, width: number, ext: string): string {
  return `${asset.base}/${width}.${ext}`;
}

/** `srcset` values for a <picture>: WebP, and the original format for the <img>. */
export function pictureSources(asset: AssetVariants): { webp: string; original: string } {
  const list = (ext: string) => asset.widths.map((w) => `${variantUrl(asset, w, ext)} ${w}w`).join(', ');
  return { webp: list('webp'), original: list(asset.format) };
}
