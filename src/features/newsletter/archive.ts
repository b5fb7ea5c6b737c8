/** The public newsletter archive: sent issues from the build-time collection, newest first, and their excerpts. */
import { getCollection } from 'astro:content';
import { markdownToText } from './markdown';

/** A sent issue as the archive pages use it. */
export interface ArchivedIssue {
  id: number;
  subject: string;
  content: string;
  sentAt: Date;
}

/** Every sent issue, newest first. */
export async function allIssues(): Promise<ArchivedIssue[]> {
  const entries = await getCollection('issues');
  return entries
    .map((e) => ({ ...e.data, id: Number(e.id) }))
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.id - a.id);
}

/** The first words of an issue as plain text, for cards and meta descriptions. */
export function issueExcerpt(content: string, max = 160): string {
  const text = markdownToText(content)
    .replace(/\s+/g, ' ')
    .replace(/[=-]{4,}/g, '')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
