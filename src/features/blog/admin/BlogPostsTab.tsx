/** Blog Posts: the New Post dialog and the list, where each post can be viewed, edited or deleted (after a confirmation). */
import { AlertDialog } from 'radix-ui';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { api, errorText, formatDateTime } from '~/features/admin/api-client';
import type { PostView } from '~/features/admin/dashboard.server';
import Modal from '~/features/admin/Modal';
import PostForm from './PostForm';
import type { BlogPostInput } from './post-schema';

interface Props {
  posts: PostView[];
  onChange(posts: PostView[]): void;
}

type Stored = Omit<PostView, 'publishedAt'> & { publishedAt: string };

/** True when the post is on the public site (published, and its time has come). */
const isLive = (post: Pick<PostView, 'status' | 'publishedAt'>) =>
  post.status === 'published' && Date.parse(post.publishedAt) <= Date.now();

/** 'Draft', 'Scheduled for …' or 'Published …', as a badge and the date. */
function PostState({ post }: { post: Pick<PostView, 'status' | 'publishedAt'> }) {
  const [text, badge] =
    post.status === 'draft'
      ? ['Draft', 'bg-muted/15 text-ink']
      : isLive(post)
        ? ['Published', 'bg-green-100 text-green-900']
        : ['Scheduled', 'bg-gold/30 text-ink'];
  return (
    <>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${badge}`}>{text}</span>
      <span>
        {post.status === 'draft' ? 'dated ' : isLive(post) ? '' : 'goes live '}
        {formatDateTime(post.publishedAt)}
      </span>
    </>
  );
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-plum/30 text-plum hover:bg-band hover:text-white';

export default function BlogPostsTab({ posts, onChange }: Props) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PostView | null>(null);
  const [deleting, setDeleting] = useState<PostView | null>(null);
  const [error, setError] = useState('');

  async function create(post: BlogPostInput) {
    try {
      const saved = await api<Stored>('/api/admin/blog-posts', { method: 'POST', body: post });
      onChange([saved, ...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)));
      setCreating(false);
    } catch (err) {
      throw new Error(errorText(err, 'Failed to create blog post'));
    }
  }

  async function update(post: BlogPostInput) {
    if (!editing) return;
    try {
      const saved = await api<Stored>(`/api/admin/blog-posts/${editing.id}`, { method: 'PATCH', body: post });
      onChange(
        posts
          .map((p) => (p.id === saved.id ? saved : p))
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
      );
      setEditing(null);
    } catch (err) {
      throw new Error(errorText(err, 'Failed to update blog post'));
    }
  }

  async function remove() {
    if (!deleting) return;
    try {
      await api(`/api/admin/blog-posts/${deleting.id}`, { method: 'DELETE' });
      onChange(posts.filter((p) => p.id !== deleting.id));
    } catch (err) {
      setError(errorText(err, 'Failed to delete blog post'));
    }
    setDeleting(null);
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted">{posts.length} posts</p>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          New Post
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <ul className="grid gap-3">
        {posts.map((post) => (
          <li
            key={post.id}
            className="bg-surface flex flex-wrap items-center justify-between gap-3 rounded-xl p-4 shadow-sm"
          >
            <div className="min-w-0 flex-1">
              <h3 className="text-ink font-serif text-lg font-bold break-words">{post.title}</h3>
              <p className="text-muted flex flex-wrap items-center gap-2 text-sm">
                <PostState post={post} />
                {post.tags.length > 0 && <span>· {post.tags.join(', ')}</span>}
              </p>
            </div>
            <div className="flex gap-2">
              <a
                href={isLive(post) ? `/blog/${post.id}` : `/admin/preview/blog/${post.id}`}
                className={iconButton}
                aria-label={`${isLive(post) ? 'View' : 'Preview'} ${post.title}`}
                title={isLive(post) ? 'View' : 'Preview'}
              >
                <Eye aria-hidden="true" size={20} />
              </a>
              <button
                type="button"
                className={iconButton}
                aria-label={`Edit ${post.title}`}
                title="Edit"
                onClick={() => setEditing(post)}
              >
                <Pencil aria-hidden="true" size={20} />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Delete ${post.title}`}
                title="Delete"
                onClick={() => setDeleting(post)}
              >
                <Trash2 aria-hidden="true" size={20} />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={creating}
        onOpenChange={setCreating}
        title="New Post"
        description="Publish a new blog post."
        wide
      >
        <PostForm
          idPrefix="new-post"
          submitLabel="Create Post"
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      </Modal>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit Post"
        wide
      >
        {editing && (
          <PostForm
            idPrefix="edit-post"
            initial={editing}
            submitLabel="Save Changes"
            onSubmit={update}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="bg-ink/60 fixed inset-0 z-40" />
          <AlertDialog.Content className="bg-page fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-xl">
            <AlertDialog.Title className="text-plum font-serif text-xl font-bold">
              Delete this post?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-ink mt-2">
              “{deleting?.title}” will be removed from the blog. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className="btn-outline">Cancel</AlertDialog.Cancel>
              <AlertDialog.Action
                className="btn bg-red-700 text-white hover:bg-red-800"
                onClick={() => void remove()}
              >
                Delete
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
