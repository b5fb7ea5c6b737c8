/**
 * The one look of every mail the site sends: a mail is written once as a list of blocks
 * (a heading, a paragraph, a button, a list of details, small print, or pre-rendered
 * content such as a newsletter issue) and becomes both parts of the mail, the HTML and
 * the plain text, in the same words.
 *
 *   composeMail({ kind: 'order-received', to, subject: 'We got your order', blocks: [
 *     { heading: 'Thank you!' },
 *     { text: 'Your order #12 is saved.' },
 *     { button: 'See your order', href: pageUrl },
 *   ] })
 *
 * The HTML is made for mail clients: no tables, no <style> element (Gmail and Outlook drop
 * or rewrite it, and the admin's preview runs under the site's CSP, which allows style
 * attributes only), every style inline, one centred column at most 600 px wide that
 * narrows with the screen, the brand's fonts named first with common fallbacks after.
 * Everything passed in is text and is escaped; only `html` blocks carry markup.
 */
import type { OutgoingMail } from './outbox.queries';

/** A piece of running text: plain words, or a link with its words. */
export type Inline = string | { text: string; href: string };

/** One part of a mail's body. */
export type MailBlock =
  /** A heading in the brand's serif and plum. */
  | { heading: string }
  /** A paragraph; line breaks are kept and bare URLs become links. */
  | { text: Inline | Inline[] }
  /** A call to action: a link drawn as a button (its URL is printed in the text part). */
  | { button: string; href: string }
  /** Label and value pairs (an order's number, items, total). */
  | { details: (readonly [label: string, value: string])[] }
  /** Small, muted print (why the reader gets the mail, what to do if it was not them). */
  | { note: Inline | Inline[] }
  /** Content rendered elsewhere, in both forms (a newsletter issue's Markdown). */
  | { html: string; text: string };

/** A mail to compose. */
export interface MailContent {
  /** What caused it: 'newsletter-welcome', 'contact', 'order-received', ... */
  kind: string;
  to: string;
  subject: string;
  /** The line mail apps show after the subject in the inbox; hidden in the mail itself. */
  preheader?: string;
  blocks: MailBlock[];
  /** Lines under the signature: why the reader gets it, how to unsubscribe. */
  footer?: (Inline | Inline[])[];
  /** The site's address, linked in the footer. */
  siteUrl?: string;
  headers?: Record<string, string>;
}

