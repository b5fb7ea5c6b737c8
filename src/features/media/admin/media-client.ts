/** The admin's image uploads (POST /api/admin/media), with messages the owner can act on. */

/** What the server keeps of an upload: the URL to store, the image's size and its alt text. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The types the server accepts (it reads the real type from the file's bytes). */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
/** The largest file the server accepts: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Uploads one image with its alt text; rejects with a message to show (nothing is stored when it fails). */
export async function uploadImage(file: File, alt: string): Promise<UploadedImage> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new Error(`This image is ${(file.size / 1024 / 1024).toFixed(1)} MB: the limit is 10 MB.`);
  const body = new FormData();
  body.append('file', file);
  body.append('alt', alt);
  let response: Response;
  try {
    response = await fetch('/api/admin/media', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new Error(
      'The upload was cut off before it finished. Nothing was saved: check the connection and try again.',
    );
  }
  const text = await response.text();
  let data: { message?: string; errors?: Record<string, string[]> } & Partial<UploadedImage> = {};
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    if (response.status === 401) throw new Error('Your session has ended: sign in again, then upload.');
    throw new Error(
      data.errors?.file?.[0] ??
        data.errors?.alt?.[0] ??
        data.message ??
        `The upload failed (${response.status}). Try again.`,
    );
  }
  return { url: data.url!, width: data.width!, height: data.height!, alt: data.alt ?? alt };
}
