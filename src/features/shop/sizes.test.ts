import { describe, expect, it } from 'vitest';
import { sizeProblem, sizesFor } from './sizes';

describe('sizes by category (SPEC.md §5)', () => {
  it.each([
    ['hat', ['S/M', 'L/XL']],
    ['joggers', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
    ['hoodie', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
    ['shirt', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
    ['jacket', []],
    ['accessories', []],
    ['other', []],
    ['toString', []],
    ['', []],
  ])('%j has sizes %j', (category, sizes) => {
    expect(sizesFor(category)).toEqual(sizes);
  });
});

describe('size checks', () => {
  it.each([
    ['hat', 'S/M', null],
    ['hat', 'L/XL', null],
    ['hat', 'M', 'Size must be one of S/M, L/XL'],
    ['hat', null, 'Please choose a size'],
    ['hat', '', 'Please choose a size'],
    ['hoodie', 'XXL', null],
    ['shirt', 'S/M', 'Size must be one of XS, S, M, L, XL, XXL'],
    ['jacket', null, null],
    ['accessories', undefined, null],
    ['other', 'M', 'This product does not come in sizes'],
  ])('%s in size %j: %j', (category, size, problem) => {
    expect(sizeProblem(category, size)).toBe(problem);
  });
});
