/** Blog posts from the build-time collection, in the shape pages use. */
import { getCollection } from 'astro:content';
import type { BlogPost } from '~db/schema';

/** Every post, newest first. */
export async function allPosts(): Promise<BlogPost[]> {
  const entries = await getCollection('posts');
  return entries
    .map((e) => ({ ...e.data, id: Number(e.id) }))
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
}
