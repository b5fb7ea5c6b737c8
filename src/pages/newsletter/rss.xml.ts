/** /newsletter/rss.xml: every sent issue of the newsletter with its full text, newest first. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { allIssues, issueExcerpt } from '~/features/newsletter/archive';
import { markdownToHtml } from '~/features/newsletter/markdown';

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  return rss({
    title: 'The Fabulous Readers Club',
    description:
      "Kendra Lane's monthly newsletter: writing prompts, news from her desk and a little boldness.",
    site: base,
    items: (await allIssues()).map((issue) => ({
      title: issue.subject,
      link: `/newsletter/${issue.id}`,
      pubDate: issue.sentAt,
      description: issueExcerpt(issue.content),
      content: markdownToHtml(issue.content, { baseUrl: base.href }),
    })),
    customData: '<language>en-us</language>',
    // Pages are served and canonicalised without a trailing slash; the feed links them the same way.
    trailingSlash: false,
  });
};
