import { describe, expect, it } from 'vitest';
import { nestedFieldKey, readRows } from './nested-fields';

describe('rows named by path', () => {
  it('reads them back as lists in index order, nested lists too', () => {
    const data = new FormData();
    data.append('title', 'T');
    data.append('formats.1.format', 'paperback');
    data.append('formats.0.format', 'ebook');
    data.append('formats.0.retailers.1.url', 'https://b');
    data.append('formats.0.retailers.0.url', 'https://a');
    data.append('formats.10.format', 'audiobook');
    expect(readRows(data, 'formats')).toEqual([
      { format: 'ebook', retailers: [{ url: 'https://a' }, { url: 'https://b' }] },
      { format: 'paperback' },
      { format: 'audiobook' },
    ]);
    expect(readRows(data, 'praise')).toEqual([]);
  });

  it('puts an error at its own control inside a list, else at its field', () => {
    const key = nestedFieldKey('formats', 'praise');
    expect(key(['formats', 0, 'isbn'])).toBe('formats.0.isbn');
    expect(key(['formats'])).toBe('formats');
    expect(key(['retailers', 1, 'url'])).toBe('retailers');
  });
});
