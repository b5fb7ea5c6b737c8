/**
 * The Site tab's sections: which site texts the owner edits, in what order, and each
 * field's label and kind. SectionForm renders any of them; the schemas that check them
 * are the site's own (src/features/site-texts/schema.ts).
 */
import { TESTIMONIAL_PAGES, type LegalPageKey, type SiteTextKey } from '~/features/site-texts/schema';
import { FIGURE_PLACES, type FigureId } from '~/features/site-texts/figures';
import { STORY_CATEGORIES } from '~/features/community/categories';

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
  /** The text a select shows for each choice (the choice itself by default). */
  optionLabels?: Readonly<Record<string, string>>;
  /** The select's value is stored as a number. */
  numeric?: boolean;
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
  {
    key: 'figures',
    title: 'Marketing figures',
    save: 'Save figures',
    list: { noun: 'figure', label: (i) => FIGURE_PLACES[i.id as FigureId] ?? String(i.id) },
    fields: [
      {
        name: 'value',
        label: 'Figure',
        hint: 'As shown, e.g. 2,500+. Leave it empty to hide the figure and its label.',
      },
      { name: 'label', label: 'Label' },
    ],
  },
  {
    key: 'reviews',
    title: 'Reader reviews (Community page)',
    save: 'Save reader reviews',
    list: {
      noun: 'review',
      label: (i) => String(i.name || 'New review'),
      blank: (items) => ({ id: freshId(items, 'review'), name: '', book: '', rating: 5, text: '' }),
    },
    fields: [
      { name: 'text', label: 'Review', kind: 'textarea' },
      { name: 'name', label: 'Reader' },
      { name: 'book', label: 'Book' },
      { name: 'rating', label: 'Stars', kind: 'select', options: ['5', '4', '3', '2', '1'], numeric: true },
    ],
  },
  {
    key: 'sampleStories',
    title: 'Sample stories (Community page)',
    save: 'Save sample stories',
    list: {
      noun: 'story',
      label: (i) => String(i.readerName || 'New story'),
      blank: (items) => ({
        id: freshId(items, 'story'),
        readerName: '',
        readerLocation: '',
        bookTitle: '',
        category: 'life_change',
        story: '',
      }),
    },
    fields: [
      { name: 'story', label: 'Story', kind: 'textarea', rows: 4 },
      { name: 'readerName', label: 'Reader' },
      { name: 'readerLocation', label: 'Where they live' },
      { name: 'bookTitle', label: 'Book' },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: Object.keys(STORY_CATEGORIES),
        optionLabels: STORY_CATEGORIES,
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
