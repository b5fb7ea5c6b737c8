import { describe, expect, it } from 'vitest';
import type { DemoCounts } from './demo-content.queries';
import { describeDemoCounts, listInWords } from './describe';

const zero: DemoCounts = {
  books: 0,
  previews: 0,
  posts: 0,
  stories: 0,
  forumItems: 0,
  challenges: 0,
  products: 0,
  milestones: 0,
  insights: 0,
  issues: 0,
  analytics: 0,
  figures: 0,
  texts: 0,
};

describe('describeDemoCounts', () => {
  it.each([
    [{}, ''],
    [{ books: 1 }, '1 book'],
    [{ books: 14, figures: 11 }, '14 books and 11 marketing figures'],
    [{ forumItems: 28, challenges: 1 }, '28 forum items and 1 reading challenge'],
    [
      { posts: 8, products: 1, analytics: 1234 },
      '8 blog posts, 1 product and 1,234 sample visits (analytics)',
    ],
  ])('%j reads %j', (counts, text) => {
    expect(describeDemoCounts({ ...zero, ...counts })).toBe(text);
  });
});

describe('listInWords', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j reads %j', (parts, text) => {
    expect(listInWords(parts)).toBe(text);
  });
});
