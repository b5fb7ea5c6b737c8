/**
 * POST /api/admin/media (multipart/form-data, field `file`, and `alt`: what the image
 * shows): stores a JPEG, PNG, WebP, AVIF or GIF of up to 10 MB in responsive sizes and
 * answers 201 {url, width, height, alt} (CONTRACT.md §10, §17). The type is read from the
 * bytes; anything else answers 400, a larger file 413; an alt text that is a file name 400.
 * Pages show the image with its alt text wherever it appears.
 */
import { saveMediaAsset } from '~/features/media/media.queries';
import { processImage, UnsupportedImageError } from '~/features/media/process.server';
import { StorageError, storeImage } from '~/features/media/storage.server';
import { readUpload } from '~/features/media/upload.server';
import { requireAdmin } from '~/lib/auth/sign-in';
import { getDb } from '~/lib/db';
import { endpoint, HttpError, json, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const POST = endpoint(async ({ locals, request }) => {
  requireAdmin(locals);
  const { bytes, alt } = await readUpload(request);
  const image = await processImage(bytes).catch((error: unknown) => {
    if (error instanceof UnsupportedImageError)
      throw new HttpError(400, error.message, { file: [error.message] });
    throw error;
  });
  const asset = await storeImage(image, bytes.byteLength, alt).catch((error: unknown) => {
    if (error instanceof StorageError)
      throw new HttpError(502, `${error.message} Nothing was saved; try again.`);
    throw error;
  });
  const saved = await saveMediaAsset(getDb(), asset);
  return json(
    { url: saved.url, width: saved.width, height: saved.height, widths: saved.widths, alt: saved.alt },
    201,
  );
});

export const ALL = methodNotAllowed;
