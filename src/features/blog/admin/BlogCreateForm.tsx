/** /blog/create: the standalone post form; on success goes to /blog, on failure shows the SPEC.md §8 toast. */
import { api } from '~/features/admin/api-client';
import { leavePage } from '~/features/admin/unsaved';
import PostForm from './PostForm';
import type { BlogPostInput } from './post-schema';

async function create(post: BlogPostInput) {
  await api('/api/admin/blog-posts', { method: 'POST', body: post });
  // Saved: going on to /blog loses nothing, so the unsaved-changes question is not asked.
  leavePage('/blog');
}

export default function BlogCreateForm() {
  return (
    <PostForm
      idPrefix="create-post"
      submitLabel="Create Post"
      onSubmit={create}
      failureToast="Error creating blog post"
    />
  );
}
