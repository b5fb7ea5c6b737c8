/**
 * Content collections: the owner's page copy from content/pages, the owner's site texts
 * (site_texts, seeded from content/*.yaml and about.md), and books, previews and
 * blog posts read from the database at build time (the database is the source of truth).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { listAllPreviews, listBooks } from './features/books/books.queries';
import { listPosts } from './features/blog/posts.queries';
import { listSentIssues } from './features/newsletter/issues.queries';
import {
  aboutSchema,
  faqSchema,
  figureSchema,
  reviewSchema,
  sampleStorySchema,
  serviceSchema,
  socialSchema,
  testimonialSchema,
  ventureSchema,
  type SiteTexts,
} from './features/site-texts/schema';
import { readSiteTexts } from './features/site-texts/texts.server';
import { findImage } from './features/media/lookup.server';
import { renderMarkdown } from './lib/markdown.server';
import { getDb } from './lib/db';
import { bookFormatTypes } from '~db/schema';
import * as zm from 'zod/mini';

// ---- The owner's site texts (site_texts, seeded from content/) ----

/** The site texts, stored over seeded (each collection reads them when it loads). */
const siteTexts = async (): Promise<SiteTexts> => (await readSiteTexts(getDb())).texts;

/** A collection of one site-text list; entry id = the item's id, order kept. */
const siteTextList = <
  K extends
    'services' | 'faq' | 'testimonials' | 'social' | 'ventures' | 'figures' | 'reviews' | 'sampleStories',
  S extends zm.ZodMiniObject,
>(
  key: K,
  schema: S,
) => defineCollection({ loader: async () => (await siteTexts())[key], schema });

/** A social profile: name, url, icon key, brand colour and a short description (site_texts). */
const social = siteTextList('social', socialSchema);

// ---- Database-backed collections (entry id = the row id as text) ----

/** A labelled shop link. */
const retailer = z.object({ label: z.string(), url: z.string() });

/** Every book of the catalogue, as stored (SPEC.md §3). */
const books = defineCollection({
  loader: async () => (await listBooks(getDb())).map((book) => ({ ...book, id: String(book.id) })),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    coverImage: z.string(),
    amazonUrl: z.string(),
    /** Decimal kept as text ('4.5'). */
    rating: z.string(),
    reviewCount: z.number().int(),
    featured: z.boolean(),
    seriesName: z.string().nullable(),
    seriesOrder: z.number().int().nullable(),
    /** Shops beside Amazon. */
    retailers: z.array(retailer),
    /** 'YYYY-MM-DD'. */
    publishedOn: z.string().nullable(),
    pageCount: z.number().int().nullable(),
    formats: z.array(
      z.object({
        format: z.enum(bookFormatTypes),
        isbn: z.string().nullable(),
        priceCents: z.number().int().nullable(),
        retailers: z.array(retailer),
      }),
    ),
    praise: z.array(z.object({ quote: z.string(), source: z.string() })),
    /** The owner's catalogue order. */
    position: z.number().int(),
    /** Seeded demo content (CONTRACT.md §16). */
    demo: z.boolean(),
  }),
});

/** Free preview chapters; `bookId` names the book they belong to. */
const previews = defineCollection({
  loader: async () =>
    (await listAllPreviews(getDb())).map((preview) => ({ ...preview, id: String(preview.id) })),
  schema: z.object({
    bookId: z.number().int(),
    chapterTitle: z.string(),
    /** Markdown. */
    content: z.string(),
    chapterNumber: z.number().int(),
    isPreview: z.boolean(),
    demo: z.boolean(),
  }),
});

/** Blog posts live when the build runs (no drafts, no scheduled posts), newest first. */
const posts = defineCollection({
  loader: async () =>
    (await listPosts(getDb(), new Date())).map((post) => ({ ...post, id: String(post.id) })),
  schema: z.object({
    title: z.string(),
    excerpt: z.string(),
    /** Markdown (older posts are plain text, which renders the same). */
    content: z.string(),
    /** '' when the post has no cover. */
    coverImage: z.string(),
    publishedAt: z.coerce.date(),
    status: z.enum(['draft', 'published']),
    tags: z.array(z.string()),
    demo: z.boolean(),
  }),
});

/** Sent newsletter issues (the public archive); drafts never leave the admin. */
const issues = defineCollection({
  loader: async () =>
    (await listSentIssues(getDb())).map((issue) => ({
      id: String(issue.id),
      subject: issue.subject,
      content: issue.content,
      sentAt: issue.sentAt,
    })),
  schema: z.object({
    subject: z.string(),
    /** Markdown, rendered to sanitized HTML by src/features/newsletter/markdown.ts. */
    content: z.string(),
    sentAt: z.coerce.date(),
  }),
});

