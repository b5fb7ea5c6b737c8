import { describe, expect, it } from 'vitest';
import { cleanTags, parseTagList, tagIndex, tagSlug } from './tags';

describe('tags', () => {
  it.each([
    ['Writing Craft', 'writing-craft'],
    ['  Self-Publishing ', 'self-publishing'],
    ['Café & Books', 'cafe-books'],
    ['!!!', ''],
    ['2025', '2025'],
  ])('%j has the slug %j', (tag, slug) => expect(tagSlug(tag)).toBe(slug));

  it('cleans a list: trims, folds spaces, drops empties and repeats by slug, keeps the first spelling', () => {
    expect(cleanTags([' Craft ', 'craft', 'Busy   Brains', '', '---', 'Busy-Brains'])).toEqual([
      'Craft',
      'Busy Brains',
    ]);
    expect(parseTagList('life, , Life,  apps')).toEqual(['life', 'apps']);
  });

  it('indexes the tags of posts by name with their counts', () => {
    expect(tagIndex([{ tags: ['Life', 'Apps'] }, { tags: ['life'] }])).toEqual([
      { tag: 'Apps', slug: 'apps', count: 1 },
      { tag: 'Life', slug: 'life', count: 2 },
    ]);
  });
});
