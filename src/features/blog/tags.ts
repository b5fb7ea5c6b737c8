/** Post tags: cleaned on input, and the slug each one's page lives at (/blog/tag/{slug}). */

/** Longest tag, and most tags on one post. */
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 10;

/** 'Writing Craft' -> 'writing-craft'; accents dropped; '' when nothing is left. */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Trimmed, inner spaces collapsed, empty ones and repeats (by slug) dropped, in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const slug = tagSlug(tag);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    out.push(tag);
  }
  return out;
}

/** 'craft, routines,  busy brains' -> ['craft', 'routines', 'busy brains'] (the admin's text field). */
export function parseTagList(text: string): string[] {
  return cleanTags(text.split(','));
}

/** Every tag of `posts` with its slug and how many posts carry it, by name. */
export function tagIndex(
  posts: readonly { tags: readonly string[] }[],
): { tag: string; slug: string; count: number }[] {
  const bySlug = new Map<string, { tag: string; slug: string; count: number }>();
  for (const post of posts)
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      const entry = bySlug.get(slug) ?? { tag, slug, count: 0 };
      entry.count += 1;
      bySlug.set(slug, entry);
    }
  return [...bySlug.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}
