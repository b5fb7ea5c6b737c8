/**
 * The Open Graph card's layout (1200 x 630): the cover on the left when there is one,
 * then the site's name, the title and a line under it, on the brand's plum gradient.
 * Pure: returns the element tree satori lays out, so a test can read it.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The cover's box on the card (2:3, like the book covers). */
export const COVER_WIDTH = 340;
export const COVER_HEIGHT = 510;
/** Where the cover's box sits: the card's left padding, centred vertically. */
export const COVER_LEFT = 72;
export const COVER_TOP = (630 - COVER_HEIGHT) / 2;

/** What one card shows. */
export interface OgCard {
  title: string;
  /** The line under the title ('Free chapter preview', a post's date). */
  subtitle: string;
  /** Leave the cover's box on the left (the renderer lays the cover in afterwards). */
  cover?: boolean;
}

/** A satori element: a tag, its style and its children. */
export interface OgNode {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: OgNode | string | (OgNode | string)[];
    [key: string]: unknown;
  };
}

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: OgNode | string | (OgNode | string)[],
  attrs: Record<string, unknown> = {},
): OgNode => ({ type, props: { style, children, ...attrs } });

/** Font size that keeps a title within about four lines of the text column. */
export function titleSize(title: string, withCover: boolean): number {
  const chars = [...title].length;
  const column = withCover ? 1 : 1.45;
  if (chars <= 24 * column) return 76;
  if (chars <= 44 * column) return 64;
  if (chars <= 70 * column) return 54;
  return 44;
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clampTitle(title: string, max = 120): string {
  const t = title.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  return `${t.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/** The card's element tree. */
export function ogCard({ title, subtitle, cover }: OgCard): OgNode {
  const text = clampTitle(title);
  const column = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: 24,
      width: cover ? 660 : 1056,
    },
    [
      el('div', { fontFamily: 'Sans', fontSize: 24, letterSpacing: 8, color: '#f5b700' }, 'KENDRA LANE'),
      el(
        'div',
        {
          fontFamily: 'Serif',
          fontWeight: 700,
          fontSize: titleSize(text, Boolean(cover)),
          lineHeight: 1.1,
          color: '#fff8f0',
        },
        text,
      ),
      el('div', { fontFamily: 'Sans', fontSize: 28, color: '#fff8f0', opacity: 0.85 }, subtitle),
      el(
        'div',
        { fontFamily: 'Serif', fontWeight: 700, fontSize: 24, color: '#f5b700', marginTop: 12 },
        'Write Bold. Live Loud. Be Fabulous.',
      ),
    ],
  );
  const children: OgNode[] = [];
  // An empty box where the cover goes: sharp lays the cover in over the drawn card, which
  // costs a few milliseconds where resvg takes ten times longer to draw an embedded bitmap.
  if (cover) children.push(el('div', { width: COVER_WIDTH, height: COVER_HEIGHT, flexShrink: 0 }));
  children.push(column);
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      gap: 56,
      padding: `0 ${COVER_LEFT}px`,
      background: 'linear-gradient(135deg, #1f1a24 0%, #2d0f3a 45%, #4a1d5c 80%, #b0154f 130%)',
    },
    children,
  );
}
