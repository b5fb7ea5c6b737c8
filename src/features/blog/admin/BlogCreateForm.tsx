/** /blog/create: the standalone post form; on success goes to /blog, on failure shows the SPEC.md §8 toast. */
import { showToast } from '~/stores/toast';
import { api, ApiError } from '~/features/admin/api-client';
import PostForm from './PostForm';
import type { BlogPostInput } from './post-schema';

export default function BlogCreateForm() {
  async function create(post: BlogPostInput) {
    try {
      await api('/api/admin/blog-posts', { method: 'POST', body: post });
    } catch (error) {
      const description =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to create blog post';
      showToast({ title: 'Error creating blog post', description, variant: 'destructive' });
      throw new Error(description);
    }
    window.location.assign('/blog');
  }
  return <PostForm idPrefix="create-post" submitLabel="Create Post" onSubmit={create} />;
}
