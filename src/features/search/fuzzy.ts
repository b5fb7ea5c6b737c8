/**
 * A title misspelled by a letter or two still finds its book: the search compares what was
 * typed with each title, whole or a run of its words, allowing up to two edits (a letter
 * added, dropped, changed, or two swapped) for longer queries, one for short ones.
 */

/** A title the search can suggest, and its page. */
export interface TitleEntry {
  title: string;
  url: string;
}

/** Lowercase letters and digits, words separated by one space, accents dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`, or `limit + 1` once over `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** How many edits a query of this length may be off by. */
export function allowedEdits(query: string): number {
  return query.length >= 8 ? 2 : query.length >= 5 ? 1 : 0;
}

/** The fewest edits from `query` to `title` or to a run of as many of its words. */
function closeness(query: string, title: string, limit: number): number {
  let best = editDistance(query, title, limit);
  const words = title.split(' ');
  const count = query.split(' ').length;
  for (let i = 0; i + count <= words.length && best > 0; i++)
    best = Math.min(best, editDistance(query, words.slice(i, i + count).join(' '), limit));
  return best;
}

/** The titles `query` names despite a typo or two, closest first (at most `max`); none for a short or exact-less query. */
export function closeTitles(query: string, titles: readonly TitleEntry[], max = 3): TitleEntry[] {
  const q = normalize(query);
  const limit = allowedEdits(q);
  if (limit === 0) return [];
  return titles
    .map((entry) => ({ entry, edits: closeness(q, normalize(entry.title), limit) }))
    .filter(({ edits }) => edits <= limit)
    .sort((a, b) => a.edits - b.edits || a.entry.title.localeCompare(b.entry.title))
    .slice(0, max)
    .map(({ entry }) => entry);
}
