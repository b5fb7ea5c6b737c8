import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './canonical-path';

describe('one URL per page', () => {
  it.each([
    ['/about/', '/about'],
    ['/about/?ref=x', '/about?ref=x'],
    ['/book/1/preview//', '/book/1/preview'],
    ['/api/contact/', '/api/contact'],
    ['//evil.example/', '/evil.example'],
    ['///', '/'],
  ])('%s -> %s', (from, to) => expect(canonicalRedirect(from)).toBe(to));

  it.each(['/', '/about', '/about?next=/x/', '/rss.xml', '/search?q=a/'])('%s stays', (url) =>
    expect(canonicalRedirect(url)).toBeNull(),
  );
});
