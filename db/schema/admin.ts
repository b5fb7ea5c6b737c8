/** What the admin keeps for the owner while she works: her editors' unsaved changes. */
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * An editor's unsaved changes, saved every 30 s while the owner writes, so closing the tab or
 * losing the connection loses nothing: one row per editor ('post:new', 'post:12', 'issue:new',
 * ...), replaced by each save and removed once the editor's own Save succeeds. It never
 * changes the post or issue itself, so nothing half-written goes live.
 */
export const adminAutosaves = sqliteTable('admin_autosaves', {
  key: text('key').primaryKey(),
  /** The editor's fields as JSON. */
  value: text('value').notNull(),
  /** A line that names the work in lists ('Post “Spring reading”'). */
  label: text('label').notNull().default(''),
  savedAt: createdAt('saved_at'),
});

export type AdminAutosave = typeof adminAutosaves.$inferSelect;
