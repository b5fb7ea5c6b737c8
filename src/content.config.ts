/**
 * Content collections: the owner's words from content/, and books, previews and
 * blog posts read from the database at build time (the database is the source of truth).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { listAllPreviews, listBooks } from '../db/queries/books';
import { listPosts } from '../db/queries/blog';
import { listSentIssues } from '../db/queries/newsletter-issues';
import { getDb } from './lib/db';

/** A social profile: name, url, icon key, brand colour and a short description. */
const social = defineCollection({
  loader: file('content/social.yaml'),
  schema: z.object({
    /** Position in the site's lists; the footer shows the first four. */
    order: z.number().int(),
    name: z.string(),
    url: z.url(),
    icon: z.string(),
    color: z.string(),
    description: z.string(),
  }),
});

// ---- Database-backed collections (entry id = the row id as text) ----

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
    retailers: z.array(z.object({ label: z.string(), url: z.string() })),
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
  /** Hard-coded marketing figures (SPEC.md §1). */
  stats: z.object({
    heading: z.string(),
    intro: z.string(),
    figures: z.array(z.object({ value: z.string(), label: z.string() })).length(6),
  }),
});

/** Biography in the Markdown body. */
const about = page('about', 'md', { heading: z.string(), lead: z.string(), portraitAlt: z.string() });

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

/** The home page's venture cards; `external` ones open in a new tab. */
const ventures = defineCollection({
  loader: file('content/ventures.yaml'),
  schema: z.object({
    order: z.number().int(),
    title: z.string(),
    label: z.string(),
    text: z.string(),
    cta: z.string(),
    href: z.string(),
    external: z.boolean(),
  }),
});

/** The four writing services with SPEC.md's prices and durations. */
const services = defineCollection({
  loader: file('content/services.yaml'),
  schema: z.object({
    order: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: z.string(),
    duration: z.string(),
    includes: z.array(z.string()),
  }),
});

/** The writing-services FAQ (ten questions). */
const faq = defineCollection({
  loader: file('content/faq.yaml'),
  schema: z.object({ order: z.number().int(), question: z.string(), answer: z.string() }),
});

/** Hard-coded testimonials, each shown on one page. */
const testimonials = defineCollection({
  loader: file('content/testimonials.yaml'),
  schema: z.object({
    page: z.enum(['home', 'writing-services']),
    quote: z.string(),
    name: z.string(),
    detail: z.string(),
  }),
});

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
};
