/** schema.org BlogPosting structured data for a post page. */
import type { BlogPost } from '~db/schema';
import { wordCount } from './plain-text';

/** The BlogPosting JSON-LD object; `site` makes the URLs absolute. */
export function blogPostingJsonLd(
  post: Pick<BlogPost, 'id' | 'title' | 'excerpt' | 'content' | 'coverImage' | 'publishedAt'>,
  site: URL,
  author: string,
): Record<string, unknown> {
  const url = new URL(`/blog/${post.id}`, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt.toISOString(),
    wordCount: wordCount(post.content),
    ...(post.coverImage && { image: new URL(post.coverImage, site).href }),
    author: { '@type': 'Person', name: author, url: new URL('/about', site).href },
    publisher: { '@type': 'Person', name: author },
    inLanguage: 'en',
  };
}
