/**
 * GET /media/{id}/{width}.{ext}: an uploaded image kept in MEDIA_DIR, with a year of
 * immutable caching (its name comes from its bytes, so it never changes). With Vercel
 * Blob the images are served from Blob's own URLs instead.
 */
import { MEDIA_CACHE_CONTROL, readLocalMedia } from '~/features/media/storage.server';
import { endpoint, HttpError, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(async ({ params, request }) => {
  const path = params.path ?? '';
  const file = await readLocalMedia(path);
  if (!file) throw new HttpError(404, 'Not found');
  const etag = `"${path.replace(/[^0-9a-z]/gi, '-')}"`;
  const headers = { 'content-type': file.type, 'cache-control': MEDIA_CACHE_CONTROL, etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.body), {
    headers: { ...headers, 'content-length': String(file.body.length) },
  });
});

export const ALL = methodNotAllowed;
