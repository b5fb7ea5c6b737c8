/**
 * The terms pages (privacy policy, terms of service, shipping and returns) as the owner
 * wrote them in the Site tab: site texts rendered through the site's one sanitising
 * Markdown pipeline. Other pages reuse a text here (a product page shows the shipping and
 * returns text with `renderShippingReturns`).
 */
import type { Database } from '~db/client';
import { findImage } from '~/features/media/lookup.server';
import type { LegalPageKey } from '~/features/site-texts/schema';
import { readSiteTexts } from '~/features/site-texts/texts.server';
import { renderMarkdown } from '~/lib/markdown.server';

/** Where each terms page lives. */
export const LEGAL_PAGE_PATHS: Record<LegalPageKey, string> = {
  privacy: '/privacy',
  terms: '/terms',
  shippingReturns: '/shipping-returns',
};

/** A terms page as stored: heading, search description, Markdown, and when the owner last saved it. */
export interface LegalPage {
  title: string;
  description: string;
  body: string;
  /** When its site text was last written; null while it reads the seed file (no row yet). */
  updatedAt: Date | null;
}

/** One terms page's text, stored over seeded. */
export async function readLegalPage(db: Database, key: LegalPageKey): Promise<LegalPage> {
  const { texts, updatedAt } = await readSiteTexts(db);
  const saved = updatedAt[key];
  return { ...texts[key], updatedAt: saved ? new Date(saved) : null };
}

/** A terms text's Markdown as sanitized HTML, its top headings at `topHeadingLevel` (2 under a page's h1). */
export function renderLegalText(body: string, topHeadingLevel = 2): Promise<string> {
  return renderMarkdown(body, { topHeadingLevel, findImage });
}

/**
 * The shipping and returns text for another page (a product page): its heading and its
 * HTML, the text's own headings placed under `headingLevel` (the heading's level there).
 */
export async function renderShippingReturns(
  db: Database,
  { headingLevel = 2 }: { headingLevel?: number } = {},
): Promise<{ title: string; html: string; path: string }> {
  const page = await readLegalPage(db, 'shippingReturns');
  const html = await renderLegalText(page.body, Math.min(6, headingLevel + 1));
  return { title: page.title, html, path: LEGAL_PAGE_PATHS.shippingReturns };
}
