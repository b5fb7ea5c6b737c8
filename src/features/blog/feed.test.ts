import { describe, expect, it } from 'vitest';
import { postHtml } from './feed';

describe('postHtml: plain text to escaped paragraphs', () => {
  it.each([
    ['One.\n\nTwo.', '<p>One.</p>\n<p>Two.</p>'],
    ['Line\nbreak', '<p>Line<br />break</p>'],
    [
      '<script>alert("x")</script> & more',
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</p>',
    ],
    ["Don't", '<p>Don&#39;t</p>'],
  ])('%j', (text, html) => {
    expect(postHtml(text)).toBe(html);
  });
});
