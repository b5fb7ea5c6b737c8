/** Counts written as people read them: '1 mail', '2 mails', '1,204 confirmed subscribers'. */

/** A noun's two forms, for one and for any other count: ['story', 'stories']. */
export type Noun = readonly [one: string, other: string];

const numberFormat = new Intl.NumberFormat('en-US');

/** The form of `noun` that goes with `count`: 'subscriber' for 1, 'subscribers' for 0, 2 or 0.5. */
export function nounFor(count: number, [one, other]: Noun): string {
  return count === 1 ? one : other;
}

/** `count`, its thousands grouped, with the form of `noun` that goes with it. */
export function countOf(count: number, noun: Noun): string {
  return `${numberFormat.format(count)} ${nounFor(count, noun)}`;
}
