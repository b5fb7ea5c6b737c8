/**
 * A Site tab section's text while the owner edits it (its draft): every control named by
 * the dotted path of its value ('2.price', 'seo.title'), 'lines' fields held as one text.
 */
import type { FieldDef, SiteSection } from './site-sections';

/** One control of a section: the path of its value and its field. */
export interface Control {
  path: string;
  def: FieldDef;
}

/** The value at `path` of `value`. */
export function getPath(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

/** `value` with `next` at `path`, copied along the way (arrays stay arrays). */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  copy[key] = rest.length ? setPath(copy[key], rest.join('.'), next) : next;
  return copy as T;
}

/** Every control of the section over `draft`: each field of each item of a list, or each field. */
export function controlsOf(section: SiteSection, draft: unknown): Control[] {
  if (!section.list) return section.fields.map((def) => ({ path: def.name, def }));
  return (draft as unknown[]).flatMap((_, i) =>
    section.fields.map((def) => ({ path: `${i}.${def.name}`, def })),
  );
}

/** The draft of a stored text: 'lines' fields as one text, a line each. */
export function toDraft(section: SiteSection, value: unknown): unknown {
  return controlsOf(section, value)
    .filter((c) => c.def.kind === 'lines')
    .reduce((draft, c) => setPath(draft, c.path, (getPath(value, c.path) as string[]).join('\n')), value);
}

/** The text a draft stands for: 'lines' back to a list, and a list's items numbered in their order. */
export function fromDraft(section: SiteSection, draft: unknown): unknown {
  const value = controlsOf(section, draft)
    .filter((c) => c.def.kind === 'lines')
    .reduce((out, c) => setPath(out, c.path, lines(String(getPath(draft, c.path) ?? ''))), draft);
  if (!section.list) return value;
  // Position in the list is the order the site shows.
  return (value as Record<string, unknown>[]).map((item, i) =>
    'order' in item ? { ...item, order: i + 1 } : item,
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The control an error at `path` belongs to: the longest prefix of it that names one ('' for none). */
export function controlOf(controls: Control[], path: readonly PropertyKey[]): string {
  const known = new Set(controls.map((c) => c.path));
  for (let n = path.length; n > 0; n--) {
    const candidate = path.slice(0, n).map(String).join('.');
    if (known.has(candidate)) return candidate;
  }
  return '';
}
