/**
 * The community page's fixed words: the four commitments, and the intro sentences written
 * around the owner's figures (src/features/site-texts/figures.ts). The reviews and sample
 * stories are her site texts.
 */

/** The hero's sentence; the figures 'readers' and 'countries' fill it when both are set. */
export const INTRO =
  '[{readers} readers in {countries} countries|Readers] who read boldly, talk honestly and cheer each other on. Take the reading challenge, tell us what a book changed for you and find your people.';

/** The insights section's sentence; the figure 'stories' adds its clause. */
export const INSIGHTS_INTRO =
  'What we promise each other[, and what keeps {stories} shared stories and counting coming in|].';

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
