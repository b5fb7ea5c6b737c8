/**
 * The fixed figures SPEC.md §2 keeps on the dashboard. None of them is measured:
 * the page labels every one as a Sample or a Target, never as live data.
 */

/** Community targets (SPEC.md §2): goals, not results. */
export const TARGETS = [
  { key: 'readers', label: 'Readers', value: 25_000 },
  { key: 'countries', label: 'Countries', value: 75 },
  { key: 'stories', label: 'Impact stories', value: 500 },
] as const;

/** Sample retention: share of a month's new readers still visiting N weeks later. */
export const SAMPLE_RETENTION = [
  { week: 'Week 1', retained: 100 },
  { week: 'Week 2', retained: 71 },
  { week: 'Week 3', retained: 62 },
  { week: 'Week 4', retained: 56 },
  { week: 'Week 6', retained: 49 },
  { week: 'Week 8', retained: 45 },
  { week: 'Week 12', retained: 41 },
];

/** Sample sales momentum: books sold and ABF orders per month. */
export const SAMPLE_SALES = [
  { month: 'Jan', books: 210, abfOrders: 34 },
  { month: 'Feb', books: 245, abfOrders: 41 },
  { month: 'Mar', books: 238, abfOrders: 52 },
  { month: 'Apr', books: 290, abfOrders: 48 },
  { month: 'May', books: 334, abfOrders: 63 },
  { month: 'Jun', books: 361, abfOrders: 71 },
];

/** Sample lifetime value per kind of customer, in whole dollars. */
export const SAMPLE_LIFETIME_VALUE = [
  { segment: 'Book reader', dollars: 42 },
  { segment: 'ABF customer', dollars: 68 },
  { segment: 'Workshop student', dollars: 135 },
  { segment: 'Mentoring client', dollars: 450 },
];

/** Sample impact scores (0-100) by story category, as readers rated them. */
export const SAMPLE_IMPACT_SCORES = [
  { category: 'Life-Changing Moment', score: 92 },
  { category: 'Daily Inspiration', score: 88 },
  { category: 'Healing & Recovery', score: 85 },
  { category: 'Personal Growth', score: 90 },
];

/** Story categories and their labels (SPEC.md §5). */
export const STORY_CATEGORIES: Record<string, string> = {
  life_change: 'Life-Changing Moment',
  inspiration: 'Daily Inspiration',
  healing: 'Healing & Recovery',
  growth: 'Personal Growth',
};
