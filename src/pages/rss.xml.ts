/** /rss.xml: the blog feed with every post's full text. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { allPosts } from '../features/blog/collection';
import { postHtml } from '../features/blog/feed';

export const GET: APIRoute = async ({ site }) =>
  rss({
    title: "Kendra Lane's Blog",
    description:
      'Writing craft, routines for busy brains, self-publishing lessons and bold living from author Kendra Lane.',
    site: site ?? 'http://localhost:4321',
    items: (await allPosts()).map((post) => ({
      title: post.title,
      link: `/blog/${post.id}`,
      pubDate: post.publishedAt,
      description: post.excerpt,
      content: postHtml(post.content),
    })),
    customData: '<language>en-us</language>',
  });
