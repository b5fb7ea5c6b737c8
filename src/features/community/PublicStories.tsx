/**
 * The approved public stories, server-rendered from the build's data and refreshed from
 * GET /api/impact-stories once visible. Text only: a story with markup never runs as HTML.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '~/lib/http/api-client';
import { STORY_CATEGORIES } from './categories';

/** A story as the API lists it. */
export interface StoryView {
  id: number;
  readerName: string;
  readerLocation: string | null;
  bookTitle: string;
  story: string;
  category: keyof typeof STORY_CATEGORIES;
}

interface Props {
  initial: StoryView[];
}

export default function PublicStories({ initial }: Props) {
  const [stories, setStories] = useState(initial);
  useEffect(() => {
    apiRequest<StoryView[]>('GET', '/api/impact-stories')
      .then(setStories)
      .catch(() => {});
  }, []);
  if (stories.length === 0) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Stories from readers">
      {stories.map((s) => (
        <li key={s.id}>
          <figure className="bg-surface h-full rounded-2xl p-5 shadow-sm">
            <p className="text-magenta text-sm font-semibold">{STORY_CATEGORIES[s.category] ?? s.category}</p>
            <blockquote className="mt-2 whitespace-pre-line">{s.story}</blockquote>
            <figcaption className="text-muted mt-3 text-sm">
              <strong className="text-ink">{s.readerName}</strong>
              {s.readerLocation ? `, ${s.readerLocation}` : ''} on <cite>{s.bookTitle}</cite>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
