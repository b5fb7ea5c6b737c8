/**
 * An image's alt text, asked for whenever the owner uploads or inserts one: what the image
 * shows, for readers who cannot see it. A file name is not a description, so one is
 * refused. Shared by the admin's image fields and POST /api/admin/media.
 */
import * as z from 'zod/mini';

/** Longest alt text (screen readers read it in one go). */
export const MAX_ALT_LENGTH = 300;

/** What the owner is told when the alt text is missing or is a file name. */
export const ALT_HINT = 'Describe what the image shows, for readers who cannot see it (not its file name).';

/** True for text that is a file name ('IMG_2041.jpg', 'cover-final.png'), not a description. */
export function looksLikeFileName(text: string): boolean {
  return /^[^\s/\\]+\.(jpe?g|png|webp|avif|gif|heic|tiff?|bmp|svg)$/i.test(text.trim());
}

/** A required alt text: trimmed, 1 to 300 characters, not a file name. */
export const altText = z.string().check(
  z.trim(),
  z.minLength(1, 'Describe the image first: what does it show?'),
  z.maxLength(MAX_ALT_LENGTH, `Keep the description under ${MAX_ALT_LENGTH} characters`),
  z.refine((text) => !looksLikeFileName(text), 'Describe what the image shows, not its file name'),
);

/** The first problem with `text` as alt text, or '' when it is fine. */
export function altProblem(text: string): string {
  const result = z.safeParse(altText, text);
  return result.success ? '' : (result.error.issues[0]?.message ?? 'Describe the image');
}
