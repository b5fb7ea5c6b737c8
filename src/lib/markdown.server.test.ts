import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { seedPosts } from '~db/seed-data/blog';
import { seedPreviews } from '~db/seed-data/previews';
import type { MediaAsset } from '~db/schema';
import { XSS_MARKDOWN } from '~tests/fixtures/xss-markdown';
import { findActiveContent } from '~tests/support/xss-check';
import { renderMarkdown } from './markdown.server';

type Node = DefaultTreeAdapterMap['node'];

/** The text a reader sees, with <br> as a line break and whitespace between blocks folded. */
function visibleText(html: string): string {
  const walk = (node: Node): string => {
    if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
    if (node.nodeName === 'br') return '\n';
    const children = 'childNodes' in node ? node.childNodes.map(walk).join('') : '';
    return node.nodeName === 'p' ? `${children}\n\n` : children;
  };
  return walk(parseFragment(html) as Node);
}
const fold = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();

describe('renderMarkdown: sanitizing', () => {
  it(`has a corpus of at least 50 payloads (${XSS_MARKDOWN.length})`, () => {
    expect(XSS_MARKDOWN.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_MARKDOWN.map((md, i) => [i, md] as const))(
    'payload %i leaves no script, handler or script URL: %s',
    async (_i, markdown) => {
      for (const topHeadingLevel of [2, 3]) {
        const html = await renderMarkdown(markdown, { topHeadingLevel });
        expect(findActiveContent(html), html).toEqual([]);
        expect(html).not.toMatch(/<script/i);
      }
    },
  );

  it('prefixes ids and names so the text cannot clobber the page, and keeps in-page links working', async () => {
    const html = await renderMarkdown('See[^1]\n\n[^1]: The note.');
    expect(html).toContain('id="user-content-fn-1"');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).not.toMatch(/id="(?!user-content-)/);
  });
});

describe('renderMarkdown: CommonMark and GitHub tables and autolinks', () => {
  it.each([
    ['# Title', '<h2>Title</h2>'],
    ['## Sub', '<h2>Sub</h2>'],
    ['# Title\n\n## Sub', '<h2>Title</h2>\n<h3>Sub</h3>'],
    ['A [link](https://example.com/x) here', '<a href="https://example.com/x">link</a>'],
    ['Visit https://example.com now', '<a href="https://example.com">https://example.com</a>'],
    ['Or www.example.com', '<a href="http://www.example.com">www.example.com</a>'],
    ['**bold** and _em_ and ~~gone~~', '<strong>bold</strong> and <em>em</em> and <del>gone</del>'],
    ['- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['1. one\n2. two', '<ol>\n<li>one</li>\n<li>two</li>\n</ol>'],
    ['> quoted', '<blockquote>\n<p>quoted</p>\n</blockquote>'],
    ['`code`', '<code>code</code>'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '<td>1</td>'],
    ['Line one\nLine two', '<p>Line one<br>\nLine two</p>'],
  ])('%j renders %j', async (markdown, html) => {
    expect(await renderMarkdown(markdown)).toContain(html);
  });

  it('puts the top headings under the page (h3 in a chapter), keeping their order and never past h6', async () => {
    expect(await renderMarkdown('# A\n\n### B', { topHeadingLevel: 3 })).toBe('<h3>A</h3>\n<h5>B</h5>');
    expect(await renderMarkdown('#### A', { topHeadingLevel: 3 })).toBe('<h3>A</h3>');
    expect(await renderMarkdown('# A\n\n###### B', { topHeadingLevel: 3 })).toBe('<h3>A</h3>\n<h6>B</h6>');
  });

  it('renders the HTML CommonMark lets a text hold, sanitized: markup stays, handlers and scripts go', async () => {
    expect(await renderMarkdown('Line one\n\n<b>bold</b> and <em>em</em>')).toBe(
      '<p>Line one</p>\n<p><b>bold</b> and <em>em</em></p>',
    );
    const hostile = await renderMarkdown(
      '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> <div onclick="x()">d</div>\n\n<script>alert(1)</script>after <iframe src="https://evil.example"></iframe>',
    );
    expect(hostile).toContain('<img src="x"');
    expect(hostile).toContain('<a>x</a>');
    expect(hostile).toContain('<div>d</div>');
    expect(hostile).toContain('after');
    // Not even as text: no handler, no script URL, no script.
    for (const gone of ['onerror', 'onclick', 'javascript:', 'alert(', '<script', '<iframe'])
      expect(hostile).not.toContain(gone);
    // Raw-text elements go with their text; attributes that would reach into the page go.
    const reaching = await renderMarkdown(
      '<textarea><script>alert(1)</script></textarea><style>body{display:none}</style><title>T</title>\n\n<div itemscope itemtype="https://schema.org/Thing"><a href="/x" tabindex="1" accesskey="s" itemprop="url">x</a></div>',
    );
    expect(reaching.trim()).toBe('<div><a href="/x">x</a></div>');
    // Plain text with a '<' stays text.
    expect(visibleText(await renderMarkdown('I <3 books & a < b')).trim()).toBe('I <3 books & a < b');
  });

  it('lazy-loads body images, and gives an uploaded one its sizes, WebP and dimensions', async () => {
    const asset: MediaAsset = {
      id: 'a'.repeat(32),
      url: `/media/${'a'.repeat(32)}/960.jpg`,
      base: `/media/${'a'.repeat(32)}`,
      format: 'jpg',
      width: 960,
      height: 640,
      widths: [320, 640, 960],
      bytes: 1,
      alt: 'A cat asleep on a pile of books',
      createdAt: new Date(),
    };
    const html = await renderMarkdown(`![A cat](${asset.url})\n\n![Elsewhere](https://example.com/x.png)`, {
      findImage: async (url) => (url === asset.url ? asset : undefined),
    });
    expect(html).toContain(
      `<picture><source type="image/webp" srcset="${asset.base}/320.webp 320w, ${asset.base}/640.webp 640w, ${asset.base}/960.webp 960w"`,
    );
    expect(html).toMatch(
      /<img src="[^"]+960\.jpg" alt="A cat" loading="lazy" decoding="async" srcset="[^"]+320\.jpg 320w/,
    );
    expect(html).toContain('width="960" height="640"');
    expect(html).toContain(
      '<img src="https://example.com/x.png" alt="Elsewhere" loading="lazy" decoding="async">',
    );
  });

  it('gives an uploaded image written without a description the alt text the owner gave it at upload', async () => {
    const asset: MediaAsset = {
      id: 'b'.repeat(32),
      url: `/media/${'b'.repeat(32)}/640.png`,
      base: `/media/${'b'.repeat(32)}`,
      format: 'png',
      width: 640,
      height: 480,
      widths: [320, 640],
      bytes: 1,
      alt: 'Kendra signing books at the library',
      createdAt: new Date(),
    };
    const html = await renderMarkdown(`![](${asset.url})\n\n![My words](${asset.url})`, {
      findImage: async (url) => (url === asset.url ? asset : undefined),
    });
    expect(html).toContain('alt="Kendra signing books at the library"');
    // What the owner wrote in the text wins over the upload's description.
    expect(html).toContain('alt="My words"');
  });
});

describe('renderMarkdown: the plain-text posts and chapters written before Markdown', () => {
  it.each([
    ...seedPosts.map((p) => [`post ${p.id}`, p.content] as const),
    ...seedPreviews.map((p) => [`book ${p.bookId} chapter ${p.chapterNumber}`, p.content] as const),
  ])('%s shows exactly its text, paragraphs and line breaks', async (_name, text) => {
    expect(fold(visibleText(await renderMarkdown(text)))).toBe(fold(text));
  });
});
