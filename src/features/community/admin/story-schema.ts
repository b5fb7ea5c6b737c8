/** The owner's decision on a reader story. */
import * as z from 'zod/mini';
import '~/features/admin/zod-texts';

/** PATCH /api/admin/impact-stories/{id}. */
export const storyModerationSchema = z.object({
  isApproved: z.optional(z.boolean()),
  isPublic: z.optional(z.boolean()),
});
