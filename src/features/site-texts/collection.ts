/** The owner's marketing figures from the build-time collection, as the pages use them. */
import { getCollection } from 'astro:content';
import { shownFigures, type Figures } from './figures';

/** The figures that are shown (those with a value), by id. */
export async function siteFigures(): Promise<Figures> {
  return shownFigures((await getCollection('figures')).map((e) => e.data));
}
