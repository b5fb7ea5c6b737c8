/** The story categories and their labels (SPEC.md §5), without zod so the public stories island stays light. */
export const STORY_CATEGORIES = {
  life_change: 'Life-Changing Moment',
  inspiration: 'Daily Inspiration',
  healing: 'Healing & Recovery',
  growth: 'Personal Growth',
} as const;

export type StoryCategory = keyof typeof STORY_CATEGORIES;
