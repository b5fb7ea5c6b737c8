/** Approved public reader impact stories (GET /api/impact-stories), with empty and error states. */
import type { ImpactStoryItem } from './api';
import type { Load } from './load';
import LoadState from './LoadState';
import { STORY_CATEGORIES } from './samples';

interface Props {
  stories: Load<ImpactStoryItem[]>;
}

/** How many stories the dashboard shows. */
const SHOWN = 6;

export default function ImpactStories({ stories }: Props) {
  if (stories.status !== 'ready') return <LoadState load={stories} what="reader stories" height="h-40" />;
  if (stories.data.length === 0) {
    return (
      <p className="border-plum/30 text-muted rounded-2xl border border-dashed p-6 text-center">
        No reader stories have been approved for sharing yet.{' '}
        <a href="/community" className="text-magenta font-semibold underline">
          Share yours on the community page
        </a>
        .
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {stories.data.slice(0, SHOWN).map((s) => (
        <li key={s.id} className="border-plum/10 bg-surface rounded-2xl border p-5 shadow-sm">
          <blockquote>
            <p className="text-ink whitespace-pre-line">“{s.story}”</p>
          </blockquote>
          <p className="text-plum mt-3 text-sm font-semibold">
            {s.readerName}
            {s.readerLocation ? `, ${s.readerLocation}` : ''}
          </p>
          <p className="text-muted text-xs">
            {STORY_CATEGORIES[s.category] ?? s.category}
            {s.bookTitle ? ` · ${s.bookTitle}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
