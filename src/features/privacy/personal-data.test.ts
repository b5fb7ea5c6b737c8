/**
 * The privacy policy's seeded template keeps step with what the site really stores: every
 * column of the schema that looks personal is accounted for (PERSONAL_DATA or NOT_PERSONAL),
 * every kind of personal data is named in the template, and so is every cookie and
 * browser-storage key the code sets, with its lifetime.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FONTS_STORAGE_KEY } from '~/components/fonts/fonts-script.mjs';
import { THEME_STORAGE_KEY } from '~/components/theme/theme-script.mjs';
import { SESSION_COOKIE, SESSION_TTL_MS } from '~/lib/auth/session';
import { SIGNED_IN_HINT_COOKIE } from '~/lib/auth/signed-in-hint';
import { VISITOR_COOKIE } from '~/lib/auth/visitor';
import { seedSiteTexts } from '~db/seed';
import { schemaTables } from '~tests/support/schema-walk';
import { NOT_PERSONAL, PERSONAL_COLUMN, PERSONAL_DATA } from './personal-data';

// The cookie modules read the signing secret from astro:env (only their names are used here).
vi.mock('astro:env/server', () => ({ SESSION_SECRET: 'unit-test-secret-0123456789abcdef' }));

const template = seedSiteTexts().privacy.body;
const says = (phrase: string) => template.toLowerCase().includes(phrase.toLowerCase());

/** Every `table.column` of the schema. */
const columns = schemaTables().flatMap(({ name, columns }) => columns.map((c) => `${name}.${c.name}`));
const listed = new Set(Object.values(PERSONAL_DATA).flatMap((kind) => kind.columns));

/** The text of every source file under src/. */
function sources(dir = 'src'): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!/\.(ts|tsx|astro|mjs)$/.test(name) || /\.test\.ts$/.test(name)) return [];
    return [{ file: path, text: readFileSync(path, 'utf8') }];
  });
}

describe('the privacy template and the schema', () => {
  it('finds the schema (the walk below is not empty)', () => {
    expect(columns.length).toBeGreaterThan(100);
    expect(columns).toContain('newsletter_subscriptions.email');
  });

  it.each(columns.filter((c) => PERSONAL_COLUMN.test(c.split('.')[1]!)))(
    '%s is accounted for: a kind of personal data the template names, or why it is none',
    (column) => {
      expect(listed.has(column) || Object.hasOwn(NOT_PERSONAL, column)).toBe(true);
      expect(listed.has(column) && Object.hasOwn(NOT_PERSONAL, column)).toBe(false);
    },
  );

  it('lists only columns that exist', () => {
    for (const column of [...listed, ...Object.keys(NOT_PERSONAL)]) expect(columns).toContain(column);
  });

  it.each(Object.entries(PERSONAL_DATA))('the template tells of %s', (_kind, { template: phrases }) => {
    for (const phrase of phrases) expect(says(phrase), phrase).toBe(true);
  });
});

describe('the privacy template and the browser', () => {
  it('names every cookie the server sets, and the admin ones with their lifetime', () => {
    const set = sources().flatMap(({ text }) =>
      [...text.matchAll(/cookies\.set\(\s*([A-Z_]+)/g)].map((m) => m[1]!),
    );
    // A new cookie in the code fails here until it is added below and to the template.
    expect(new Set(set)).toEqual(new Set(['VISITOR_COOKIE', 'SESSION_COOKIE', 'SIGNED_IN_HINT_COOKIE']));
    for (const name of [VISITOR_COOKIE, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE])
      expect(template).toContain(`\`${name}\``);
    expect(template).toContain(`kept for **${SESSION_TTL_MS / 86_400_000} days**`);
    expect(template).toMatch(/`visitor`\*\*, a cookie kept for \*\*1 year\*\*/);
  });

  it('names every key the pages keep in local or session storage', () => {
    const keys = sources().flatMap(({ text }) =>
      [...text.matchAll(/(?:local|session)Storage\.(?:get|set)Item\(\s*'([^']+)'/g)].map((m) => m[1]!),
    );
    expect(keys).toContain('engagement-session');
    for (const key of new Set([...keys, THEME_STORAGE_KEY, FONTS_STORAGE_KEY]))
      expect(template).toContain(`\`${key}\``);
  });
});
