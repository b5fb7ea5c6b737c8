/** The community page's fixed words: the four commitments, reader reviews and the two sample stories. */
import type { StoryCategory } from './categories';

/** The community's four commitments (the 'Community Insights' section). */
export const commitments = [
  {
    title: 'A Safe Space for Every Reader',
    text: 'Share what a book stirred up in you without judgement. We moderate every story and every thread so this stays a kind place.',
  },
  {
    title: 'Real Stories, Honestly Told',
    text: 'No performance, no perfect lives. We talk about starting over, messy middles and the small brave choices that change a week.',
  },
  {
    title: 'Growing Together',
    text: 'Reading challenges, book-club threads and writing prompts keep us moving forward, one chapter and one page at a time.',
  },
  {
    title: 'Every Win Gets Celebrated',
    text: 'A finished book, a first draft, a first open mic: when a reader shares a win, the whole community shows up to cheer.',
  },
] as const;

/** Reader reviews shown on the page (hard-coded, as SPEC.md §3 says of testimonials). */
export const reviews = [
  {
    name: 'Renee T.',
    book: 'The Red Door',
    rating: 5,
    text: 'I finished it at 2 a.m. and immediately texted my sister to read it. Nora felt like a friend.',
  },
  {
    name: 'Marcus B.',
    book: 'The Bold Year',
    rating: 5,
    text: 'Funny, tender and a real kick in the pants. I started my own jar of dares the next morning.',
  },
  {
    name: 'Priya S.',
    book: 'Paper Crowns',
    rating: 4,
    text: 'A mother-daughter story that got every small detail right. Our book club talked about it for hours.',
  },
] as const;

/** The two sample stories always shown above the readers' own. */
export const sampleStories: {
  readerName: string;
  readerLocation: string;
  bookTitle: string;
  category: StoryCategory;
  story: string;
}[] = [
  {
    readerName: 'Sarah J.',
    readerLocation: 'Atlanta, Georgia',
    bookTitle: 'The Red Door',
    category: 'life_change',
    story:
      'I was stuck in a job that drained me. Reading about Nora choosing herself gave me the push I needed to finally enrol in nursing school at 38. I graduate this spring.',
  },
  {
    readerName: 'Michelle R.',
    readerLocation: 'Denver, Colorado',
    bookTitle: 'Mercy Street Mornings',
    category: 'healing',
    story:
      'After losing my father, I could not focus on anything. This book was gentle enough to hold my attention and strong enough to remind me that mornings still come.',
  },
];
