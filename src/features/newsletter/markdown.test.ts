import { describe, expect, it } from 'vitest';
import { markdownToHtml, markdownToText } from './markdown';

describe('markdownToHtml', () => {
  it.each([
    ['# Hello\n\nA *bold* move.', '<h1>Hello</h1>\n<p>A <em>bold</em> move.</p>'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '<table>'],
    ['Visit https://example.com today', '<a href="https://example.com">https://example.com</a>'],
    ['- [x] done', 'type="checkbox"'],
  ])('renders CommonMark with GitHub tables and autolinks: %j', (md, html) => {
    expect(markdownToHtml(md)).toContain(html);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1))',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
  ])('no script, event handler or javascript: URL survives: %j', (md) => {
    const html = markdownToHtml(md);
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
  });

  it('makes site links absolute for a mail, and leaves them relative on the site', () => {
    expect(markdownToHtml('[post](/blog/1) ![c](/images/a.png)', { baseUrl: 'https://k.example' })).toContain(
      'href="https://k.example/blog/1"',
    );
    expect(markdownToHtml('![c](/images/a.png)', { baseUrl: 'https://k.example' })).toContain(
      'src="https://k.example/images/a.png"',
    );
    expect(markdownToHtml('[post](/blog/1)')).toContain('href="/blog/1"');
  });

  it.each([
    ['# A\n\n## B\n\n###### F', '<h2>A</h2>\n<h3>B</h3>\n<h4>F</h4>'],
    ['## A\n\n### B', '<h2>A</h2>\n<h3>B</h3>'],
    ['### A\n\n# B', '<h3>A</h3>\n<h2>B</h2>'],
  ])('renumbers headings under a page title, skipping no level: %j', (md, html) => {
    expect(markdownToHtml(md, { topHeading: 2 })).toBe(html);
  });
});

describe('markdownToText', () => {
  it('keeps the words, with links written out', () => {
    const text = markdownToText(
      '# News\n\nHello **there**, read [my post](/blog/1).\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n---\n\nhttps://example.com',
      { baseUrl: 'https://k.example' },
    );
    expect(text).toBe(
      [
        'News\n====',
        'Hello there, read my post (https://k.example/blog/1).',
        '- one\n- two',
        '1. first\n2. second',
        '> quoted',
        '* * *',
        'https://example.com',
      ].join('\n\n'),
    );
  });

  it('drops raw HTML and unsafe link targets', () => {
    expect(markdownToText('<b>x</b> [y](javascript:alert(1))')).toBe('x y');
  });
});
