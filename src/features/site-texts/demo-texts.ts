/**
 * The seeded examples inside the owner's site texts (CONTRACT.md §16): items marked
 * `demo: true` in the figures, testimonials, reviews and sample stories. An item stays
 * marked only while it is exactly as seeded; 'Remove demo content' takes the marked ones
 * away (a figure is emptied, which hides it; a list item is removed).
 */

/** An item of a list text, as stored. */
type Item = Record<string, unknown> & { id?: unknown; demo?: unknown };

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;

const items = (value: unknown): Item[] => (Array.isArray(value) ? value.filter(isItem) : []);

/** The item without its demo mark. */
function content({ demo: _demo, ...rest }: Item): Item {
  return rest;
}

/** The same JSON whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isItem(value)) return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
}

/**
 * The demo marks of a text the owner saves: an item keeps `demo: true` only when the stored
 * text had the same item (by id) marked and unchanged; any other item is hers. So a save
 * can neither keep a mark on what she changed nor mark her own words as demo.
 */
export function settleDemoMarks(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(next)) return next;
  const seeded = new Map(
    items(previous)
      .filter((item) => item.demo === true)
      .map((item) => [item.id, canonical(content(item))]),
  );
  return next.map((item: unknown) => {
    if (!isItem(item)) return item;
    const own = content(item);
    return seeded.get(item.id) === canonical(own) ? { ...own, demo: true } : own;
  });
}

/** How many seeded examples a text still holds. */
export function countDemoItems(value: unknown): number {
  return items(value).filter((item) => item.demo === true).length;
}

/**
 * The text without its seeded examples: a figure keeps its place and label with an empty
 * value (hidden); an item of any other list is removed. The owner's items stay as they are.
 */
export function removeDemoItems(key: string, value: unknown): unknown[] {
  const list = items(value);
  if (key === 'figures')
    return list.map((item) => (item.demo === true ? { ...content(item), value: '' } : item));
  return list.filter((item) => item.demo !== true);
}
