/**
 * The owner's marketing figures (site text 'figures', CONTRACT.md §16): which there are, where
 * each appears, and how page copy uses them. A figure with an empty value is hidden: its
 * label goes with it, and a sentence written around it falls back to its plain form. No zod,
 * so the admin island and the pages can import it.
 */

/** Every figure, in the order the Site tab lists them. */
export const FIGURE_IDS = [
  'subscribers',
  'rating',
  'readers',
  'novels',
  'stories',
  'countries',
  'challenge-participants',
  'challenge-reward',
  'target-readers',
  'target-countries',
  'target-stories',
] as const;

export type FigureId = (typeof FIGURE_IDS)[number];

/** Where each figure appears, as the Site tab names it. */
export const FIGURE_PLACES: Record<FigureId, string> = {
  subscribers: 'Home: newsletter subscribers',
  rating: 'Home: average reader rating',
  readers: 'Home and Community: readers',
  novels: 'Home, Start Here, Writing Services and My Journey: novels',
  stories: 'Home and Community: reader stories',
  countries: 'Home, Community and My Journey: countries',
  'challenge-participants': 'Reading challenge: participants',
  'challenge-reward': 'Reading challenge: reward',
  'target-readers': 'Analytics target: readers',
  'target-countries': 'Analytics target: countries',
  'target-stories': 'Analytics target: impact stories',
};

/** The figures of the home page's Stats & Recognition, in order. */
export const HOME_FIGURES: readonly FigureId[] = [
  'subscribers',
  'rating',
  'readers',
  'novels',
  'stories',
  'countries',
];

/** The analytics page's community targets, with the measure each one is compared with. */
export const TARGET_FIGURES = [
  { id: 'target-readers', measure: 'readers' },
  { id: 'target-countries', measure: 'countries' },
  { id: 'target-stories', measure: 'stories' },
] as const satisfies readonly { id: FigureId; measure: string }[];

/** A figure as stored. */
export interface FigureItem {
  id: string;
  value: string;
  label: string;
}

/** The figures that are shown: those with a value, by id. */
export type Figures = Partial<Record<FigureId, { value: string; label: string }>>;

/** The shown figures of a stored list (empty values left out). */
export function shownFigures(items: readonly FigureItem[]): Figures {
  const out: Figures = {};
  for (const { id, value, label } of items) if (value.trim()) out[id as FigureId] = { value, label };
  return out;
}

/** The figures of `ids` that are shown, in that order. */
export function pickFigures(figures: Figures, ids: readonly FigureId[]) {
  return ids.flatMap((id) => (figures[id] ? [{ id, ...figures[id] }] : []));
}

const OPTIONAL = /\[([^\]|]*)\|([^\]]*)\]/g;
const PLACEHOLDER = /\{([a-z-]+)\}/g;

/**
 * Page copy with figures in it: `{id}` is a figure's value, and `[with {id}|without]` is the
 * first text when every figure in it is shown, else the second ('[{novels} novels|Novels]
 * about second chances' reads '14 novels about...' or 'Novels about...').
 */
export function fillFigures(template: string, figures: Figures): string {
  const value = (id: string) => figures[id as FigureId]?.value ?? '';
  const complete = (text: string) => [...text.matchAll(PLACEHOLDER)].every(([, id]) => value(id!) !== '');
  return template
    .replace(OPTIONAL, (_, shown: string, hidden: string) => (complete(shown) ? shown : hidden))
    .replace(PLACEHOLDER, (_, id: string) => value(id));
}
