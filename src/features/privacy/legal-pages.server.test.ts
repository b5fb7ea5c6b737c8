/**
 * The terms pages' texts as pages and other pages read them: the seed until the owner saves,
 * then her text, rendered through the sanitising Markdown pipeline; the shipping and returns
 * text for a product page with its headings under that page's section heading.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSiteText } from '~/features/site-texts/site-texts.queries';
import { createTestDatabase, type TestDatabase } from '~tests/support/db';
import { readLegalPage, renderShippingReturns } from './legal-pages.server';

// Uploaded images are looked up through the site's handle; these texts have none.
vi.mock('~/lib/db', () => ({ getDb: () => ({}) }));

let data: TestDatabase;
beforeEach(async () => {
  data = await createTestDatabase();
});
afterEach(() => data.cleanup());

describe('the terms pages', () => {
  it('read the seeded template, then what the owner saved, with when she saved it', async () => {
    const seeded = await readLegalPage(data.db, 'privacy');
    expect(seeded.title).toBe('Privacy Policy');
    expect(seeded.body).toContain('Global Privacy Control');
    const when = new Date('2026-11-20T09:30:00Z');
    await saveSiteText(data.db, 'privacy', { ...seeded, body: 'Nothing is stored.' }, when);
    expect(await readLegalPage(data.db, 'privacy')).toMatchObject({
      body: 'Nothing is stored.',
      updatedAt: when,
    });
  });

  it.each([
    [2, '<h3>Shipping costs</h3>'],
    [3, '<h4>Shipping costs</h4>'],
  ])('the shipping text under a level-%i heading puts its own headings one below', async (level, heading) => {
    const { title, html, path } = await renderShippingReturns(data.db, { headingLevel: level });
    expect(title).toBe('Shipping & Returns');
    expect(path).toBe('/shipping-returns');
    expect(html).toContain(heading);
  });

  it("renders the owner's Markdown with its headings under the section's", async () => {
    const page = await readLegalPage(data.db, 'shippingReturns');
    await saveSiteText(data.db, 'shippingReturns', {
      ...page,
      body: '## Abroad\n\nWe ship **worldwide**.',
    });
    const { html } = await renderShippingReturns(data.db);
    expect(html).toBe('<h3>Abroad</h3>\n<p>We ship <strong>worldwide</strong>.</p>');
  });

  it.each([
    ['HTML', 'Hi <img src=x onerror=alert(1)><script>alert(2)</script>'],
    ['a javascript: link', 'We ship [worldwide](javascript:alert(1)).'],
  ])('never shows a stored text with %s (written around the API): the seed stays', async (_what, body) => {
    const page = await readLegalPage(data.db, 'shippingReturns');
    await saveSiteText(data.db, 'shippingReturns', { ...page, body });
    const { html } = await renderShippingReturns(data.db);
    expect(html).toContain('<h3>Shipping costs</h3>');
    expect(html).not.toMatch(/<script|onerror=|javascript:/i);
  });
});
