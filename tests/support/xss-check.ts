/**
 * Finds what an XSS payload would need in a page: script elements, event-handler
 * attributes, and script-capable URLs, by parsing the HTML as a browser does (parse5).
 */
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements that run script or load active content. */
const ACTIVE = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'base',
  'form',
  'meta',
  'link',
  'style',
  'svg',
  'math',
]);
/** Attributes that take a URL. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'srcset',
  'cite',
  'codebase',
  'content',
]);

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

/** A URL that would run script: javascript:, vbscript:, livescript: or data: (after the browser's own clean-up). */
export function isScriptUrl(value: string): boolean {
  const cleaned = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  return (
    /^(javascript|vbscript|livescript|data):/.test(cleaned) || /(^|,)\s*(javascript|vbscript):/.test(cleaned)
  );
}

/** One finding per dangerous element or attribute. */
export function findActiveContent(
  html: string,
  { fragment = true, allow = (_e: Element) => false } = {},
): string[] {
  const root = (fragment ? parseFragment(html) : parse(html)) as Node;
  const found: string[] = [];
  for (const el of elements(root)) {
    if (allow(el)) continue;
    if (ACTIVE.has(el.tagName)) found.push(`<${el.tagName}>`);
    for (const attr of el.attrs) {
      const name = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName}[${name}]`);
      if (name === 'style' && /url\s*\(|expression\s*\(/i.test(attr.value))
        found.push(`${el.tagName}[style=${attr.value}]`);
      if (URL_ATTRIBUTES.has(name) && isScriptUrl(attr.value))
        found.push(`${el.tagName}[${name}=${attr.value}]`);
    }
  }
  return found;
}

/** Every element of a whole page, for comparing a page's own scripts with another's. */
export function pageElements(html: string): Element[] {
  return [...elements(parse(html) as Node)];
}
