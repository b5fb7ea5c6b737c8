/**
 * The owner's site texts: the writing services with their prices, the FAQ,
 * the testimonials, the social links, the home page's venture cards, the About page, the
 * marketing figures, the community page's reviews and sample stories, and the terms pages
 * (privacy policy, terms of service, shipping and returns).
 * They live in the site_texts table (seeded from content/), one JSON value per key.
 *
 * These schemas are the only ones: the content collections (src/content.config.ts) check
 * what the pages read with them, the admin endpoint checks what the owner saves with
 * them, and the Site tab checks its forms with them. zod/mini and no server imports, so
 * the admin island can import this file.
 */
import * as z from 'zod/mini';
import '~/features/admin/zod-texts';
import { STORY_CATEGORIES } from '~/features/community/categories';
import { FIGURE_IDS } from './figures';

/** A required one-line text, trimmed. */
const line = (max = 200) =>
  z.string().check(z.trim(), z.minLength(1, 'Enter a text'), z.maxLength(max, `At most ${max} characters`));
/** A required paragraph, trimmed. */
const paragraph = (max = 2000) => line(max);
/** An item's stable key: the collection entry id ('manuscript-evaluation'). */
const itemId = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use lowercase letters, digits and dashes'));
const position = z.int().check(z.minimum(0), z.maximum(1000));
/** A web address the site links to: https or http only (never javascript: or data:). */
const webUrl = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Enter a URL starting with https://'),
);
/** A link on the site ('/busy-brain') or to another site (https://...). */
const href = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine(
    (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    'Enter a path starting with / or a URL starting with https://',
  ),
);

/**
 * Marks a seeded example (CONTRACT.md §16): 'Remove demo content' takes it away, and the
 * owner's edit makes it hers (the save drops the mark of an item she changed).
 */
const demoMark = z.optional(z.boolean());

/** One writing service (SPEC.md's four, with their prices and durations). */
export const serviceSchema = z.object({
  id: itemId,
  order: position,
  title: line(),
  description: paragraph(),
  price: line(60),
  duration: line(100),
  includes: z
    .array(line())
    .check(z.minLength(1, 'List at least one thing included'), z.maxLength(12, 'At most 12 lines')),
});

/** One FAQ question. */
export const faqSchema = z.object({ id: itemId, order: position, question: line(300), answer: paragraph() });

/** Where testimonials appear. */
export const TESTIMONIAL_PAGES = ['home', 'writing-services'] as const;

/** One testimonial, shown on one page. */
export const testimonialSchema = z.object({
  id: itemId,
  page: z.enum(TESTIMONIAL_PAGES),
  quote: paragraph(1000),
  name: line(100),
  detail: line(200),
  demo: demoMark,
});

/**
 * One marketing figure or claim ('2,500+' 'Newsletter subscribers'); an empty value hides it
 * and its label wherever it appears (./figures.ts says where).
 */
export const figureSchema = z.object({
  id: z.enum(FIGURE_IDS),
  value: z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters')),
  label: line(100),
  demo: demoMark,
});

/** A reader's review on the community page ('What Readers Say'), with its stars. */
export const reviewSchema = z.object({
  id: itemId,
  name: line(100),
  book: line(200),
  rating: z
    .int('Choose 1 to 5 stars')
    .check(z.minimum(1, 'At least 1 star'), z.maximum(5, 'At most 5 stars')),
  text: paragraph(1000),
  demo: demoMark,
});

/** A sample reader story on the community page, shown above the readers' own. */
export const sampleStorySchema = z.object({
  id: itemId,
  readerName: line(100),
  readerLocation: line(100),
  bookTitle: line(200),
  category: z.enum(Object.keys(STORY_CATEGORIES) as [keyof typeof STORY_CATEGORIES]),
  story: paragraph(2000),
  demo: demoMark,
});

/** A social profile: name, url, icon key, brand colour and a short description. */
export const socialSchema = z.object({
  /** Position in the site's lists; the footer shows the first four. */
  order: position,
  id: itemId,
  name: line(100),
  url: webUrl,
  icon: itemId,
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'Enter a colour like #c2185b')),
  description: line(200),
});

/** A venture card of the home page; `external` ones open in a new tab. */
export const ventureSchema = z.object({
  id: itemId,
  order: position,
  title: line(),
  label: line(100),
  text: paragraph(1000),
  cta: line(60),
  href,
  external: z.boolean(),
});

