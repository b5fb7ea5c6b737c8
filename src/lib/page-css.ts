/**
 * A pre-rendered page inlines only the CSS rules its own HTML can use. Tailwind writes one
 * stylesheet for the whole site (59 KB, about 11 KB gzip, inlined in every page by
 * `build.inlineStylesheets`); a page uses less than half of it, and the rest pushed the
 * document of a content page past the first round trip of a slow connection (14.6 KB).
 *
 * A rule stays when every class its selector names is in one of the page's class
 * attributes; rules that name no class (the reset, element and attribute selectors, custom
 * properties, @font-face, @keyframes) always stay. Pages whose scripts could add classes
 * (islands, script files, inline scripts that mention classes) keep the whole stylesheet.
 * The page's Content-Security-Policy gets the new text's hash in place of the old one.
 */
import postcss, { type ChildNode, type Root, type Rule } from 'postcss';
import { cspHash as hash } from './security/page-policy';

/** A page whose scripts could put classes the HTML does not have into the page. */
export function scriptsMayAddClasses(html: string): boolean {
  if (/<astro-island\b|<template\b/i.test(html)) return true;
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) return true;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (/class/i.test(body)) return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Every class name in the page's class attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass\s*=\s*"([^"]*)"/gi)) {
    const decoded = value.replace(/&(#x?[\da-f]+|\w+);/gi, (all, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10))
        : (ENTITIES[name.toLowerCase()] ?? all),
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The class names a selector requires, unescaped (`.sm\:p-4` is `sm:p-4`, `.\32 xl` is `2xl`). */
export function selectorClasses(selector: string): string[] {
  // Quoted attribute values (`[href$=".pdf"]`) name no class.
  const unquoted = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  return [...unquoted.matchAll(/\.((?:\\[\da-f]{1,6} ?|\\[^\da-f]|[\w-]|[^\x00-\x7f])+)/gi)].map(
    ([, name = '']) =>
      name.replace(/\\([\da-f]{1,6}) ?|\\(.)/gi, (_, hex?: string, char?: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
      ),
  );
}

const parsed = new Map<string, Root>();
/** Each rule's selectors with the classes they need, worked out once per build. */
const ruleSelectors = new WeakMap<Rule, { text: string; classes: string[] }[]>();

function selectorsOf(rule: Rule): { text: string; classes: string[] }[] {
  let selectors = ruleSelectors.get(rule);
  if (!selectors) {
    selectors = rule.selectors.map((text) => ({ text, classes: selectorClasses(text) }));
    ruleSelectors.set(rule, selectors);
  }
  return selectors;
}

/** A stylesheet parsed once per build, however many pages carry it. */
function parse(css: string): Root {
  let root = parsed.get(css);
  if (!root) {
    root = postcss.parse(css);
    parsed.set(css, root);
  }
  return root;
}

/** `nodes` written back with only what `classes` can use; `removed` counts the dropped rules. */
function write(nodes: ChildNode[], classes: Set<string>, removed: { count: number }): string {
  let out = '';
  let lastIsDeclaration = false;
  for (const node of nodes) {
    lastIsDeclaration = false;
    if (node.type === 'decl') {
      out += `${node.prop}:${node.value}${node.important ? '!important' : ''};`;
      lastIsDeclaration = true;
    } else if (node.type === 'comment') {
      if (node.text.startsWith('!')) out += `/*${node.text}*/`; // a licence
    } else if (node.type === 'rule') {
      const selectors = selectorsOf(node).filter((s) => s.classes.every((name) => classes.has(name)));
      if (selectors.length)
        out += `${selectors.map((s) => s.text).join(',')}{${write(node.nodes, classes, removed)}}`;
      else removed.count += 1;
    } else if (node.type === 'atrule') {
      const head = `@${node.name}${node.params ? ` ${node.params}` : ''}`;
      if (!node.nodes) {
        out += `${head};`;
        continue;
      }
      const before = removed.count;
      const body = write(node.nodes, classes, removed);
      // A block left empty only because its rules went (a media query) goes too.
      if (body || removed.count === before) out += `${head}{${body}}`;
    }
  }
  return lastIsDeclaration ? out.slice(0, -1) : out;
}

/** The rules of `css` that `classes` can use (the text unchanged when all of them can). */
export function usedCss(css: string, classes: Set<string>): string {
  const removed = { count: 0 };
  const text = write(parse(css).nodes, classes, removed);
  return removed.count ? text : css;
}

/**
 * The page with each inline stylesheet cut to what it uses, and `policy` (its
 * Content-Security-Policy, if any) with their hashes; both unchanged for a page whose
 * scripts could add classes.
 */
export function trimPageCss(html: string, policy: string | null): { html: string; policy: string | null } {
  if (scriptsMayAddClasses(html)) return { html, policy };
  const classes = pageClasses(html);
  let newPolicy = policy;
  // <style> inside <noscript> is left alone: it applies to a page the scripts never ran on.
  const trimmed = html.replace(
    /(<noscript\b[\s\S]*?<\/noscript>)|(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (all, noscript?: string, open?: string, css?: string, close?: string) => {
      // A '<style' inside an attribute (a post's excerpt in its description, say) makes a
      // match that is no stylesheet: one that CSS cannot parse is left as it is.
      if (noscript || css === undefined) return all;
      let used: string;
      try {
        used = usedCss(css, classes);
      } catch {
        return all;
      }
      if (used === css) return all;
      if (newPolicy) {
        // Its hash is swapped in the policy: a stylesheet the policy does not name by hash
        // stays as it is, or the cut one would be refused.
        const before = hash(css);
        if (!newPolicy.includes(before)) return all;
        newPolicy = newPolicy.replace(before, hash(used));
      }
      return `${open}${used}${close}`;
    },
  );
  return { html: trimmed, policy: newPolicy };
}
