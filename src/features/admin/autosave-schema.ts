/** An editor's unsaved changes as PUT /api/admin/autosaves/{key} takes them (zod/mini, shared with the editors). */
import * as z from 'zod/mini';

/** Editor keys: what is edited and which one, 'post:new', 'post:12', 'issue:new', 'issue:3'. */
export const AUTOSAVE_KEY = /^(post|issue):(new|[1-9]\d{0,11})$/;

/** The editor's fields (text, or lists of text), and a line that names the work. */
export const autosaveSchema = z.object({
  value: z.record(z.string().check(z.maxLength(100)), z.union([z.string(), z.array(z.string())])),
  label: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});
export type AutosaveInput = z.input<typeof autosaveSchema>;

/** An autosave as the API answers it. */
export interface AutosaveView {
  key: string;
  value: Record<string, string | string[]>;
  label: string;
  savedAt: string;
}
