/**
 * The fixed sample figures SPEC.md §2 puts on the dashboard. None of them is measured: they
 * are shown, labelled Sample, only beside the seeded demo history, and never once real visits
 * exist (CONTRACT.md §16). The community targets are the owner's figures (site texts).
 */

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
