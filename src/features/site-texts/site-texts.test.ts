import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSiteText } from './site-texts.queries';
import { getState, STATE } from '~/features/publishing/publish.queries';
import * as s from '~db/schema';
import { seedDatabase, seedMissingSiteTexts, seedSiteTexts } from '~db/seed';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { pathErrors, SITE_TEXT_KEYS, SITE_TEXT_SCHEMAS } from './schema';
import { parseSeedText } from './seed';
import { SEED_TEXTS } from './seed-files';
import { readSiteTexts } from './texts.server';

let data: TestDatabase | undefined;
afterEach(() => data?.cleanup());

describe('the seed files', () => {
  it('pass their schemas, with the texts SPEC.md quotes', () => {
    const texts = seedSiteTexts();
    expect(Object.keys(texts).sort()).toEqual([...SITE_TEXT_KEYS].sort());
    expect(texts.services.map((s) => s.price)).toEqual([
      'From $150',
      '$75/session',
      '$45/workshop',
      '$125/course (8-week)',
    ]);
    expect(texts.faq).toHaveLength(10);
    expect(texts.social.map((s) => s.name)).toContain('Goodreads');
    expect(texts.about.heading).toBe('About Kendra');
    expect(texts.about.body).toMatch(/^I wrote my first novel/);
    expect(texts.about.body).toContain('**Busy Brain**');
  });

  it('are the same bundled (Vite ?raw) and read from disk', () => {
    expect(SEED_TEXTS).toEqual(seedSiteTexts());
  });

  it('throw on a seed that breaks its schema', () => {
    const bad = readFileSync('content/services.yaml', 'utf8').replace('price: From $150', 'price: ""');
    expect(() => parseSeedText('services', bad)).toThrow(/services.yaml is not valid/);
  });
});

describe('the schemas', () => {
  it('key errors by the whole path, so each shows at its field', () => {
    const value = services();
    value[1]!.price = '  ';
    value[2]!.includes = [];
    const result = SITE_TEXT_SCHEMAS.services.safeParse(value);
    expect(result.success).toBe(false);
    expect(pathErrors(result.error!.issues)).toEqual({
      '1.price': ['Enter a text'],
      '2.includes': ['List at least one thing included'],
    });
  });

  it('trim texts and refuse duplicate ids, script links, HTML and short SEO descriptions', () => {
    const value = services();
    value[0]!.price = '  $160  ';
    expect(SITE_TEXT_SCHEMAS.services.parse(value)[0]!.price).toBe('$160');
    value[1]!.id = value[0]!.id;
    expect(SITE_TEXT_SCHEMAS.services.safeParse(value).success).toBe(false);

    const social = structuredClone(SEED_TEXTS.social);
    social[0]!.url = 'javascript:alert(1)';
    expect(pathErrors(SITE_TEXT_SCHEMAS.social.safeParse(social).error!.issues)).toHaveProperty(['0.url']);

    const about = structuredClone(SEED_TEXTS.about);
    for (const body of [
      'Hi <script>alert(1)</script>',
      '[x](javascript:alert(1))',
      '<img src=x onerror=alert(1)>',
      // Entity-encoded, reference-style, escaped and broken-up spellings of the same link.
      '[x](jav&#x61;script:alert(1))',
      '[x](jav&#97;script&colon;alert(1))',
      '[x][ref]\n\n[ref]: javascript:alert(1)',
      '> [x][r]\n>\n>   [r]:\n> JaVaScRiPt:alert(1)',
      '[x](java&Tab;script:alert(1))',
      '[x](javascript\\:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
    ]) {
      expect(SITE_TEXT_SCHEMAS.about.safeParse({ ...about, body }).success, body).toBe(false);
    }
    expect(SITE_TEXT_SCHEMAS.about.safeParse({ ...about, body: 'I am **bold** & 5 > 3.' }).success).toBe(
      true,
    );
    for (const body of [
      'See [my books](/catalog) and [Goodreads][gr].\n\n[gr]: https://www.goodreads.com/',
      'I wrote a note about JavaScript: it is fun. [Tip]: use &amp; and &#169;.',
    ])
      expect(SITE_TEXT_SCHEMAS.about.safeParse({ ...about, body }).success, body).toBe(true);
    const short = SITE_TEXT_SCHEMAS.about.safeParse({
      ...about,
      seo: { ...about.seo, description: 'Too short' },
    });
    expect(pathErrors(short.error!.issues)).toHaveProperty(['seo.description']);
  });
});

describe('the site_texts table', () => {
  it('is seeded with every key, and a second seed never overwrites the owner’s edit', async () => {
    data = await createTestDatabase();
    const rows = await data.db.select().from(s.siteTexts);
    expect(rows.map((r) => r.key).sort()).toEqual([...SITE_TEXT_KEYS].sort());
    const edited = services();
    edited[0]!.price = 'From $175';
    await saveSiteText(data.db, 'services', edited);
    await seedDatabase(data.db);
    await seedMissingSiteTexts(data.db);
    expect((await readSiteTexts(data.db)).texts.services[0]!.price).toBe('From $175');
  });

  it('fills in keys missing from an older install, and reads the seed for a row that is not valid', async () => {
    data = await createTestDatabase();
    await data.db.delete(s.siteTexts).where(eq(s.siteTexts.key, 'faq'));
    await data.db.update(s.siteTexts).set({ value: '{"not":"a list"}' }).where(eq(s.siteTexts.key, 'social'));
    const view = await readSiteTexts(data.db);
    expect(view.texts.faq).toEqual(SEED_TEXTS.faq);
    expect(view.updatedAt.faq).toBeNull();
    expect(view.texts.social).toEqual(SEED_TEXTS.social);
    await seedMissingSiteTexts(data.db);
    expect((await readSiteTexts(data.db)).updatedAt.faq).not.toBeNull();
  });

  it('raises the content generation with each save', async () => {
    data = await createTestDatabase();
    const before = Number((await getState(data.db, [STATE.contentGeneration]))[STATE.contentGeneration] ?? 0);
    await saveSiteText(data.db, 'faq', SEED_TEXTS.faq);
    const after = Number((await getState(data.db, [STATE.contentGeneration]))[STATE.contentGeneration]);
    expect(after).toBe(before + 1);
  });
});

const services = () => structuredClone(SEED_TEXTS.services);

describe('before the migration', () => {
  it('reads the seed when site_texts does not exist yet (a preview build)', async () => {
    data = await createTestDatabase();
    await data.db.run('DROP TABLE site_texts');
    const view = await readSiteTexts(data.db);
    expect(view.texts).toEqual(SEED_TEXTS);
    expect(view.updatedAt.services).toBeNull();
  });
});