/** Character references a link destination may hide a scheme behind ('jav&#x61;script&colon;'). */
const CHARACTER_REFERENCE = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|(colon|tab|newline));?/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/**
 * True when a Markdown link (inline `[a](...)`, or a reference definition `[a]: ...`)
 * points at a script or data URL, however it is spelled: character references decoded,
 * and the tabs, line breaks and backslashes a browser or Markdown drops removed.
 * The owner is told at once; the sanitising pipeline that renders the text drops such a
 * link whatever this check lets through.
 */
export function hasScriptLink(markdown: string): boolean {
  const decoded = markdown
    .replace(CHARACTER_REFERENCE, (_, dec?: string, hex?: string, name?: string) =>
      name
        ? NAMED[name.toLowerCase()]!
        : String.fromCodePoint(Math.min(0x10ffff, Number.parseInt(dec ?? hex!, dec ? 10 : 16)) || 0xfffd),
    )
    .replace(/[\\\u0000-\u001f]/g, '');
  // Between the bracket and the URL: spaces, a '<', and a quote's '>' markers.
  return /\][(:][\s<>]*(javascript|data|vbscript|livescript):/i.test(decoded);
}

/** Markdown with no raw HTML and no script links (the page renders it through the sanitising pipeline). */
const markdown = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter a text'),
  z.maxLength(20_000, 'At most 20000 characters'),
  z.refine((v) => !/<[a-z/!?]/i.test(v), 'Write Markdown without HTML tags'),
  z.refine((v) => !hasScriptLink(v), 'Links must be web addresses'),
);

/** The About page: its SEO title and description, heading, lead, portrait text and biography. */
export const aboutSchema = z.object({
  seo: z.object({
    title: line(70),
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(50, 'At least 50 characters (search engines show it)'),
        z.maxLength(300, 'At most 300 characters'),
      ),
  }),
  heading: line(100),
  lead: line(300),
  portraitAlt: line(200),
  /** The biography, Markdown. */
  body: markdown,
});

/**
 * A page of the site's terms (privacy policy, terms of service, shipping and returns):
 * its heading (also the page title), its search description and its Markdown text.
 */
export const legalPageSchema = z.object({
  title: line(100),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(50, 'At least 50 characters (search engines show it)'),
      z.maxLength(300, 'At most 300 characters'),
    ),
  /** The page's text, Markdown. */
  body: markdown,
});

/** A list whose items have distinct ids (each one is a collection entry); `min` 0 lets the owner remove them all. */
const list = <T extends z.ZodMiniObject>(item: T, max: number, min = 1) =>
  z.array(item).check(
    z.minLength(min, 'Keep at least one'),
    z.maxLength(max, `At most ${max}`),
    z.refine((items) => {
      const ids = items.map((i) => (i as { id: string }).id);
      return new Set(ids).size === ids.length;
    }, 'Two items have the same id'),
  );

/** Every site text, by key: what the table stores and the endpoint accepts. */
export const SITE_TEXT_SCHEMAS = {
  services: list(serviceSchema, 12),
  faq: list(faqSchema, 40),
  testimonials: list(testimonialSchema, 30, 0),
  social: list(socialSchema, 20),
  ventures: list(ventureSchema, 12),
  about: aboutSchema,
  privacy: legalPageSchema,
  terms: legalPageSchema,
  shippingReturns: legalPageSchema,
  figures: list(figureSchema, FIGURE_IDS.length, 0),
  reviews: list(reviewSchema, 12, 0),
  sampleStories: list(sampleStorySchema, 12, 0),
};

export type SiteTextKey = keyof typeof SITE_TEXT_SCHEMAS;
export const SITE_TEXT_KEYS = Object.keys(SITE_TEXT_SCHEMAS) as SiteTextKey[];
export type SiteTexts = { [K in SiteTextKey]: z.output<(typeof SITE_TEXT_SCHEMAS)[K]> };

/** The keys of the terms pages, each a page of its own (/privacy, /terms, /shipping-returns). */
export const LEGAL_PAGE_KEYS = ['privacy', 'terms', 'shippingReturns'] as const satisfies SiteTextKey[];
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
/** The texts that hold seeded examples marked `demo` (CONTRACT.md §16). */
export const DEMO_TEXT_KEYS = ['figures', 'testimonials', 'reviews', 'sampleStories'] as const;
export type DemoTextKey = (typeof DEMO_TEXT_KEYS)[number];

export function isSiteTextKey(key: string | undefined): key is SiteTextKey {
  return key !== undefined && Object.hasOwn(SITE_TEXT_SCHEMAS, key);
}

/**
 * A zod error's messages keyed by the whole path ('2.price', 'seo.description'), so a form
 * of many items shows each at its own field. ('' for the value as a whole.)
 */
export function pathErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string[]> = {};
  for (const issue of issues) (out[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return out;
}
