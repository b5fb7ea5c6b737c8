/** /og/blog/{id}.png: each blog post's Open Graph card (1200 x 630), drawn at build time. */
import { allPosts } from '~/features/blog/collection';
import { formatLongDate } from '~/features/blog/format-date';
import { ogImage } from '~/features/og/render.server';
import { pngPerRecord } from '~/lib/http/png-per-record';

const route = pngPerRecord(allPosts, (post) =>
  ogImage({
    title: post.title,
    subtitle: `The Blog · ${formatLongDate(post.publishedAt)}`,
    coverSrc: post.coverImage,
  }),
);

export const getStaticPaths = route.getStaticPaths;
export const GET = route.GET;
