/**
 * A pre-rendered page's Content-Security-Policy names only the inline code the page holds.
 * Astro gives every page the hashes of every inline script and style of the whole site
 * (14 scripts and 7 styles here, /blog/1 holds 3 and 4); a page keeps the hashes of its own,
 * so a script written for one page cannot run on another, and its header, which counts
 * towards the document's first round trip of a slow connection, is some 700 bytes shorter.
 * Nothing inserts inline code later: islands load module files, and the one library that
 * adds CSS at run time adopts a constructed stylesheet (style-singleton.ts).
 */
import { createHash } from 'node:crypto';

/** A hash source of `text` as a policy writes it: `'sha256-…'`. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hash sources of every inline <script> and <style> in `html` (those inside <noscript> too). */
function inlineHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, , text = ''] of html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi))
    hashes.add(cspHash(text));
  return hashes;
}

/** `policy` with the hash sources of script-src and style-src cut to those `html` uses. */
export function ownHashesOnly(html: string, policy: string): string {
  const own = inlineHashes(html);
  return policy
    .split(';')
    .map((directive) =>
      /^\s*(script|style)-src\s/.test(directive)
        ? directive
            .split(' ')
            .filter((source) => !source.startsWith("'sha256-") || own.has(source))
            .join(' ')
        : directive,
    )
    .join(';');
}
