/** The editors' unsaved changes kept on the server (admin_autosaves): one row per editor. */
import { asc, eq, like } from 'drizzle-orm';
import type { Database } from '~db/client';
import { adminAutosaves, type AdminAutosave } from '~db/schema';

/** Keeps an editor's fields, replacing what it kept before. */
export async function saveAutosave(
  db: Database,
  key: string,
  value: Record<string, unknown>,
  label: string,
  now = new Date(),
): Promise<AdminAutosave> {
  const [row] = await db
    .insert(adminAutosaves)
    .values({ key, value: JSON.stringify(value), label, savedAt: now })
    .onConflictDoUpdate({
      target: adminAutosaves.key,
      set: { value: JSON.stringify(value), label, savedAt: now },
    })
    .returning();
  return row!;
}

/** What an editor kept, or undefined. */
export async function getAutosave(db: Database, key: string): Promise<AdminAutosave | undefined> {
  const [row] = await db.select().from(adminAutosaves).where(eq(adminAutosaves.key, key)).limit(1);
  return row;
}

/** Every kept editor whose key starts with `prefix` ('post:'), oldest first. */
export function listAutosaves(db: Database, prefix: string): Promise<AdminAutosave[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(adminAutosaves)
    .where(like(adminAutosaves.key, pattern))
    .orderBy(asc(adminAutosaves.savedAt));
}

/** Forgets what an editor kept (after its own Save, or when the owner discards it). */
export async function deleteAutosave(db: Database, key: string): Promise<void> {
  await db.delete(adminAutosaves).where(eq(adminAutosaves.key, key));
}

/** An autosave as the API answers it. */
export function presentAutosave(row: AdminAutosave) {
  return {
    key: row.key,
    value: JSON.parse(row.value) as Record<string, string | string[]>,
    label: row.label,
    savedAt: row.savedAt.toISOString(),
  };
}
