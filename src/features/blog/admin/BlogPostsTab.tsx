/** Blog Posts: the New Post dialog and the list, where each post can be viewed, edited or deleted (after a confirmation). */
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { formatDateTime } from '~/features/admin/api-client';
import type { PostView } from '~/features/admin/dashboard.server';
import { FormAlert } from '~/features/admin/FormActions';
import LazyList from '~/features/admin/LazyList';
import ListRow from '~/features/admin/ListRow';
import ItemDialogs from '~/features/admin/ItemDialogs';
import KeptWorkList from '~/features/admin/KeptWorkList';
import { useAdminList } from '~/features/admin/useAdminList';
import { useItemEditor } from '~/features/admin/useItemEditor';
import PostForm from './PostForm';
import type { BlogPostInput } from './post-schema';

interface Props {
  /** Called after every write, so the dashboard refreshes and watches the publish. */
  onChange(): void;
}

/** True when the post is on the public site (published, and its time has come). */
const isLive = (post: Pick<PostView, 'status' | 'publishedAt'>) =>
  post.status === 'published' && Date.parse(post.publishedAt) <= Date.now();

/** Newest first, as the API lists them. */
const byDate = (a: PostView, b: PostView) => b.publishedAt.localeCompare(a.publishedAt);

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

/** The post's Edit and Delete buttons, drawn as icons and named for the post. */
const ACTIONS = [
  ['Edit', Pencil],
  ['Delete', Trash2],
] as const;

export default function BlogPostsTab({ onChange }: Props) {
  const list = useAdminList<PostView>('/api/admin/blog-posts', ['blog post', 'blog posts']);
  /** Shows the list as `change` makes it (newest first), and tells the dashboard. */
  const changed = (change: (posts: PostView[]) => PostView[]) => {
    list.update((posts) => change(posts).sort(byDate));
    onChange();
  };
  const editor = useItemEditor<PostView, BlogPostInput>('/api/admin/blog-posts', {
    saved: (saved, edited) =>
      changed((posts) => (edited ? posts.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...posts])),
    removed: (post) => changed((posts) => posts.filter((p) => p.id !== post.id)),
    deleteFailed: 'Failed to delete blog post',
  });

  const open = { Edit: editor.edit, Delete: editor.askDelete };
  return (
    <LazyList list={list}>
      {(posts) => (
        <div className="grid gap-4">
          {/* The list above says how many posts there are. */}
          <div className="flex justify-end">
            <button type="button" className="btn-primary" onClick={() => editor.edit('new')}>
              New Post
            </button>
          </div>
          <FormAlert>{editor.failure}</FormAlert>
          {editor.editing === null && (
            <KeptWorkList
              prefix="post:"
              shown={(id) => posts.some((p) => p.id === id)}
              onContinue={(id) => editor.edit(posts.find((p) => p.id === id) ?? 'new')}
            />
          )}
          <ul className="grid gap-3">
            {posts.map((post) => (
              <ListRow
                key={post.id}
                title={post.title}
                actions={
                  <>
                    <a
                      href={isLive(post) ? `/blog/${post.id}` : `/admin/preview/blog/${post.id}`}
                      className={iconButton}
                      aria-label={`${isLive(post) ? 'View' : 'Preview'} ${post.title}`}
                      title={isLive(post) ? 'View' : 'Preview'}
                    >
                      <Eye aria-hidden="true" size={20} />
                    </a>
                    {ACTIONS.map(([name, Icon]) => (
                      <button
                        key={name}
                        type="button"
                        className={iconButton}
                        aria-label={`${name} ${post.title}`}
                        title={name}
                        onClick={() => open[name](post)}
                      >
                        <Icon aria-hidden="true" size={20} />
                      </button>
                    ))}
                  </>
                }
              >
                <p className="text-muted flex flex-wrap items-center gap-2 text-sm">
                  <PostState post={post} />
                  {post.tags.length > 0 && <span>· {post.tags.join(', ')}</span>}
                </p>
              </ListRow>
            ))}
          </ul>
          <ItemDialogs
            editor={editor}
            title={['New Post', 'Edit Post']}
            description="Write a new blog post. It starts as a draft: only you see it until you publish it."
            confirm={(post) => ({
              title: 'Delete this post?',
              description: `“${post.title}” will be removed from the blog. This cannot be undone.`,
            })}
          >
            {(form) => (
              <PostForm
                {...form}
                postId={form.initial?.id}
                idPrefix={form.initial ? 'edit-post' : 'new-post'}
                submitLabel={form.initial ? 'Save Changes' : 'Create Post'}
              />
            )}
          </ItemDialogs>
        </div>
      )}
    </LazyList>
  );
}
