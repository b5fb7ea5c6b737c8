import { describe, expect, it } from 'vitest';
import { starRating } from './rating';

describe('starRating: out of 5, a half star when the fraction is at least .5', () => {
  it.each([
    // rating, full, half, empty, label
    ['4.5', 4, 1, 0, 'Rated 4.5 out of 5'],
    ['4.7', 4, 1, 0, 'Rated 4.7 out of 5'],
    ['4.49', 4, 0, 1, 'Rated 4.49 out of 5'],
    ['4.0', 4, 0, 1, 'Rated 4 out of 5'],
    ['3.9', 3, 1, 1, 'Rated 3.9 out of 5'],
    ['5.0', 5, 0, 0, 'Rated 5 out of 5'],
    [4.2, 4, 0, 1, 'Rated 4.2 out of 5'],
    ['0', 0, 0, 5, 'Rated 0 out of 5'],
    ['0.5', 0, 1, 4, 'Rated 0.5 out of 5'],
    ['7', 5, 0, 0, 'Rated 5 out of 5'],
    ['-1', 0, 0, 5, 'Rated 0 out of 5'],
    ['', 0, 0, 5, 'Rated 0 out of 5'],
    ['not a number', 0, 0, 5, 'Rated 0 out of 5'],
  ] as const)('%j -> %i full, %i half, %i empty', (rating, full, half, empty, label) => {
    const stars = starRating(rating);
    expect(stars).toMatchObject({ full, half, empty, label });
    expect(stars.full + stars.half + stars.empty).toBe(5);
  });
});
