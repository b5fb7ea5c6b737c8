/**
 * Reads an image upload (multipart/form-data, field `file`) with its own size limit: a
 * declared length over it is refused before any of the body is read, and a body that
 * grows past it is cut off as soon as it does, so a huge upload is never held.
 */
import { HttpError, readBytes } from '~/lib/http/api';
import { altProblem } from './alt-text';

/** Largest image accepted (CONTRACT.md §10). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

const TOO_LARGE = 'The image is larger than 10 MB. Upload a smaller one.';

/** An upload as read: the file's bytes and the alt text sent with it ('' when none was). */
export interface Upload {
  bytes: Uint8Array;
  alt: string;
}

/**
 * The uploaded file and its alt text (field `alt`, optional for older clients, but never a
 * file name); 400 without a multipart body carrying `file`, 413 over 10 MB.
 */
export async function readUpload(request: Request): Promise<Upload> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw new HttpError(400, 'Send the image as multipart/form-data in the field "file"');
  // Never more than the limit is read (readBytes), and a 413 reaches the client.
  const body = await readBytes(request, MAX_UPLOAD_BYTES + FRAMING_BYTES, TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new HttpError(400, 'The upload could not be read (malformed multipart body)');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string')
    throw new HttpError(400, 'Attach an image in the field "file"', { file: ['Choose an image to upload'] });
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);
  if (file.size === 0) throw new HttpError(400, 'The file is empty', { file: ['The file is empty'] });
  const sent = form.get('alt');
  const alt = typeof sent === 'string' ? sent.trim() : '';
  const problem =
    alt === ''
      ? ''
      : alt === file.name.trim()
        ? 'Describe what the image shows, not its file name'
        : altProblem(alt);
  if (problem) throw new HttpError(400, problem, { alt: [problem] });
  return { bytes: new Uint8Array(await file.arrayBuffer()), alt };
}
