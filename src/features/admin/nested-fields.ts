/**
 * Lists of rows in an admin form (a book's formats and their shops, a product's photos): each
 * control is named by its path ('formats.0.isbn', 'formats.0.retailers.1.url'), so the form
 * reads them back as a list, and an error of the shared schema lands on its own control
 * (and is focused) like any other field's.
 */
import type { FieldKey } from '~/lib/forms/validation';

/**
 * Where a form's errors go when the fields `lists` hold rows named by path: inside them, to
 * the control of the full path; anywhere else, to the top-level field.
 */
export function nestedFieldKey(...lists: string[]): FieldKey {
  const nested = new Set(lists);
  return (path) => (nested.has(String(path[0])) ? path.map(String).join('.') : String(path[0] ?? ''));
}

type Tree = { [key: string]: Tree | string };

/** The rows of `prefix` from a form's data: 'formats.0.isbn' -> [{ isbn }], in index order. */
export function readRows(data: FormData, prefix: string): Record<string, unknown>[] {
  const root: Tree = {};
  for (const [name, value] of data.entries()) {
    if (!name.startsWith(`${prefix}.`) || typeof value !== 'string') continue;
    const parts = name.slice(prefix.length + 1).split('.');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Tree;
    });
  }
  const rows = toRows(root);
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** Objects keyed by row numbers become arrays in their order; the rest stays as read. */
function toRows(node: Tree | string): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((k) => [k, toRows(node[k]!)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  return converted;
}
