import { describe, expect, it } from 'vitest';
import { readTime, wordCount } from './plain-text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('readTime: words / 200, rounded up', () => {
  it.each([
    [words(1), '1 min read'],
    [words(199), '1 min read'],
    [words(200), '1 min read'],
    [words(201), '2 min read'],
    [words(400), '2 min read'],
    [words(401), '3 min read'],
    [words(1000), '5 min read'],
    ['', '0 min read'],
  ])('%#: %s', (text, expected) => {
    expect(readTime(text)).toBe(expected);
  });
});

describe('wordCount', () => {
  it.each([
    ['one', 1],
    ['  two\nwords  ', 2],
    ['tabs\tand\n\nblank lines', 4],
    ["don't split contractions", 3],
    ['', 0],
  ] as const)('%j -> %i', (text, expected) => {
    expect(wordCount(text)).toBe(expected);
  });
});
