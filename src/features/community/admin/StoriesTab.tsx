/** Stories: the reader impact stories queue; approve, publish (approved and public) or reject each. */
import { useState } from 'react';
import { api, formatDateTime } from '~/features/admin/api-client';
import Badge from '~/features/admin/Badge';
import type { StoryView } from '~/features/admin/dashboard.server';
import { FormAlert } from '~/features/admin/FormActions';
import LazyList from '~/features/admin/LazyList';
import { useAdminList } from '~/features/admin/useAdminList';

interface Props {
  /** Called after every change, so the dashboard refreshes and watches the publish. */
  onChange(): void;
}

const ACTIONS = [
  ['Approve', { isApproved: true }],
  ['Publish', { isApproved: true, isPublic: true }],
  ['Reject', { isApproved: false, isPublic: false }],
] as const;

function stateOf(story: StoryView): [string, string] {
  if (story.isApproved && story.isPublic) return ['Published', 'bg-green-100 text-green-900'];
  if (story.isApproved) return ['Approved, private', 'bg-blue-100 text-blue-900'];
  return ['Awaiting review', 'bg-yellow-100 text-yellow-900'];
}

export default function StoriesTab({ onChange }: Props) {
  const list = useAdminList<StoryView>('/api/admin/impact-stories', ['story', 'stories']);
  const [error, setError] = useState('');

  async function moderate(story: StoryView, body: { isApproved: boolean; isPublic?: boolean }) {
    setError('');
    try {
      const saved = await api<StoryView>(`/api/admin/impact-stories/${story.id}`, { method: 'PATCH', body });
      const next = { ...story, isApproved: saved.isApproved, isPublic: saved.isPublic };
      list.update((stories) => stories.map((s) => (s.id === story.id ? next : s)));
      onChange();
    } catch (err) {
      setError(`Could not update the story (${(err as Error).message}).`);
    }
  }

  return (
    <LazyList list={list}>
      {(stories) =>
        stories.length === 0 ? (
          <p className="text-muted">No stories yet.</p>
        ) : (
          <div className="grid gap-3">
            <FormAlert>{error}</FormAlert>
            <ul className="grid gap-3">
              {stories.map((story) => {
                const [label, tone] = stateOf(story);
                return (
                  <li key={story.id} className="bg-surface rounded-xl p-4 shadow-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-serif text-lg font-bold">
                        {story.readerName}
                        {story.readerLocation && (
                          <span className="text-muted font-sans text-sm font-normal">
                            {' '}
                            · {story.readerLocation}
                          </span>
                        )}
                      </h3>
                      <Badge tone={tone}>{label}</Badge>
                    </div>
                    <p className="text-muted text-sm">
                      On {story.bookTitle} · {story.category.replace('_', ' ')} ·{' '}
                      {formatDateTime(story.submittedAt)}
                    </p>
                    <p className="mt-2 break-words whitespace-pre-line">{story.story}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      {ACTIONS.map(([name, body]) => (
                        <button
                          key={name}
                          type="button"
                          className="btn-outline min-h-11 px-4 py-1.5 text-sm"
                          aria-label={`${name} the story by ${story.readerName}`}
                          onClick={() => void moderate(story, body)}
                        >
                          {name}
                        </button>
                      ))}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        )
      }
    </LazyList>
  );
}
