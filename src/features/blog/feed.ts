/** A post's plain text as the escaped HTML paragraphs a feed reader shows. */
import { paragraphs } from './plain-text';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Plain text to `<p>` paragraphs, line breaks inside a paragraph as `<br />`. */
export function postHtml(text: string): string {
  return paragraphs(text)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}
