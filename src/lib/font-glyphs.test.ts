import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import {
  codePoints,
  databaseCharacters,
  LATIN,
  sourceCharacters,
  splitLatin,
  unicodeRange,
  unusualCharacters,
} from './font-glyphs';

describe('unicodeRange', () => {
  it.each([
    [[0x41], ['U+0041']],
    [[0x43, 0x41, 0x42], ['U+0041-0043']],
    [
      [0x20, 0x21, 0xe9, 0x2019, 0x201c, 0x201d],
      ['U+0020-0021', 'U+00E9', 'U+2019', 'U+201C-201D'],
    ],
  ])('writes %j as %j', (points, ranges) => {
    expect(unicodeRange(points)).toEqual(ranges);
  });

  it('reads back what it wrote', () => {
    expect(codePoints(unicodeRange(codePoints(LATIN)))).toEqual(codePoints(LATIN));
  });
});

describe('splitLatin', () => {
  it('keeps printable ASCII and the characters in use in the core, the rest of latin apart', () => {
    const { core, rest } = splitLatin('Café — “bold”');
    const chars = (points: number[]) => String.fromCodePoint(...points);
    for (const c of 'AZaz09~ é—“”\n\u00a0•…') expect(chars(core)).toContain(c);
    for (const c of 'ñü‘€') expect(chars(rest)).toContain(c);
    // Together exactly latin, no character in both: a page fetches one file per character.
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePoints(LATIN));
  });

  it('ignores characters outside latin (they come from the fallback font)', () => {
    expect(splitLatin('★✓→').core).toEqual(splitLatin('').core);
  });
});

describe('the census', () => {
  it('finds only the characters beyond printable ASCII', () => {
    expect([...unusualCharacters('Plain text,\nthen “quotes” and Zoë')]).toEqual(['“', '”', 'ë']);
  });

  it('reads the site source but not its tests', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'glyphs-'));
    try {
      mkdirSync(join(dir, 'pages'));
      writeFileSync(join(dir, 'pages/about.astro'), '<p>Café</p>');
      writeFileSync(join(dir, 'copy.yaml'), 'tagline: Naïve — bold');
      writeFileSync(join(dir, 'pages/about.test.ts'), "expect('ß')");
      writeFileSync(join(dir, 'logo.svg'), '<text>ø</text>');
      expect([...(await sourceCharacters([dir]))].sort()).toEqual(['é', 'ï', '—'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads every text column of every table, whatever the table', async () => {
    const client = createClient({ url: ':memory:' });
    await client.batch([
      'CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT, views INTEGER)',
      'CREATE TABLE "odd ""name""" (note VARCHAR(20))',
      "INSERT INTO posts (title, views) VALUES ('Plain', 1), ('Crème brûlée', 2), (NULL, 3)",
      `INSERT INTO "odd ""name""" VALUES ('€5 off')`,
    ]);
    expect([...(await databaseCharacters(client))].sort()).toEqual(['è', 'û', 'é', '€'].sort());
    client.close();
  });
});