/** The brand's colours (src/styles/global.css, light theme) and fonts, with fallbacks mail apps have. */
export const MAIL_THEME = {
  page: '#fff8f0',
  card: '#ffffff',
  plum: '#4a1d5c',
  magenta: '#b0154f',
  ink: '#1f1a24',
  muted: '#5b5163',
  line: '#e9dfe9',
  serif: "'Source Serif 4', Georgia, 'Times New Roman', serif",
  sans: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

const t = MAIL_THEME;

/** Long words and URLs wrap instead of widening the mail on a phone. */
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';

/**
 * The inline style of each element that content rendered elsewhere may contain (an
 * issue's Markdown): `styleMailHtml` puts these on the elements of such content.
 */
export const MAIL_ELEMENT_STYLES: Readonly<Record<string, string>> = {
  h1: `margin:24px 0 12px;font-family:${t.serif};font-size:28px;line-height:1.25;font-weight:700;color:${t.plum}`,
  h2: `margin:24px 0 10px;font-family:${t.serif};font-size:23px;line-height:1.3;font-weight:700;color:${t.plum}`,
  h3: `margin:20px 0 8px;font-family:${t.serif};font-size:19px;line-height:1.3;font-weight:700;color:${t.plum}`,
  h4: `margin:18px 0 8px;font-family:${t.serif};font-size:17px;line-height:1.3;font-weight:700;color:${t.plum}`,
  h5: `margin:16px 0 8px;font-family:${t.sans};font-size:16px;font-weight:700;color:${t.plum}`,
  h6: `margin:16px 0 8px;font-family:${t.sans};font-size:15px;font-weight:700;color:${t.plum}`,
  p: `margin:0 0 16px;${WRAP}`,
  a: `color:${t.magenta};text-decoration:underline;${WRAP}`,
  ul: 'margin:0 0 16px;padding-left:24px',
  ol: 'margin:0 0 16px;padding-left:24px',
  li: `margin:0 0 6px;${WRAP}`,
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${t.magenta};color:${t.muted}`,
  img: 'display:block;max-width:100%;height:auto;border:0;border-radius:8px',
  hr: `border:0;border-top:1px solid ${t.line};margin:24px 0`,
  table: 'border-collapse:collapse;margin:0 0 16px;max-width:100%;font-size:15px',
  th: `border:1px solid ${t.line};padding:6px 10px;text-align:left;background-color:${t.page}`,
  td: `border:1px solid ${t.line};padding:6px 10px;text-align:left`,
  code: `font-family:Menlo,Consolas,monospace;font-size:14px;background-color:${t.page};padding:1px 4px;border-radius:4px`,
  pre: `margin:0 0 16px;padding:12px;background-color:${t.page};border-radius:8px;white-space:pre-wrap;${WRAP}`,
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Plain words as HTML: escaped, line breaks kept, bare URLs linked. */
function wordsHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(at, match.index));
    html += link(match[0], match[0]);
    at = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(at));
  return html.replaceAll('\n', '<br>');
}

function link(text: string, href: string): string {
  return `<a href="${escapeHtml(href)}" style="${MAIL_ELEMENT_STYLES.a}">${escapeHtml(text)}</a>`;
}

const list = (inline: Inline | Inline[]) => (Array.isArray(inline) ? inline : [inline]);

function inlineHtml(inline: Inline | Inline[]): string {
  return list(inline)
    .map((part) => (typeof part === 'string' ? wordsHtml(part) : link(part.text, part.href)))
    .join('');
}

/** A link in the text part: its URL alone when the words are the URL, else 'words (URL)'. */
function inlineText(inline: Inline | Inline[]): string {
  return list(inline)
    .map((part) =>
      typeof part === 'string' ? part : part.text === part.href ? part.href : `${part.text} (${part.href})`,
    )
    .join('');
}

function blockHtml(block: MailBlock): string {
  if ('html' in block) return block.html;
  if ('heading' in block)
    return `<h1 style="margin:0 0 16px;font-family:${t.serif};font-size:26px;line-height:1.25;font-weight:700;color:${t.plum}">${escapeHtml(block.heading)}</h1>`;
  if ('text' in block) return `<p style="${MAIL_ELEMENT_STYLES.p}">${inlineHtml(block.text)}</p>`;
  if ('button' in block)
    return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background-color:${t.magenta};color:#ffffff;font-family:${t.sans};font-size:16px;font-weight:700;line-height:1.3;text-decoration:none;${WRAP}">${escapeHtml(block.button)}</a></p>`;
  if ('details' in block)
    return `<div style="margin:0 0 16px;padding:12px 16px;border-radius:8px;background-color:${t.page}">${block.details
      .map(
        ([label, value]) =>
          `<p style="margin:0 0 6px;${WRAP}"><strong style="color:${t.plum}">${escapeHtml(label)}:</strong> ${wordsHtml(value)}</p>`,
      )
      .join('')}</div>`;
  if ('note' in block)
    return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${t.muted};${WRAP}">${inlineHtml(block.note)}</p>`;
  return '';
}

function blockText(block: MailBlock): string {
  if ('html' in block) return block.text;
  if ('heading' in block) return block.heading;
  if ('text' in block) return inlineText(block.text);
  if ('button' in block) return `${block.button}:\n${block.href}`;
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('note' in block) return inlineText(block.note);
  return '';
}

/** The brand's sign-off under every mail. */
export const MAIL_SIGNATURE = 'Write Bold. Live Loud. Be Fabulous.';

/** The HTML document of a mail. */
function documentHtml(content: MailContent): string {
  const site = content.siteUrl ? new URL(content.siteUrl) : null;
  const footer = [
    ...(content.footer ?? []).map(inlineHtml),
    `Kendra Lane · ${MAIL_SIGNATURE}${site ? ` · ${link(site.host, site.href)}` : ''}`,
  ];
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;color:${t.page};font-size:1px;line-height:1px">${escapeHtml(content.preheader)}</div>\n`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${t.page}">
${preheader}<div style="margin:0;padding:24px 12px;background-color:${t.page};font-family:${t.sans};font-size:16px;line-height:1.6;color:${t.ink}">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 12px 4px;font-family:${t.serif};font-size:20px;font-weight:700;color:${t.plum}">Kendra Lane</p>
<div style="padding:24px 20px 8px;border-top:4px solid ${t.plum};border-radius:12px;background-color:${t.card}">
${content.blocks.map(blockHtml).join('\n')}
</div>
<div style="padding:16px 4px;font-size:13px;line-height:1.5;color:${t.muted}">
${footer.map((line) => `<p style="margin:0 0 8px;${WRAP}">${line}</p>`).join('\n')}
</div>
</div>
</div>
</body>
</html>`;
}

/** The plain-text part: the same blocks, a blank line between them, the footer after a '--' line. */
function documentText(content: MailContent): string {
  const footer = [
    ...(content.footer ?? []).map(inlineText),
    `Kendra Lane · ${MAIL_SIGNATURE}${content.siteUrl ? ` · ${new URL(content.siteUrl).href}` : ''}`,
  ];
  return [content.blocks.map(blockText).join('\n\n'), '', '--', ...footer].join('\n');
}

/** A mail in the site's layout, HTML and plain text, ready for queueMail. */
export function composeMail(content: MailContent): OutgoingMail {
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: documentText(content),
    html: documentHtml(content),
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
