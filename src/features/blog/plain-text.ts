/** Plain text written by the owner (posts, preview chapters), shown with its line breaks kept. */

/** Paragraphs separated by blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[ \t]*\n)+/)
    .map((p) => p.replace(/^\s*\n|\s+$/g, ''))
    .filter((p) => p.trim() !== '');
}

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
