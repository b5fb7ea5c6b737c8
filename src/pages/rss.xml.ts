/** /rss.xml: the blog feed with every live post's full text (its Markdown as sanitized HTML). */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { allPosts } from '~/features/blog/collection';
import { findImage } from '~/features/media/lookup.server';
import { renderMarkdown } from '~/lib/markdown.server';

export const GET: APIRoute = async ({ site }) =>
  rss({
    title: "Kendra Lane's Blog",
    description:
      'Writing craft, routines for busy brains, self-publishing lessons and bold living from author Kendra Lane.',
    site: site ?? 'http://localhost:4321',
    items: await Promise.all(
      (await allPosts()).map(async (post) => ({
        title: post.title,
        link: `/blog/${post.id}`,
        pubDate: post.publishedAt,
        description: post.excerpt,
        categories: post.tags,
        content: await renderMarkdown(post.content, { findImage }),
      })),
    ),
    customData: '<language>en-us</language>',
    // Pages are served and canonicalised without a trailing slash; the feed links them the same way.
    trailingSlash: false,
  });
