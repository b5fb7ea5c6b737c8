/**
 * A blog post as the admin's forms and endpoints take it. zod/mini, like every schema an
 * island imports: one flavour of zod in the browser keeps zod's shared core small.
 */
import * as z from 'zod/mini';
import { imageRef } from '~/features/media/image-ref';
import { cleanTags, MAX_TAG_LENGTH, MAX_TAGS, tagSlug } from '~/features/blog/tags';
import '~/features/admin/zod-texts';

/** A blog post's fields, without defaults (so an edit never resets a field it does not send). */
const blogPostFields = z.object({
  /** Headline shown on cards and the post page. */
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  /** One or two sentences for cards and meta descriptions. */
  excerpt: z.string().check(z.trim(), z.minLength(1, 'Excerpt is required'), z.maxLength(1000)),
  /** The body in Markdown; single line breaks are kept when shown. */
  content: z.string().check(z.trim(), z.minLength(1, 'Content is required'), z.maxLength(60_000)),
  /** Cover image URL or site path; empty for none. */
  coverImage: imageRef,
  /** ISO 8601 date-time (with Z or an offset), stored as a date; a future one schedules the post. */
  publishedAt: z.pipe(
    z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }),
    z.transform((v) => new Date(v)),
  ),
  /** 'draft' keeps the post off the public site; 'published' shows it once publishedAt has come. */
  status: z.enum(['draft', 'published'], 'Choose draft or published'),
  /** Tags; each gets its page at /blog/tag/{slug}. Repeats are dropped. */
  tags: z.pipe(
    z
      .array(
        z.string().check(
          z.trim(),
          z.maxLength(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters`),
          z.refine((t) => tagSlug(t) !== '', 'A tag needs a letter or a digit'),
        ),
      )
      .check(z.maxLength(MAX_TAGS, `At most ${MAX_TAGS} tags`)),
    z.transform((tags: string[]) => cleanTags(tags)),
  ),
});

/**
 * A blog post as the New Post dialog and /blog/create send it; publishedAt is an ISO
 * date-time. An older client that sends neither status nor tags publishes an untagged post.
 */
export const blogPostSchema = z.extend(blogPostFields, {
  coverImage: z._default(imageRef, ''),
  status: z._default(blogPostFields.shape.status, 'published'),
  tags: z._default(blogPostFields.shape.tags, []),
});
export type BlogPostInput = z.input<typeof blogPostSchema>;

/** An edit: any subset of the post's fields. */
export const blogPostPatchSchema = z.partial(blogPostFields);
