/**
 * `.env.example` lists every variable (CONTRACT.md §15) and stays in step with the
 * README's Environment table and astro.config.mjs's env schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './build-site';

const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8');
const example = read('.env.example');

/** Names of the `# NAME=value` lines: every setting, commented out with its default. */
const exampleNames = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
/** Names in the first column of the README's Environment table. */
const readmeSection =
  read('README.md')
    .split(/^## Environment$/m)[1]
    ?.split(/^## /m)[0] ?? '';
const readmeNames = readmeSection
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
/** Names declared with envField in astro.config.mjs. */
const schemaNames = [...read('astro.config.mjs').matchAll(/^\s+([A-Z][A-Z0-9_]*): envField\./gm)].map(
  (m) => m[1]!,
);

describe('.env.example', () => {
  it('lists every variable of the env schema, and npm start’s own', () => {
    expect(schemaNames.length).toBeGreaterThan(15);
    for (const name of [...schemaNames, 'PORT', 'HOST']) expect(exampleNames, name).toContain(name);
  });

  it('is in step with the README’s Environment table, both ways', () => {
    expect(new Set(exampleNames).size).toBe(exampleNames.length);
    for (const name of exampleNames) expect(readmeNames, `${name} in README`).toContain(name);
    const platform = ['VERCEL', 'VERCEL_ENV'];
    for (const name of readmeNames.filter((n) => !platform.includes(n)))
      expect(exampleNames, `${name} in .env.example`).toContain(name);
  });

  it('changes nothing when copied to .env as it is: every setting is commented out', () => {
    expect(parseEnv(example)).toEqual({});
  });
});
