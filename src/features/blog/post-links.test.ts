import { describe, expect, it } from 'vitest';
import { adjacentPosts, relatedPosts, shareLinks } from './post-links';

const post = (id: number, day: string, tags: string[] = []) => ({
  id,
  publishedAt: new Date(`${day}T12:00:00Z`),
  tags,
});

describe('previous and next', () => {
  const posts = [post(1, '2025-01-10'), post(3, '2025-03-10'), post(2, '2025-02-10'), post(4, '2025-02-10')];

  it.each([
    [1, undefined, 2],
    [2, 1, 4], // published the same day as 4, added before it
    [4, 2, 3],
    [3, 4, undefined],
  ])('post %i: previous %s, next %s', (id, previous, next) => {
    const around = adjacentPosts(
      posts,
      posts.find((p) => p.id === id)!,
    );
    expect(around.previous?.id).toBe(previous);
    expect(around.next?.id).toBe(next);
  });

  it('is nothing for a post that is not live', () =>
    expect(adjacentPosts(posts, post(9, '2025-01-01'))).toEqual({}));
});

describe('related posts', () => {
  const posts = [
    post(1, '2025-01-01', ['Writing Craft', 'Routines']),
    post(2, '2025-02-01', ['writing craft']),
    post(3, '2025-03-01', ['Routines', 'Writing Craft']),
    post(4, '2025-04-01', ['Business']),
    post(5, '2025-05-01', ['Routines']),
    post(6, '2025-06-01', ['Writing Craft']),
  ];

  it('are the posts with the most tags in common, then the newest, never the post itself, at most three', () => {
    expect(relatedPosts(posts, posts[0]!).map((p) => p.id)).toEqual([3, 6, 5]);
  });

  it('share a tag whatever its case', () =>
    expect(relatedPosts(posts, posts[1]!).map((p) => p.id)).toEqual([6, 3, 1]));

  it('are none without a shared tag', () => {
    expect(relatedPosts(posts, posts[3]!)).toEqual([]);
    expect(relatedPosts(posts, { id: 9, tags: [] })).toEqual([]);
  });
});

describe('share links', () => {
  it('are plain links to each service with the address and title encoded', () => {
    const links = shareLinks('https://example.com/blog/3', 'Bold & brave?');
    expect(links.map((l) => l.service)).toEqual([
      'Facebook',
      'X',
      'LinkedIn',
      'Bluesky',
      'Pinterest',
      'Email',
    ]);
    expect(links[0]!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fblog%2F3',
    );
    expect(links[1]!.href).toContain('text=Bold%20%26%20brave%3F');
    expect(links.at(-1)!.href).toMatch(/^mailto:\?subject=Bold%20%26%20brave%3F&body=/);
  });
});
