/** The demo content's counts in words, for the admin's notice and its confirmation. No server imports. */
import type { DemoCounts } from './demo-content.queries';

/** Each count's name, singular and plural, in the order the notice lists them. */
const NAMES: [keyof DemoCounts, string, string][] = [
  ['books', 'book', 'books'],
  ['previews', 'preview chapter', 'preview chapters'],
  ['posts', 'blog post', 'blog posts'],
  ['stories', 'reader story', 'reader stories'],
  ['forumItems', 'forum item', 'forum items'],
  ['challenges', 'reading challenge', 'reading challenges'],
  ['products', 'product', 'products'],
  ['milestones', 'community milestone', 'community milestones'],
  ['insights', 'community insight', 'community insights'],
  ['issues', 'newsletter issue', 'newsletter issues'],
  ['analytics', 'sample visit (analytics)', 'sample visits (analytics)'],
  ['figures', 'marketing figure', 'marketing figures'],
  ['texts', 'testimonial, review or sample story', 'testimonials, reviews and sample stories'],
];

/** 'a', 'a and b', 'a, b and c'; '' for none. */
export function listInWords(parts: string[]): string {
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** '14 books, 41 preview chapters and 11 marketing figures'; '' when every count is 0. */
export function describeDemoCounts(counts: DemoCounts): string {
  return listInWords(
    NAMES.filter(([key]) => counts[key] > 0).map(
      ([key, one, many]) => `${counts[key].toLocaleString('en-US')} ${counts[key] === 1 ? one : many}`,
    ),
  );
}
