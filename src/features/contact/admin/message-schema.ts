/** The owner's actions on contact messages, and the filter of their list. */
import * as z from 'zod/mini';
import {
  messageActions as MESSAGE_ACTIONS,
  messageFilters as MESSAGE_FILTERS,
  type MessageAction,
  type MessageFilter,
} from '~db/enums';
import '~/features/admin/zod-texts';

export { MESSAGE_FILTERS, MESSAGE_ACTIONS };
export type { MessageAction, MessageFilter };

/** PATCH /api/admin/contact-messages/{id}. */
export const messageActionSchema = z.object({
  /** handle: mark handled; reopen: back to unhandled; archive / unarchive: out of (or back into) the lists. */
  action: z.enum(MESSAGE_ACTIONS, "Action must be one of 'handle', 'reopen', 'archive', 'unarchive'"),
});

/** The `status` query of GET /api/admin/contact-messages (absent: every message). */
export const messageFilterSchema = z.optional(
  z.enum(MESSAGE_FILTERS, "Status must be one of 'open', 'handled', 'archived'"),
);
