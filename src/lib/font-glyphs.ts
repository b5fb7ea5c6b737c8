/**
 * Which characters of the fonts' latin range the site shows, so each typeface can be cut
 * into a small core file (the characters in use) and a rest file (the rest of latin) that a
 * browser fetches only for a page that shows one of them (unicode-range). Counted at build
 * time from the site's own words: the source (templates, islands, content/) and every text
 * in the database. The site rebuilds on every publish, so the core follows the owner's
 * writing; a character that turns up between builds (a visitor's book title in the tracker)
 * still renders, from the rest file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Client } from '@libsql/client';

/** Latin, as Fontsource cuts its latin files (the range both typefaces are served for). */
export const LATIN = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2000-206F',
  'U+20AC',
  'U+2122',
  'U+2191',
  'U+2193',
  'U+2212',
  'U+2215',
  'U+FEFF',
  'U+FFFD',
] as const;

/** Printable ASCII: always in the core, whatever the census finds. */
const ASCII = { from: 0x20, to: 0x7e };

/**
 * Characters the browser draws or meets without anyone writing them, always in the core so
 * no page fetches a rest file for them: control characters (line breaks in pre-line text),
 * the no-break space and soft hyphen, the list marker '•' and the ellipsis of truncated text.
 */
const DRAWN_BY_THE_BROWSER = [...codePointsOfRange(0x00, 0x1f), 0xa0, 0xad, 0x2022, 0x2026];

function codePointsOfRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The code points of CSS unicode-range items ('U+0041', 'U+0000-00FF'). */
export function codePoints(ranges: readonly string[]): number[] {
  const points: number[] = [];
  for (const range of ranges) {
    const [from, to = from] = range
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    for (let c = from!; c <= to!; c++) points.push(c);
  }
  return points;
}

/** Code points as the shortest unicode-range list (runs become 'U+0041-005A'). */
export function unicodeRange(points: Iterable<number>): [string, ...string[]] {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    ranges.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  if (!ranges.length) throw new Error('an empty unicode-range');
  return ranges as [string, ...string[]];
}

/** The latin code points split into those `text` uses (plus ASCII and what the browser draws) and the rest. */
export function splitLatin(text: Iterable<string>): { core: number[]; rest: number[] } {
  const used = new Set<number>(DRAWN_BY_THE_BROWSER);
  for (const char of text) used.add(char.codePointAt(0)!);
  const core: number[] = [];
  const rest: number[] = [];
  for (const c of codePoints(LATIN)) {
    (used.has(c) || (c >= ASCII.from && c <= ASCII.to) ? core : rest).push(c);
  }
  return { core, rest };
}

/** The characters outside printable ASCII in `text` (the only ones the census needs). */
export function unusualCharacters(text: string, into = new Set<string>()): Set<string> {
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c > ASCII.to) into.add(char); // control characters need no glyph
  }
  return into;
}

/** Files whose text can reach a page: templates, islands, their modules, page copy. */
const SOURCE_FILES = new Set(['.astro', '.tsx', '.ts', '.mjs', '.md', '.mdx', '.yaml', '.yml', '.json']);

/** The unusual characters of every source file under `dirs` but tests (comments count too: a few glyphs). */
export async function sourceCharacters(dirs: string[], into = new Set<string>()): Promise<Set<string>> {
  const files: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await visit(path);
        else if (SOURCE_FILES.has(extname(entry.name)) && !/\.(test|spec)\./.test(entry.name))
          files.push(path);
      }),
    );
  };
  await Promise.all(dirs.map(visit));
  // Read together: a build waits for this before it starts.
  for (const text of await Promise.all(files.map((file) => readFile(file, 'utf8'))))
    unusualCharacters(text, into);
  return into;
}

/** A GLOB that matches a text holding anything but printable ASCII, tabs and line breaks. */
const UNUSUAL_TEXT = '*[^\t\n\r -~]*';

/**
 * The unusual characters of every text column of every table: whatever the owner writes,
 * wherever a later feature keeps it. Only rows that hold such a character travel.
 */
export async function databaseCharacters(client: Client, into = new Set<string>()): Promise<Set<string>> {
  const tables = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
  );
  for (const { name } of tables.rows) {
    const table = `"${String(name).replaceAll('"', '""')}"`;
    const columns = await client.execute({
      sql: 'SELECT name, type FROM pragma_table_info(?)',
      args: [String(name)],
    });
    for (const column of columns.rows) {
      if (!/TEXT|CHAR|CLOB/i.test(String(column.type))) continue;
      const col = `"${String(column.name).replaceAll('"', '""')}"`;
      const rows = await client.execute({
        sql: `SELECT ${col} AS text FROM ${table} WHERE ${col} GLOB ?`,
        args: [UNUSUAL_TEXT],
      });
      for (const row of rows.rows) unusualCharacters(String(row.text ?? ''), into);
    }
  }
  return into;
}
