import { describe, expect, it } from 'vitest';
import { pickEncoding } from './static-files';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;Q=0, gzip', 'gzip'],
    ['br; q = 0.000, gzip;q=0.5', 'gzip'],
    ['br;foo=1;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip', 'br'],
    ['br;q=0, gzip;q=0', null],
  ])('Accept-Encoding %j answers %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
