/**
 * The site texts' seed: content/*.yaml and the Markdown pages of content/pages/ (about,
 * privacy, terms, shipping-returns), the files the owner's texts started from. The
 * database is the source of truth; a key with no row yet reads its seed (db/seed.ts
 * inserts the missing rows, never overwriting the owner's edits).
 */
import { parse } from 'yaml';
import { SITE_TEXT_SCHEMAS, type SiteTextKey, type SiteTexts } from './schema';

/** Each key's seed file, relative to the project root. */
export const SEED_FILES: Record<SiteTextKey, string> = {
  services: 'content/services.yaml',
  faq: 'content/faq.yaml',
  testimonials: 'content/testimonials.yaml',
  social: 'content/social.yaml',
  ventures: 'content/ventures.yaml',
  about: 'content/pages/about.md',
  privacy: 'content/pages/privacy.md',
  terms: 'content/pages/terms.md',
  shippingReturns: 'content/pages/shipping-returns.md',
  figures: 'content/figures.yaml',
  reviews: 'content/reviews.yaml',
  sampleStories: 'content/sample-stories.yaml',
};

/** A Markdown file's YAML front matter and its body. */
function frontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: (parse(match[1]!) ?? {}) as Record<string, unknown>, body: match[2]! };
}

/** The seed of one key from its file's text, checked with the key's schema (a bad seed throws). */
export function parseSeedText<K extends SiteTextKey>(key: K, text: string): SiteTexts[K] {
  let raw: unknown;
  // A Markdown file: its front matter holds the fields, its body is the text's `body`.
  if (SEED_FILES[key].endsWith('.md')) {
    const { data, body } = frontMatter(text);
    raw = { ...data, body };
  } else {
    raw = parse(text);
  }
  const parsed = SITE_TEXT_SCHEMAS[key].safeParse(raw);
  if (!parsed.success) throw new Error(`${SEED_FILES[key]} is not valid: ${parsed.error.message}`);
  return parsed.data as SiteTexts[K];
}

/** Every seed, from each file's text. */
export function parseSeedTexts(read: (file: string) => string): SiteTexts {
  return Object.fromEntries(
    (Object.keys(SEED_FILES) as SiteTextKey[]).map((key) => [key, parseSeedText(key, read(SEED_FILES[key]))]),
  ) as SiteTexts;
}
