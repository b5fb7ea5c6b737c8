/**
 * The Site tab's sections: which site texts the owner edits, in what order, and each
 * field's label and kind. SectionForm renders any of them; the schemas that check them
 * are the site's own (src/features/site-texts/schema.ts).
 */
import { TESTIMONIAL_PAGES, type LegalPageKey, type SiteTextKey } from '~/features/site-texts/schema';

/** How a field is edited: one line, a paragraph, one item per line, a link, a choice or a yes/no. */
export type FieldKind = 'text' | 'textarea' | 'lines' | 'url' | 'select' | 'checkbox';

/** One field of a section (or of each item of a list section). */
export interface FieldDef {
  /** Its key in the text; 'seo.title' reaches into an object. */
  name: string;
  label: string;
  kind?: FieldKind;
  hint?: string;
  /** The choices of a select. */
  options?: readonly string[];
  rows?: number;
}

/** One item of a list section, as stored. */
export type Item = Record<string, unknown>;

/** A section: one site text, edited and saved in one form. */
export interface SiteSection {
  key: SiteTextKey;
  title: string;
  /** The submit button's text; 'Save ' and the title in lower case by default. */
  save?: string;
  fields: FieldDef[];
  /** For a text that is a list of items. */
  list?: {
    /** The item's name in its buttons. */
    noun: string;
    /** The item's legend. */
    label(item: Item): string;
    /** A blank item, when the owner may add and remove items. */
    blank?(items: Item[]): Item;
  };
}

/** An id not used yet by `items` ('question-11'). */
export function freshId(items: Item[], prefix: string): string {
  const ids = new Set(items.map((i) => i.id));
  let n = items.length + 1;
  while (ids.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/** The Site tab's sections, in the order the tab shows them. */
export const SITE_SECTIONS: SiteSection[] = [
  {
    key: 'services',
    title: 'Services and prices',
    list: { noun: 'service', label: (i) => String(i.title || 'New service') },
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'price', label: 'Price', hint: 'As shown, e.g. From $150 or $75/session' },
      { name: 'duration', label: 'Duration' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'includes', label: "What's included", kind: 'lines', hint: 'One item per line' },
    ],
  },
  {
    key: 'faq',
    title: 'FAQ',
    list: {
      noun: 'question',
      label: (i) => String(i.question || 'New question'),
      blank: (items) => ({ id: freshId(items, 'question'), order: 0, question: '', answer: '' }),
    },
    fields: [
      { name: 'question', label: 'Question' },
      { name: 'answer', label: 'Answer', kind: 'textarea' },
    ],
  },
  {
    key: 'testimonials',
    title: 'Testimonials',
    list: {
      noun: 'testimonial',
      label: (i) => String(i.name || 'New testimonial'),
      blank: (items) => ({
        id: freshId(items, 'testimonial'),
        page: 'writing-services',
        quote: '',
        name: '',
        detail: '',
      }),
    },
    fields: [
      { name: 'quote', label: 'Quote', kind: 'textarea' },
      { name: 'name', label: 'Name' },
      { name: 'detail', label: 'Detail', hint: 'e.g. Reader, Toronto' },
      { name: 'page', label: 'Shown on', kind: 'select', options: TESTIMONIAL_PAGES },
    ],
  },
  {
    key: 'social',
    title: 'Social links',
    list: { noun: 'link', label: (i) => String(i.name || 'Link') },
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'url', label: 'Profile URL', kind: 'url' },
      { name: 'description', label: 'Description' },
    ],
  },
  {
    key: 'ventures',
    title: 'Venture cards (home page)',
    list: { noun: 'card', label: (i) => String(i.title || 'Card') },
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'label', label: 'Label' },
      { name: 'text', label: 'Text', kind: 'textarea' },
      { name: 'cta', label: 'Button text' },
      { name: 'href', label: 'Link', hint: 'A path like /busy-brain or a URL starting with https://' },
      { name: 'external', label: 'Opens another site in a new tab', kind: 'checkbox' },
    ],
  },
  {
    key: 'about',
    title: 'About page',
    save: 'Save About page',
    fields: [
      { name: 'heading', label: 'Heading' },
      { name: 'lead', label: 'Lead', kind: 'textarea', rows: 2 },
      {
        name: 'body',
        label: 'Biography',
        kind: 'textarea',
        rows: 14,
        hint: 'Markdown: **bold**, *italic*, [link](https://...); a blank line starts a paragraph',
      },
      { name: 'portraitAlt', label: 'Portrait description (alt text)' },
      { name: 'seo.title', label: 'Search title' },
      {
        name: 'seo.description',
        label: 'Search description',
        kind: 'textarea',
        rows: 3,
        hint: '50 to 300 characters',
      },
    ],
  },
  legalSection('privacy', 'Privacy policy', '/privacy'),
  legalSection('terms', 'Terms of service', '/terms'),
  legalSection('shippingReturns', 'Shipping and returns', '/shipping-returns'),
];

/** The section of a terms page: its heading, its Markdown text and its search description. */
function legalSection(key: LegalPageKey, title: string, path: string): SiteSection {
  return {
    key,
    title,
    save: `Save ${title.toLowerCase()}`,
    fields: [
      { name: 'title', label: 'Page title' },
      {
        name: 'body',
        label: 'Text',
        kind: 'textarea',
        rows: 20,
        hint: `The page ${path}, in Markdown: ## for a heading, - for a list item, **bold**, [link](/contact); a blank line starts a paragraph`,
      },
      {
        name: 'description',
        label: 'Search description',
        kind: 'textarea',
        rows: 3,
        hint: '50 to 300 characters',
      },
    ],
  };
}
