/** /og/blog/{id}.png: each blog post's Open Graph card (1200 x 630), drawn at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { BlogPost } from '~db/schema';
import { allPosts } from '~/features/blog/collection';
import { formatLongDate } from '~/features/blog/format-date';
import { ogImage } from '~/features/og/render.server';

export const getStaticPaths = (async () =>
  (await allPosts()).map((post) => ({
    params: { id: String(post.id) },
    props: { post },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ post: BlogPost }> = async ({ props: { post } }) =>
  new Response(
    new Uint8Array(
      await ogImage({
        title: post.title,
        subtitle: `The Blog · ${formatLongDate(post.publishedAt)}`,
        coverSrc: post.coverImage,
      }),
    ),
    { headers: { 'content-type': 'image/png' } },
  );
