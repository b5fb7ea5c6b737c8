/**
 * The owner's site texts (issue 18) against the built site: GET /api/admin/site-texts and
 * PUT /api/admin/site-texts/{key}. Anonymous calls answer 401, bad input 400 with the
 * errors at their fields, and a save changes the row and raises the content generation
 * (so the publish that follows puts it live).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getState, readGeneration, STATE } from '../../src/features/publishing/publish.queries';
import * as s from '../../db/schema';
import { adminSession, send } from '../support/admin-http';
import { startTestSite, type TestSite } from '../support/site';

const EMAIL = 'owner-texts@example.com';
const PASSWORD = 'a long enough password';

let site: TestSite;
let cookie: string;
const call = (path: string, method = 'GET', body?: unknown) => send(site.url, path, { method, body, cookie });
const stored = async (key: string) => {
  const [row] = await site.data.db.select().from(s.siteTexts).where(eq(s.siteTexts.key, key));
  return row ? JSON.parse(row.value) : undefined;
};

beforeAll(async () => {
  site = await startTestSite();
  cookie = await adminSession(site, EMAIL, PASSWORD);
});
afterAll(() => site?.stop());

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/api/admin/site-texts'],
    ['PUT', '/api/admin/site-texts/services'],
    ['PUT', '/api/admin/site-texts/nope'],
  ])('%s %s answers 401 and changes nothing', async (method, path) => {
    const before = await stored('services');
    const answer = await send(site.url, path, { method, body: method === 'PUT' ? [] : undefined });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual({ message: expect.any(String) });
    expect(await stored('services')).toEqual(before);
  });
});

describe('the owner', () => {
  it('reads every site text, as seeded', async () => {
    const answer = await call('/api/admin/site-texts');
    expect(answer.status).toBe(200);
    const { texts, updatedAt } = answer.json();
    expect(Object.keys(texts).sort()).toEqual([
      'about',
      'faq',
      'figures',
      'privacy',
      'reviews',
      'sampleStories',
      'services',
      'shippingReturns',
      'social',
      'terms',
      'testimonials',
      'ventures',
    ]);
    expect(texts.services[0]).toMatchObject({ id: 'manuscript-evaluation', price: 'From $150' });
    expect(texts.faq).toHaveLength(10);
    expect(texts.about).toMatchObject({
      heading: 'About Kendra',
      body: expect.stringContaining('kitchen table'),
    });
    expect(updatedAt.services).toEqual(expect.any(String));
  });

  it('changes a price: the row changes, the generation and the publish request are raised', async () => {
    const { texts } = (await call('/api/admin/site-texts')).json();
    const generation = await readGeneration(site.data.db);
    const services = structuredClone(texts.services);
    services[1].price = '  $80/session ';
    const answer = await call('/api/admin/site-texts/services', 'PUT', services);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      key: 'services',
      value: expect.any(Array),
      updatedAt: expect.any(String),
    });
    expect(answer.json().value[1].price).toBe('$80/session');
    expect((await stored('services'))[1].price).toBe('$80/session');
    expect((await stored('services'))[0]).toEqual(texts.services[0]);
    expect(await readGeneration(site.data.db)).toBe(generation + 1);
    const state = await getState(site.data.db, [STATE.publishRequestedAt]);
    expect(state[STATE.publishRequestedAt]).toEqual(expect.any(String));
    expect((await call('/api/admin/site-texts')).json().texts.services[1].price).toBe('$80/session');
  });

  it('edits the About page and the FAQ (adding a question)', async () => {
    const { texts } = (await call('/api/admin/site-texts')).json();
    const about = { ...texts.about, lead: 'Author, mom and proof you can start over.' };
    expect((await call('/api/admin/site-texts/about', 'PUT', about)).status).toBe(200);
    expect((await stored('about')).lead).toBe('Author, mom and proof you can start over.');
    const faq = [
      ...texts.faq,
      { id: 'question-11', order: 11, question: 'Do you offer gift cards?', answer: 'Yes.' },
    ];
    expect((await call('/api/admin/site-texts/faq', 'PUT', faq)).status).toBe(200);
    expect(await stored('faq')).toHaveLength(11);
  });

  it('answers 400 with errors at their fields, and changes nothing', async () => {
    const { texts } = (await call('/api/admin/site-texts')).json();
    const generation = await readGeneration(site.data.db);
    const before = await stored('services');
    const services = structuredClone(texts.services);
    services[2].price = '';
    services[0].includes = [];
    const bad = await call('/api/admin/site-texts/services', 'PUT', services);
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({
      message: expect.any(String),
      errors: { '0.includes': [expect.any(String)], '2.price': ['Enter a text'] },
    });

    const social = structuredClone(texts.social);
    social[0].url = 'javascript:alert(1)';
    const badSocial = await call('/api/admin/site-texts/social', 'PUT', social);
    expect(badSocial.status).toBe(400);
    expect(Object.keys(badSocial.json().errors)).toEqual(['0.url']);

    const badAbout = await call('/api/admin/site-texts/about', 'PUT', {
      ...texts.about,
      body: 'Hello <script>alert(1)</script>',
      seo: { title: 'About', description: 'short' },
    });
    expect(badAbout.status).toBe(400);
    expect(Object.keys(badAbout.json().errors).sort()).toEqual(['body', 'seo.description']);

    expect((await call('/api/admin/site-texts/services', 'PUT', { not: 'a list' })).status).toBe(400);
    expect((await call('/api/admin/site-texts/faq', 'PUT', [])).status).toBe(400);
    const malformed = await send(site.url, '/api/admin/site-texts/faq', {
      method: 'PUT',
      body: '[{',
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);

    expect(await stored('services')).toEqual(before);
    expect(await readGeneration(site.data.db)).toBe(generation);
  });

  it('keeps the demo mark of a seeded figure she left as it was, and drops it from one she changed', async () => {
    const { texts } = (await call('/api/admin/site-texts')).json();
    const figures = structuredClone(texts.figures) as { id: string; value: string; demo?: boolean }[];
    expect(figures.every((f) => f.demo)).toBe(true);
    figures.find((f) => f.id === 'subscribers')!.value = '2';
    // A client cannot mark its own words as demo either.
    const answer = await call(
      '/api/admin/site-texts/figures',
      'PUT',
      figures.map((f) => ({ ...f, demo: true })),
    );
    expect(answer.status).toBe(200);
    const saved = (await stored('figures')) as typeof figures;
    expect(saved.find((f) => f.id === 'subscribers')).toEqual({
      id: 'subscribers',
      value: '2',
      label: 'Newsletter subscribers',
    });
    expect(saved.filter((f) => f.demo)).toHaveLength(figures.length - 1);
  });

  it('lets the owner remove every testimonial (the section then hides)', async () => {
    expect((await call('/api/admin/site-texts/testimonials', 'PUT', [])).status).toBe(200);
    expect(await stored('testimonials')).toEqual([]);
  });

  it('answers 404 for an unknown key and 405 for another method', async () => {
    expect((await call('/api/admin/site-texts/prices', 'PUT', [])).status).toBe(404);
    expect((await call('/api/admin/site-texts/services', 'POST', [])).status).toBe(405);
    expect((await call('/api/admin/site-texts', 'PUT', {})).status).toBe(405);
  });
});
