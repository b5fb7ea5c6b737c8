/**
 * A record as the public read API answers it: without `demo`, the mark of seeded demo
 * content that only the admin's 'Remove demo content' reads (CONTRACT.md §16), so the
 * public answers keep the fields they always had.
 */
export function withoutDemo<T extends { demo: boolean }>(record: T): Omit<T, 'demo'> {
  const { demo: _mark, ...fields } = record;
  return fields;
}

/** `withoutDemo` for a record that may be missing (an unknown id). */
export const maybeWithoutDemo = <T extends { demo: boolean }>(record: T | undefined) =>
  record && withoutDemo(record);