// ---- The owner's static copy in content/ ----

/** SEO title and description of a page. */
const seo = z.object({ title: z.string(), description: z.string().min(50) });
/** A card that links somewhere. */
const linkCard = z.object({ title: z.string(), text: z.string(), cta: z.string(), href: z.string() });
/** A titled blurb. */
const blurb = z.object({ title: z.string(), text: z.string() });

/** One page's copy from content/pages/<name>.(yaml|md). */
const page = <S extends z.ZodRawShape>(name: string, ext: 'yaml' | 'md', shape: S) =>
  defineCollection({
    loader: glob({ base: './content/pages', pattern: `${name}.${ext}` }),
    schema: z.object({ seo, ...shape }),
  });

const home = page('home', 'yaml', {
  hero: z.object({
    eyebrow: z.string(),
    headline: z.string(),
    /** The four role chips. */
    chips: z.array(z.string()).length(4),
    intro: z.string(),
  }),
  /** The three value blurbs under the hero. */
  values: z.array(blurb).length(3),
  services: z.object({ heading: z.string(), intro: z.string() }),
  /** The heading of the marketing figures, which are the owner's site text 'figures'. */
  stats: z.object({ heading: z.string(), intro: z.string() }),
});

/**
 * Biography in the Markdown body (site_texts 'about'), rendered by the site's one
 * sanitising Markdown pipeline, as posts are: the owner's text never reaches the page
 * unsanitised (no `javascript:` link, however it is spelled).
 */
const about = defineCollection({
  loader: {
    name: 'site-texts-about',
    load: async ({ store, parseData }) => {
      const { body, ...fields } = (await siteTexts()).about;
      const data = await parseData({ id: 'about', data: fields });
      const html = await renderMarkdown(body, { topHeadingLevel: 2, findImage });
      store.clear();
      store.set({ id: 'about', data, body, rendered: { html } });
    },
  },
  schema: zm.omit(aboutSchema, { body: true }),
});

/** The story in the Markdown body; three ventures and the tagline. */
const journey = page('journey', 'md', {
  heading: z.string(),
  lead: z.string(),
  ventures: z.array(linkCard).length(3),
  tagline: z.string(),
});

const startHere = page('start-here', 'yaml', {
  heading: z.string(),
  intro: z.string(),
  audiences: z.object({ heading: z.string(), cards: z.array(linkCard).length(4) }),
  quickWins: z.object({ heading: z.string(), cards: z.array(linkCard).length(3) }),
});

const writingServices = page('writing-services', 'yaml', {
  heading: z.string(),
  intro: z.string(),
  approach: z.object({ heading: z.string(), steps: z.array(blurb).min(1) }),
});

const busyBrain = page('busy-brain', 'yaml', {
  heading: z.string(),
  tagline: z.string(),
  intro: z.string(),
  features: z.array(blurb).length(4),
  /** Local screenshots, 390 x 844. */
  screens: z.array(z.object({ src: z.string().startsWith('/images/'), alt: z.string() })).length(3),
  newsletter: z.object({ heading: z.string(), text: z.string(), cta: z.string() }),
});

/** The home page's venture cards; `external` ones open in a new tab (site_texts). */
const ventures = siteTextList('ventures', ventureSchema);

/** The four writing services with SPEC.md's prices and durations (site_texts). */
const services = siteTextList('services', serviceSchema);

/** The writing-services FAQ (ten questions) (site_texts). */
const faq = siteTextList('faq', faqSchema);

/** Testimonials, each shown on one page (site_texts). */
const testimonials = siteTextList('testimonials', testimonialSchema);

/** The marketing figures and claims; an empty value hides one (site_texts, CONTRACT.md §16). */
const figures = siteTextList('figures', figureSchema);

/** The community page's reader reviews (site_texts). */
const reviews = siteTextList('reviews', reviewSchema);

/** The community page's sample reader stories (site_texts). */
const sampleStories = siteTextList('sampleStories', sampleStorySchema);

export const collections = {
  social,
  books,
  previews,
  posts,
  issues,
  home,
  about,
  journey,
  startHere,
  writingServices,
  busyBrain,
  ventures,
  services,
  faq,
  testimonials,
  figures,
  reviews,
  sampleStories,
};
