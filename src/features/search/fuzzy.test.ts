import { describe, expect, it } from 'vitest';
import { seedBooks } from '~db/seed-data/books';
import { closeTitles, editDistance } from './fuzzy';

const titles = seedBooks.map((b) => ({ title: b.title, url: `/book/${b.id}` }));
const found = (query: string) => closeTitles(query, titles).map((t) => t.title);

describe('edits between two words', () => {
  it.each([
    ['sequins', 'sequins', 0],
    ['sequns', 'sequins', 1],
    ['sundy', 'sunday', 1],
    ['hnoey', 'honey', 1], // two letters swapped
    ['kitten', 'sitting', 3],
  ])('%s -> %s: %i', (a, b, d) => expect(editDistance(a, b, 5)).toBe(d));

  it('stops counting past its limit', () => expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3));
});

describe('a misspelled title still finds its book', () => {
  it.each([
    ['Sequns on Sundy', 'Sequins on Sunday'],
    ['sequins on sunday', 'Sequins on Sunday'],
    ['The Wieght of Hony', 'The Weight of Honey'],
    ['Loud Litle Heart', 'Loud Little Heart'],
    ['mercy stret mornings', 'Mercy Street Mornings'],
    ['Magnolia Hal', 'The Last Dance at Magnolia Hall'], // a run of its words
    ['Velvet Armour', 'Velvet Armor'],
  ])('%s finds %s', (query, title) => expect(found(query)[0]).toBe(title));

  it('finds nothing three letters off, or for a short word that merely resembles one', () => {
    expect(found('Sqns on Sndy')).toEqual([]);
    expect(found('door')).toEqual([]); // short words are the full-text search's: exact there
    expect(found('dear')).toEqual([]);
    expect(found('zzzxqv')).toEqual([]);
  });
});
