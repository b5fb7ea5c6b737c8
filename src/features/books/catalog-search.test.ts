import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeQuery } from './catalog-search';

const book = {
  title: 'Loud Little Heart',
  description: 'A warm, funny romance about neurodivergence and a chaotic Baltimore bakery.',
};

describe('matchesQuery: title or description, case-insensitive', () => {
  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    ['Loud', true],
    ['loud little', true],
    ['HEART', true],
    ['  heart  ', true],
    ['baltimore', true],
    ['BAKERY', true],
    ['neuro', true],
    ['red door', false],
    ['zebra', false],
    ['heart bakery', false],
  ] as const)('%j -> %s', (query, expected) => {
    expect(matchesQuery(book, query)).toBe(expected);
  });

  it.each([
    ['  MiXeD ', 'mixed'],
    [undefined, ''],
  ] as const)('normalizeQuery(%j) -> %j', (query, expected) => {
    expect(normalizeQuery(query)).toBe(expected);
  });
});
