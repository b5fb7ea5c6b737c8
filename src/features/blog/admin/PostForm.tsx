/**
 * The blog post form (New Post dialog, edit dialog and /blog/create), validated with the
 * shared schema: Markdown content with a live preview, a cover by URL or upload, tags,
 * and draft or published with a date (a future one schedules the post).
 */
import { useState, type SubmitEvent } from 'react';
import { useFormValidation } from '~/lib/forms/validation';
import { parseTagList } from '~/features/blog/tags';
import { blogPostSchema, type BlogPostInput } from './post-schema';
import { localInputToIso, toLocalInputValue } from '~/features/admin/datetime';
import Field, { inputClass } from '~/features/admin/Field';
import ImageField from '~/features/media/admin/ImageField';
import MarkdownEditor from '~/features/admin/MarkdownEditor';

interface Props {
  /** Prefix for element ids, so two forms on one page stay distinct. */
  idPrefix: string;
  initial?: {
    title: string;
    excerpt: string;
    content: string;
    coverImage: string;
    publishedAt: string;
    status: 'draft' | 'published';
    tags: string[];
  };
  submitLabel: string;
  /** Sends the validated post; rejects with a message to show. */
  onSubmit(post: BlogPostInput): Promise<void>;
  onCancel?(): void;
}

/** The form's values as the schema reads them: the local date and time become an ISO instant, tags a list. */
function readPost(form: HTMLFormElement) {
  const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
  return {
    ...data,
    publishedAt: localInputToIso(data.publishedAt ?? ''),
    tags: parseTagList(data.tags ?? ''),
  };
}

export default function PostForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { errors, validate } = useFormValidation(blogPostSchema, readPost);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const defaultWhen = toLocalInputValue(initial ? new Date(initial.publishedAt) : new Date());
  const [status, setStatus] = useState(initial?.status ?? 'published');
  const [when, setWhen] = useState(defaultWhen);
  const scheduled = status === 'published' && localInputToIso(when) > new Date().toISOString();
  const label = status === 'draft' ? 'Save Draft' : scheduled ? 'Schedule Post' : submitLabel;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form).success) return;
    const post = readPost(form);
    setFormError('');
    setBusy(true);
    try {
      await onSubmit(post as BlogPostInput);
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field id={id('title')} label="Title" error={errors.title}>
        {(a) => <input {...a} name="title" defaultValue={initial?.title} required className={inputClass} />}
      </Field>
      <Field id={id('excerpt')} label="Excerpt" error={errors.excerpt}>
        {(a) => (
          <textarea
            {...a}
            name="excerpt"
            rows={2}
            defaultValue={initial?.excerpt}
            required
            className={inputClass}
          />
        )}
      </Field>
      <MarkdownEditor
        id={id('content')}
        name="content"
        label="Content"
        kind="post"
        defaultValue={initial?.content}
        error={errors.content}
      />
      <ImageField
        id={id('cover')}
        name="coverImage"
        label="Cover image URL"
        defaultValue={initial?.coverImage}
        error={errors.coverImage}
      />
      <Field
        id={id('tags')}
        label="Tags"
        error={errors.tags}
        hint="Separated by commas, e.g. Writing Craft, Busy Brains. Each tag gets its own page."
      >
        {(a) => <input {...a} name="tags" defaultValue={initial?.tags.join(', ')} className={inputClass} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="text-ink text-sm font-semibold">Status</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['published', 'Published'],
              ['draft', 'Draft (only you can see it)'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                className="size-5"
              />
              {text}
            </label>
          ))}
        </div>
        {errors.status && <p className="text-sm font-medium text-red-700">{errors.status}</p>}
      </fieldset>
      <Field
        id={id('published')}
        label="Publish date and time"
        error={errors.publishedAt}
        hint="A time in the future schedules the post: it goes live by itself within minutes of it."
      >
        {(a) => (
          <input
            {...a}
            name="publishedAt"
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            required
            className={inputClass}
          />
        )}
      </Field>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : label}
        </button>
      </div>
    </form>
  );
}
