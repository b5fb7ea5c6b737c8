/**
 * The reader stories an erasure would remove, each with a checkbox: the owner keeps any
 * that turn out to be someone else's (a story is tied to an address by the browser that
 * sent it, or only by a name).
 */
interface Props {
  stories: StoryChoice[];
  /** The ids of the stories to erase. */
  chosen: number[];
  onChange(chosen: number[]): void;
}

/** A story as the erasure preview lists it. */
export interface StoryChoice {
  id: number;
  readerName: string;
  excerpt: string;
  /** Shown on the site (approved and public). */
  published: boolean;
}

export default function StoryChoices({ stories, chosen, onChange }: Props) {
  if (stories.length === 0) return null;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="border-muted/40 grid gap-2 rounded-lg border p-3">
      <legend className="px-1 font-semibold">Reader stories</legend>
      <p className="text-muted text-sm">
        Sent from a browser whose reading shelf was linked to this address, or signed with a name from their
        messages or orders. Uncheck any that are someone else's.
      </p>
      {stories.map((story) => (
        <label key={story.id} className="flex min-h-11 items-start gap-3 py-1">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={chosen.includes(story.id)}
            onChange={(e) => toggle(story.id, e.target.checked)}
          />
          <span>
            <span className="font-semibold">{story.readerName}</span>
            {story.published && (
              <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                shown on the site
              </span>
            )}
            <span className="text-muted block text-sm">“{story.excerpt}”</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
