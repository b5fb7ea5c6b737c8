/** An image field's value in the admin forms: a link, or a site path under /images or /media. */
import * as z from 'zod/mini';
import '~/features/admin/zod-texts';

/** A link or a site-relative path (covers and product images live under /images or /media). */
export const imageRef = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine(
    (v) => v === '' || v.startsWith('/') || /^https?:\/\/\S+$/i.test(v),
    'Enter a URL (https://...) or a path starting with /',
  ),
);
