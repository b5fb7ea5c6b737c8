/** Approved public reader impact stories (GET /api/impact-stories), with empty and error states. */
import type { ImpactStoryItem } from './api';
import type { Load } from './load';
import { STORY_CATEGORIES } from './samples';

interface Props {
  stories: Load<ImpactStoryItem[]>;
}

/** How many stories the dashboard shows. */
const SHOWN = 6;

export default function ImpactStories({ stories }: Props) {
  if (stories.status === 'loading') {
    return <div aria-busy="true" aria-label="Loading stories" className="h-40 animate-pulse rounded-2xl bg-plum/10" />;
  }
  if (stories.status === 'error') {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
        The reader stories could not be loaded ({stories.message}).
      </p>
    );
  }
  if (stories.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-plum/30 p-6 text-center text-muted">
        No reader stories have been approved for sharing yet.{' '}
        <a href="/community" className="font-semibold text-magenta underline">
          Share yours on the community page
        </a>
        .
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {stories.data.slice(0, SHOWN).map((s) => (
        <li key={s.id} className="rounded-2xl border border-plum/10 bg-white p-5 shadow-sm">
          <blockquote>
            <p className="whitespace-pre-line text-ink">“{s.story}”</p>
          </blockquote>
          <p className="mt-3 text-sm font-semibold text-plum">
            {s.readerName}
            {s.readerLocation ? `, ${s.readerLocation}` : ''}
          </p>
          <p className="text-xs text-muted">
            {STORY_CATEGORIES[s.category] ?? s.category}
            {s.bookTitle ? ` · ${s.bookTitle}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
