/** Where a post leads on: the posts before and after it, related posts by shared tags, and plain share links. */
import type { BlogPost } from '~db/schema';
import { tagSlug } from './tags';

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

type Dated = Pick<BlogPost, 'id' | 'publishedAt'>;

/** Newest first, the newer of two posts published at once being the one added later. */
const newestFirst = (a: Dated, b: Dated) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/** The post published just before `post` (previous) and just after it (next), among the live `posts`. */
export function adjacentPosts<T extends Dated>(posts: readonly T[], post: Dated): { previous?: T; next?: T } {
  const sorted = [...posts].sort(newestFirst);
  const at = sorted.findIndex((p) => p.id === post.id);
  if (at === -1) return {};
  return { previous: sorted[at + 1], next: at > 0 ? sorted[at - 1] : undefined };
}

/**
 * Up to `limit` other posts that share a tag with `post`: the most tags in common first,
 * then the newest. None when it has no tags.
 */
export function relatedPosts<T extends Dated & Pick<BlogPost, 'tags'>>(
  posts: readonly T[],
  post: Pick<BlogPost, 'id' | 'tags'>,
  limit = RELATED_POSTS,
): T[] {
  const tags = new Set(post.tags.map(tagSlug));
  return posts
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: p.tags.filter((t) => tags.has(tagSlug(t))).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || newestFirst(a.p, b.p))
    .slice(0, limit)
    .map(({ p }) => p);
}

/** A share link: the service's name and its own share page for the post (no script of theirs). */
export interface ShareLink {
  service: string;
  href: string;
}

/** Plain links to share `url` on the services readers use, and by email. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { service: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { service: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { service: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      service: 'Bluesky',
      href: `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { service: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}` },
    { service: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}
