/**
 * Newsletter issues are Markdown (CommonMark with GitHub tables and autolinks): this turns
 * one into sanitized HTML (for the mail and the public archive) and into the plain-text
 * part of the mail. Raw HTML in the Markdown is dropped and rehype-sanitize (GitHub's
 * schema) removes scripts, event handlers and `javascript:` URLs. In a mail, links to the
 * site ('/blog/1') are made absolute with the site's URL.
 *
 * (Posts and chapters go through src/lib/markdown.server.ts, which keeps the HTML CommonMark
 * allows, sanitized; a mail has no use for it.)
 */
import type { Element, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { MAIL_ELEMENT_STYLES } from '~/lib/mail/layout';

/** Where relative links point: the site's base URL (absent on the site itself, where '/x' works). */
export interface MarkdownOptions {
  baseUrl?: string;
  /**
   * On a page whose own h1 is the title: the level the content's highest heading gets
   * (2), the others following in order with no level skipped ('#', '###' become h2, h3).
   */
  topHeading?: number;
  /** For a mail: every element gets the mail layout's inline style (mail apps drop <style>). */
  mailStyles?: boolean;
}

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/** `url` made absolute against `baseUrl` when it is site-relative ('/x'); others unchanged. */
function absolute(url: string, baseUrl: string | undefined): string {
  if (!baseUrl || !url.startsWith('/') || url.startsWith('//')) return url;
  return new URL(url, baseUrl).href;
}

/**
 * A rehype step that makes site-relative link and image URLs absolute, renumbers headings
 * and, for a mail, styles each element inline.
 */
function adjust(baseUrl: string | undefined, topHeading: number | undefined, mailStyles = false) {
  return () => (tree: HastRoot) => {
    const elements: Element[] = [];
    const collect = (node: HastRoot | Element) => {
      for (const child of node.children)
        if (child.type === 'element') {
          elements.push(child);
          collect(child);
        }
    };
    collect(tree);
    const levelOf = (el: Element) => Number(/^h([1-6])$/.exec(el.tagName)?.[1] ?? 0);
    const used = [...new Set(elements.map(levelOf).filter(Boolean))].sort();
    for (const el of elements) {
      for (const key of ['href', 'src'] as const) {
        const value = el.properties[key];
        if (typeof value === 'string') el.properties[key] = absolute(value, baseUrl);
      }
      const level = levelOf(el);
      if (level && topHeading) el.tagName = `h${Math.min(6, topHeading + used.indexOf(level))}`;
      const style = mailStyles ? MAIL_ELEMENT_STYLES[el.tagName] : undefined;
      if (style) el.properties.style = style;
    }
  };
}

/** Sanitized HTML of `markdown`. */
export function markdownToHtml(
  markdown: string,
  { baseUrl, topHeading, mailStyles }: MarkdownOptions = {},
): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(adjust(baseUrl, topHeading, mailStyles))
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** The inline text of a node: links as 'text (url)', images as their alt text. */
function inline(node: MdastNodes, baseUrl: string | undefined): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'html':
      return '';
    case 'link': {
      const text = node.children.map((c) => inline(c, baseUrl)).join('');
      const url = absolute(node.url, baseUrl);
      if (!SAFE_PROTOCOL.test(url) && !url.startsWith('/')) return text;
      return text === node.url || `mailto:${text}` === node.url ? url : `${text} (${url})`;
    }
    default:
      return 'children' in node ? node.children.map((c) => inline(c as MdastNodes, baseUrl)).join('') : '';
  }
}

/** A block as plain-text lines. */
function block(node: MdastNodes, baseUrl: string | undefined): string {
  switch (node.type) {
    case 'root':
      return blocks(node.children, baseUrl);
    case 'heading': {
      const text = inline(node, baseUrl);
      return node.depth <= 2
        ? `${text}\n${(node.depth === 1 ? '=' : '-').repeat(Math.min(text.length, 60))}`
        : text;
    }
    case 'paragraph':
      return inline(node, baseUrl);
    case 'blockquote':
      return blocks(node.children, baseUrl)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'list':
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '- ';
          const body = blocks(item.children, baseUrl).split('\n');
          return [
            marker + body[0],
            ...body.slice(1).map((l) => (l ? ' '.repeat(marker.length) + l : l)),
          ].join('\n');
        })
        .join('\n');
    case 'code':
      return node.value;
    case 'thematicBreak':
      return '* * *';
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => inline(cell, baseUrl)).join(' | '))
        .join('\n');
    case 'html':
    case 'definition':
      return '';
    default:
      return inline(node, baseUrl);
  }
}

function blocks(children: MdastNodes[], baseUrl: string | undefined): string {
  return children
    .map((child) => block(child, baseUrl))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** The plain-text version of `markdown` for a mail's text part. */
export function markdownToText(markdown: string, { baseUrl }: MarkdownOptions = {}): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastRoot;
  return block(tree, baseUrl).trim();
}
