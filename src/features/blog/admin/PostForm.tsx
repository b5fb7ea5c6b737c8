/**
 * The blog post form (New Post dialog, edit dialog and /blog/create), validated with the
 * shared schema: Markdown content with a live preview, a cover by URL or upload, tags,
 * and draft or published with a date (a future one schedules the post).
 */
import { parseTagList } from '~/features/blog/tags';
import { blogPostSchema, type BlogPostInput } from './post-schema';
import { localInputToIso, toLocalInputValue } from '~/features/admin/datetime';
import { TextField } from '~/features/admin/Field';
import AdminForm from '~/features/admin/AdminForm';
import { useAdminForm } from '~/features/admin/useAdminForm';
import ImageField from '~/features/media/admin/ImageField';
import MarkdownEditor from '~/features/admin/MarkdownEditor';
import { useFieldState, useRadioState } from '~/lib/forms/field-state';

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
  /** Sends the validated post; rejects with the API's error. */
  onSubmit(post: BlogPostInput): Promise<void>;
  onCancel?(): void;
  /** Also tell of a failure in a toast with this title (/blog/create). */
  failureToast?: string;
}

/** The form's values as the schema reads them: the local date and time become an ISO instant, tags a list. */
function readPost(form: HTMLFormElement): BlogPostInput {
  const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
  return {
    ...data,
    publishedAt: localInputToIso(data.publishedAt ?? ''),
    tags: parseTagList(data.tags ?? ''),
  } as BlogPostInput;
}

export default function PostForm({
  idPrefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  failureToast,
}: Props) {
  const form = useAdminForm(blogPostSchema, readPost, {
    send: onSubmit,
    fallback: initial ? 'Failed to update blog post' : 'Failed to create blog post',
    failureToast,
    idPrefix,
  });
  const { field, errors } = form;
  const defaultWhen = toLocalInputValue(initial ? new Date(initial.publishedAt) : new Date());
  const [status, setStatus, statusRef] = useRadioState(initial?.status ?? 'published');
  const [when, setWhen, whenRef] = useFieldState(defaultWhen);
  const scheduled = status === 'published' && localInputToIso(when) > new Date().toISOString();
  const label = status === 'draft' ? 'Save Draft' : scheduled ? 'Schedule Post' : submitLabel;

  return (
    <AdminForm form={form} submitLabel={label} onCancel={onCancel}>
      <TextField {...field('title')} label="Title" defaultValue={initial?.title} required />
      <TextField {...field('excerpt')} label="Excerpt" rows={2} defaultValue={initial?.excerpt} required />
      <MarkdownEditor {...field('content')} label="Content" kind="post" defaultValue={initial?.content} />
      <ImageField {...field('coverImage')} label="Cover image URL" defaultValue={initial?.coverImage} />
      <TextField
        {...field('tags')}
        label="Tags"
        hint="Separated by commas, e.g. Writing Craft, Busy Brains. Each tag gets its own page."
        defaultValue={initial?.tags.join(', ')}
      />
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
                ref={statusRef}
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
      <TextField
        {...field('publishedAt')}
        label="Publish date and time"
        hint="A time in the future schedules the post: it goes live by itself within minutes of it."
        type="datetime-local"
        ref={whenRef}
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        required
      />
    </AdminForm>
  );
}
