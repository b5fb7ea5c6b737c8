/**
 * Share-your-story: collapsed behind a button, open as a form, collapsed and reset after
 * success or cancel (SPEC.md §4). Field rules come from the shared schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'astro/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../../lib/api-client';
import { showToast } from '../../stores/toast';
import {
  PERMISSION_TEXT,
  STORY_CATEGORIES,
  STORY_THANKS_DESCRIPTION,
  STORY_THANKS_TITLE,
  storySchema,
} from './schema';

interface Props {
  /** The catalogue's books to choose from. */
  books: { id: number; title: string }[];
}

type Input = z.input<typeof storySchema>;
type Output = z.output<typeof storySchema>;

const empty: Input = {
  readerName: '',
  readerLocation: '',
  bookId: '',
  story: '',
  category: '' as Input['category'],
  isPublic: false,
};
const fieldClass =
  'mt-1 block w-full rounded-lg border-2 border-plum/25 bg-white px-4 py-2.5 text-ink aria-[invalid=true]:border-red-700';

export default function StoryForm({ books }: Props) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(storySchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const close = () => {
    reset(empty);
    setOpen(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/impact-stories', values);
      close();
      showToast({ title: STORY_THANKS_TITLE, description: STORY_THANKS_DESCRIPTION });
    } catch {
      showToast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    }
  });

  if (!open) {
    return (
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        Share Your Story
      </button>
    );
  }

  const field = (name: keyof Input) => ({
    id: `story-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `story-${name}-error` : undefined,
  });
  const error = (name: keyof Input) =>
    errors[name]?.message ? (
      <p id={`story-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Share your story"
      className="relative grid gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="story-readerName" className="font-semibold">
            Your name
          </label>
          <input
            {...register('readerName')}
            {...field('readerName')}
            autoComplete="name"
            className={fieldClass}
          />
          {error('readerName')}
        </div>
        <div>
          <label htmlFor="story-readerLocation" className="font-semibold">
            Location (optional)
          </label>
          <input
            {...register('readerLocation')}
            {...field('readerLocation')}
            placeholder="City, Country"
            className={fieldClass}
          />
          {error('readerLocation')}
        </div>
        <div>
          <label htmlFor="story-bookId" className="font-semibold">
            Book
          </label>
          <select {...register('bookId')} {...field('bookId')} className={fieldClass}>
            <option value="">Choose a book</option>
            {books.map((book) => (
              <option key={book.id} value={book.id}>
                {book.title}
              </option>
            ))}
          </select>
          {error('bookId')}
        </div>
        <div>
          <label htmlFor="story-category" className="font-semibold">
            Category
          </label>
          <select {...register('category')} {...field('category')} className={fieldClass}>
            <option value="">Choose a category</option>
            {Object.entries(STORY_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error('category')}
        </div>
      </div>
      <div>
        <label htmlFor="story-story" className="font-semibold">
          Your story
        </label>
        <textarea {...register('story')} {...field('story')} rows={6} className={fieldClass} />
        {error('story')}
      </div>
      <label className="flex items-start gap-3">
        <input type="checkbox" {...register('isPublic')} className="accent-magenta mt-1 size-5" />
        <span>{PERMISSION_TEXT}</span>
      </label>
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="story-website">Leave this field empty</label>
        <input {...register('website')} id="story-website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className="btn-primary disabled:opacity-70">
          {isSubmitting ? 'Sharing...' : 'Share My Story'}
        </button>
        <button type="button" onClick={close} className="btn-outline">
          Cancel
        </button>
      </div>
    </form>
  );
}
