/** Word counts and reading time of the owner's text (posts, preview chapters). */

/** Number of words (runs of non-space characters). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Reading time in minutes: words divided by 200, rounded up. */
export function readMinutes(text: string): number {
  return Math.ceil(wordCount(text) / 200);
}

/** 'N min read'. */
export function readTime(text: string): string {
  return `${readMinutes(text)} min read`;
}
