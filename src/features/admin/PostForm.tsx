/** The blog post form (New Post dialog, edit dialog and /blog/create), validated with the shared schema. */
import { useState, type SubmitEvent } from 'react';
import { useFormValidation } from '../../lib/form-validation';
import { blogPostSchema, type BlogPostInput } from './schema';
import { localInputToIso, toLocalInputValue } from './datetime';
import Field, { inputClass } from './Field';

interface Props {
  /** Prefix for element ids, so two forms on one page stay distinct. */
  idPrefix: string;
  initial?: { title: string; excerpt: string; content: string; coverImage: string; publishedAt: string };
  submitLabel: string;
  /** Sends the validated post; rejects with a message to show. */
  onSubmit(post: BlogPostInput): Promise<void>;
  onCancel?(): void;
}

/** The form's values as the schema reads them: the local date and time become an ISO instant. */
function readPost(form: HTMLFormElement) {
  const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
  return { ...data, publishedAt: localInputToIso(data.publishedAt ?? '') };
}

export default function PostForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { errors, validate } = useFormValidation(blogPostSchema, readPost);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const defaultWhen = toLocalInputValue(initial ? new Date(initial.publishedAt) : new Date());

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!validate(form).success) return;
    const post = readPost(form);
    setFormError('');
    setBusy(true);
    try {
      await onSubmit(post as BlogPostInput);
      if (!initial) form.reset();
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
      <Field id={id('content')} label="Content" error={errors.content}>
        {(a) => (
          <textarea
            {...a}
            name="content"
            rows={8}
            defaultValue={initial?.content}
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={id('cover')}
        label="Cover image URL"
        error={errors.coverImage}
        hint="https://… or a site path such as /images/blog/cover.svg"
      >
        {(a) => (
          <input
            {...a}
            name="coverImage"
            type="url"
            inputMode="url"
            defaultValue={initial?.coverImage}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={id('published')} label="Publish date" error={errors.publishedAt}>
        {(a) => (
          <input
            {...a}
            name="publishedAt"
            type="datetime-local"
            defaultValue={defaultWhen}
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
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
