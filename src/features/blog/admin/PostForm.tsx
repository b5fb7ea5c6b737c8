/**
 * The blog post form (New Post dialog, edit dialog and /blog/create), validated with the
 * shared schema: Markdown content with a live preview, a cover by URL or upload, tags,
 * and draft or published with a date (a future one schedules the post). A new post starts
 * as a draft. While the owner writes, the unsaved changes are kept on the server every 30
 * seconds (never published by that) and offered back when the editor opens again; leaving
 * with unsaved changes asks first.
 */
import { useState } from 'react';
import KeptWork from '~/features/admin/KeptWork';
import { parseTagList } from '~/features/blog/tags';
import { blogPostSchema, type BlogPostInput } from './post-schema';
import { localInputToIso, toLocalInputValue } from '~/features/admin/datetime';
import { TextField } from '~/features/admin/Field';
import AdminForm from '~/features/admin/AdminForm';
import { useAdminForm } from '~/features/admin/useAdminForm';
import ImageField from '~/features/media/admin/ImageField';
import MarkdownEditor from '~/features/admin/MarkdownEditor';
import { useFieldState, useRadioState } from '~/lib/forms/field-state';

/** A post's fields as the form opens with them. */
type PostValues = NonNullable<Props['initial']>;

interface Props {
  /** Prefix for element ids, so two forms on one page stay distinct. */
  idPrefix: string;
  /** The post edited; none for a new one (its unsaved changes are kept as 'post:new'). */
  postId?: number;
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

/** The post's fields from what an autosave kept (the form's own field names). */
function fromKept(value: Record<string, string | string[]>, base: PostValues | undefined): PostValues {
  const text = (name: string) => String(value[name] ?? '');
  return {
    title: text('title'),
    excerpt: text('excerpt'),
    content: text('content'),
    coverImage: text('coverImage'),
    publishedAt: localInputToIso(text('publishedAt')) || base?.publishedAt || new Date().toISOString(),
    status: text('status') === 'published' ? 'published' : 'draft',
    tags: parseTagList(text('tags')),
  };
}

export default function PostForm(props: Props) {
  const key = `post:${props.postId ?? 'new'}`;
  const [restored, setRestored] = useState<{ values: PostValues; version: number } | null>(null);
  return (
    <div className="grid gap-4">
      <KeptWork
        editorKey={key}
        onRestore={(value) =>
          setRestored((r) => ({ values: fromKept(value, props.initial), version: (r?.version ?? 0) + 1 }))
        }
      />
      <PostFields
        key={restored?.version ?? 0}
        {...props}
        initial={restored?.values ?? props.initial}
        editorKey={key}
        restored={restored !== null}
      />
    </div>
  );
}

function PostFields({
  idPrefix,
  postId,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  failureToast,
  editorKey,
  restored,
}: Props & { editorKey: string; restored: boolean }) {
  const form = useAdminForm(blogPostSchema, readPost, {
    send: onSubmit,
    fallback: postId ? 'Failed to update blog post' : 'Failed to create blog post',
    failureToast,
    idPrefix,
    keep: {
      label: postId && initial ? `the post “${initial.title}”` : 'the new post',
      autosave: {
        key: editorKey,
        label: (values) => `Post “${String(values.title ?? '').trim() || 'untitled'}”`,
      },
      startDirty: restored,
    },
  });
  const { field, errors } = form;
  const defaultWhen = toLocalInputValue(initial ? new Date(initial.publishedAt) : new Date());
  // A post begun here starts as a draft: nothing goes live until the owner chooses Published.
  const [status, setStatus, statusRef] = useRadioState(initial?.status ?? 'draft');
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
