import { describe, expect, it } from 'vitest';
import { canonicalIds, routeId } from './route-id';

describe('routeId: an integer, 0 when missing or not a whole number', () => {
  it.each([
    ['1', 1],
    ['14', 14],
    ['007', 7],
    ['0', 0],
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['abc', 0],
    ['1a', 0],
    ['-3', 0],
    ['1.5', 0],
    [' 2', 0],
    ['1e3', 0],
    ['9999999999999999', 0],
    ['99999999', 99999999],
  ] as const)('%j -> %i', (value, expected) => {
    expect(routeId(value)).toBe(expected);
  });
});

describe('canonicalIds: each id segment in its one form', () => {
  it.each([
    ['01', [0], '1'],
    ['001/preview', [0, 2], '1/preview'],
    ['2/preview/02', [0, 2], '2/preview/2'],
    ['1/preview', [0, 2], '1/preview'],
    ['0', [0], '0'],
    ['00', [0], '00'],
    ['', [0], ''],
    ['tag/007', [0], 'tag/007'],
    ['x/y', [0, 2], 'x/y'],
  ] as const)('%j at %j -> %j', (path, ids, expected) => {
    expect(canonicalIds(path, ids)).toBe(expected);
  });
});
