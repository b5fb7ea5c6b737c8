import { describe, expect, it } from 'vitest';
import {
  canonicalProductUrl,
  isPlaceholderUrl,
  isValidProductUrl,
  productCode,
  shouldUpdateUrl,
} from './amazon-url';

describe('Amazon URL rules', () => {
  it.each([
    // url, placeholder, valid product link, canonical form
    ['https://www.amazon.com/dp/B0CRD7K2QX', false, true, 'https://www.amazon.com/dp/B0CRD7K2QX'],
    [
      'https://amazon.com/Some-Title/dp/b0crd7k2qx/ref=sr_1_1?x=1',
      false,
      true,
      'https://www.amazon.com/dp/B0CRD7K2QX',
    ],
    ['https://www.amazon.com/dp/1234567890#reviews', false, true, 'https://www.amazon.com/dp/1234567890'],
    ['https://www.amazon.com/s?k=kendralane+the+weight+of+honey', true, false, null],
    ['https://www.amazon.com/dp/B0CRD7K2QX?tag=kendralane', true, false, null],
    ['https://www.amazon.com/dp/B0CRD7K2Q', false, false, null],
    ['https://www.amazon.com/dp/B0CRD7K2QXY', false, false, null],
    ['https://www.amazon.com/gp/product/B0CRD7K2QX', false, false, null],
    ['', false, false, null],
  ])('%s: placeholder %s, valid %s', (url, placeholder, valid, canonical) => {
    expect(isPlaceholderUrl(url)).toBe(placeholder);
    expect(isValidProductUrl(url)).toBe(valid);
    expect(canonicalProductUrl(url)).toBe(canonical);
  });

  it('reads the 10-character code after /dp/', () => {
    expect(productCode('https://www.amazon.com/dp/B0D4LHT8MZ/')).toBe('B0D4LHT8MZ');
    expect(productCode('https://www.amazon.com/')).toBeNull();
  });

  it.each([
    ['https://a/dp/1', 'https://a/dp/2', true],
    ['https://a/dp/1', '  https://a/dp/2  ', true],
    ['https://a/dp/1', 'https://a/dp/1', false],
    ['https://a/dp/1', '  https://a/dp/1 ', false],
    ['https://a/dp/1', '', false],
    ['https://a/dp/1', '    ', false],
  ])('Update from %j to %j acts: %s', (current, edited, acts) => {
    expect(shouldUpdateUrl(current, edited)).toBe(acts);
  });
});
