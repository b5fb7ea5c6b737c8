/**
 * Generates the site's local artwork: book covers, blog illustrations, shop product
 * pictures, Busy Brain screen mockups, the author portrait, the favicon and the default
 * Open Graph PNG (each book's and post's card is drawn by the build: src/features/og). Everything is drawn from code with a seeded PRNG, so running it twice
 * gives the same files. No fonts or images are fetched from anywhere.
 *
 *   npx tsx scripts/generate-art.ts
 *
 * Book titles come from db/seed-data/books.ts (`seedBooks`) when that file loads,
 * otherwise from the fallback list below. Product art follows db/seed-data/shop.ts.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { seedProducts, type SeedProduct } from '../db/seed-data/shop';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');

const BRAND = {
  plum: '#4a1d5c',
  magenta: '#c2185b',
  gold: '#f5b700',
  cream: '#fff8f0',
  ink: '#1f1a24',
} as const;

const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const MAX_SVG_BYTES = 8 * 1024;
const MAX_PNG_BYTES = 80 * 1024;
const BOOK_COUNT = 14;

const FALLBACK_TITLES = [
  'Fearless in Red',
  'The Loud Season',
  'Velvet Resolve',
  'Midnight Ledger',
  'Daughters of the Tide',
  'Glitter & Grit',
  'The Honest Hour',
  'A Year of Yes',
  'Paper Crowns',
  'Salt and Sugar',
  'The Borrowed Summer',
  'Unapologetic',
  'Letters to My Brave',
  'The Last Quiet Street',
];

// ---------------------------------------------------------------------------
// Helpers

/** Small deterministic PRNG (mulberry32); the same seed always gives the same sequence. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal so coordinates stay short in the markup. */
const n = (v: number): number => Math.round(v * 10) / 10;

/** Escapes text for use in XML content or a double-quoted attribute. */
const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => Math.round(c + (target - c) * k));
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/** Greedy word wrap by character count; a word longer than the limit gets its own line. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function linear(id: string, stops: string[], x2 = 0, y2 = 1): string {
  const s = stops
    .map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, inner: string, outer: string, cx = 0.5, cy = 0.5, r = 0.6): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

function svgDoc(w: number, h: number, title: string, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  );
}

/** Multi-line centred text block; lines are laid out from baseline `y` with `lineHeight`. */
function textLines(lines: string[], x: number, y: number, lineHeight: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${n(y + i * lineHeight)}" ${attrs}>${esc(l)}</text>`)
    .join('');
}

/** Four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.28;
  const d = `M${n(x)} ${n(y - r)}L${n(x + k)} ${n(y - k)}L${n(x + r)} ${n(y)}L${n(x + k)} ${n(y + k)}L${n(x)} ${n(y + r)}L${n(x - k)} ${n(y + k)}L${n(x - r)} ${n(y)}L${n(x - k)} ${n(y - k)}Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A simple five-point crown with jewels, base centre at (cx, baseY). */
function crown(cx: number, baseY: number, w: number, fill: string, jewel: string): string {
  const h = w * 0.62;
  const x0 = cx - w / 2;
  const pts = [
    [x0, baseY],
    [x0, baseY - h * 0.55],
    [x0 + w * 0.22, baseY - h * 0.28],
    [cx, baseY - h],
    [x0 + w * 0.78, baseY - h * 0.28],
    [x0 + w, baseY - h * 0.55],
    [x0 + w, baseY],
  ]
    .map(([a, b]) => `${n(a!)},${n(b!)}`)
    .join(' ');
  const jr = n(w * 0.06);
  return (
    `<polygon points="${pts}" fill="${fill}"/>` +
    `<rect x="${n(x0)}" y="${n(baseY - h * 0.16)}" width="${n(w)}" height="${n(h * 0.16)}" fill="${shade(fill, -0.18)}"/>` +
    `<circle cx="${n(x0)}" cy="${n(baseY - h * 0.55)}" r="${jr}" fill="${jewel}"/>` +
    `<circle cx="${n(cx)}" cy="${n(baseY - h)}" r="${jr}" fill="${jewel}"/>` +
    `<circle cx="${n(x0 + w)}" cy="${n(baseY - h * 0.55)}" r="${jr}" fill="${jewel}"/>`
  );
}

const written: { file: string; bytes: number }[] = [];

async function save(relPath: string, data: string | Buffer): Promise<void> {
  const file = join(PUBLIC, relPath);
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (relPath.endsWith('.svg') && bytes > MAX_SVG_BYTES) {
    throw new Error(`${relPath} is ${bytes} bytes, over the ${MAX_SVG_BYTES}-byte SVG budget`);
  }
  if (relPath.endsWith('.png') && bytes > MAX_PNG_BYTES) {
    throw new Error(`${relPath} is ${bytes} bytes, over the ${MAX_PNG_BYTES}-byte PNG budget`);
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push({ file: relative(ROOT, file), bytes });
}

async function toPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

// ---------------------------------------------------------------------------
// Book titles

/** Titles for ids 1..14: from db/seed-data/books.ts if it loads, else the fallback list. */
async function loadTitles(): Promise<string[]> {
  const booksFile = join(ROOT, 'db', 'seed-data', 'books.ts');
  let fromSeed: { id: number; title: string }[] = [];
  if (existsSync(booksFile)) {
    try {
      const mod = (await import(pathToFileURL(booksFile).href)) as {
        seedBooks?: { id: number; title: string }[];
      };
      if (Array.isArray(mod.seedBooks)) fromSeed = mod.seedBooks;
      else console.warn('books.ts has no seedBooks array; using fallback titles');
    } catch (err) {
      console.warn(`Could not load books.ts (${(err as Error).message}); using fallback titles`);
    }
  }
  const titles = FALLBACK_TITLES.map(
    (fallback, i) => fromSeed.find((b) => b.id === i + 1)?.title ?? fallback,
  );
  console.log(
    fromSeed.length ? `Titles from books.ts (${fromSeed.length} books)` : 'Titles from fallback list',
  );
  return titles;
}

// ---------------------------------------------------------------------------
// Book covers (400 x 600)

/** Background top, background bottom, accent, second accent, text colour. */
type Palette = [string, string, string, string, string];

// Palettes and motifs are listed in book-id order and chosen to suit the seeded
// catalogue (db/seed-data/books.ts); with the fallback titles they still give 14
// distinct covers.
const COVER_PALETTES: Palette[] = [
  ['#7a0c1e', '#c2185b', '#f5b700', '#ff8a65', '#fff8f0'],
  ['#fce4ec', '#f8bbd0', '#c2185b', '#4a1d5c', '#4a1d5c'],
  ['#1f1a24', '#4a1d5c', '#f5b700', '#ff4fa3', '#fff8f0'],
  ['#ff8f00', '#ffd54f', '#b35900', '#fff8f0', '#3e1f00'],
  ['#fff1e0', '#f4c7a1', '#c2185b', '#4a1d5c', '#1f1a24'],
  ['#4a1d5c', '#8e24aa', '#f5b700', '#fff8f0', '#fff8f0'],
  ['#004d61', '#2a9d8f', '#ffd6a5', '#e9f5f2', '#fff8f0'],
  ['#f5b700', '#ff7a45', '#c2185b', '#fff8f0', '#1f1a24'],
  ['#fbe9d0', '#e8c9a0', '#6d8b3a', '#e65100', '#3e2723'],
  ['#2a0f3a', '#6a1b4d', '#e0a96d', '#c2185b', '#fff8f0'],
  ['#0d1b2a', '#1b3a5c', '#5fa8d3', '#f5b700', '#fff8f0'],
  ['#c2185b', '#4a1d5c', '#f5b700', '#ff80ab', '#fff8f0'],
  ['#1a2340', '#3d2c5c', '#f5b700', '#f8bbd0', '#fff8f0'],
  ['#5d2e0c', '#c77d2e', '#ffe0a3', '#fff8f0', '#fff8f0'],
];

/** Cover motifs, drawn in the band y = 40..340. One per book, so no two covers match. */
const COVER_MOTIFS: ((p: Palette, rnd: () => number) => string)[] = [
  // 1: sun with rays
  ([, , a, b]) => {
    let rays = '';
    for (let i = 0; i < 16; i++) {
      const t = (i / 16) * Math.PI * 2;
      const t2 = t + 0.09;
      rays += `M200 190L${n(200 + Math.cos(t) * 150)} ${n(190 + Math.sin(t) * 150)}L${n(200 + Math.cos(t2) * 150)} ${n(190 + Math.sin(t2) * 150)}Z`;
    }
    return `<path d="${rays}" fill="${b}" opacity="0.55"/><circle cx="200" cy="190" r="84" fill="${a}"/><circle cx="200" cy="190" r="104" fill="none" stroke="${a}" stroke-width="3" opacity="0.7"/>`;
  },
  // 2: sound-wave arcs
  ([, , a, b]) => {
    let s = `<circle cx="70" cy="190" r="22" fill="${a}"/>`;
    for (let i = 1; i <= 6; i++) {
      const r = 30 + i * 38;
      const ang = 0.9;
      s += `<path d="M${n(70 + Math.cos(-ang) * r)} ${n(190 + Math.sin(-ang) * r)}A${r} ${r} 0 0 1 ${n(70 + Math.cos(ang) * r)} ${n(190 + Math.sin(ang) * r)}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="${12 - i}" stroke-linecap="round" opacity="${n(1 - i * 0.1)}"/>`;
    }
    return s;
  },
  // 3: scattered sequin sparkles
  ([, , a, b], rnd) => {
    let s = '';
    for (let i = 0; i < 26; i++) {
      s += sparkle(30 + rnd() * 340, 50 + rnd() * 280, 4 + rnd() * 18, i % 3 ? a : b, n(0.5 + rnd() * 0.5));
    }
    return s;
  },
  // 4: honeycomb
  ([, , a, b]) => {
    let s = '';
    const r = 27;
    const w = r * Math.sqrt(3);
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 8; col++) {
        const cx = 20 + col * w + (row % 2) * (w / 2);
        const cy = 70 + row * r * 1.5;
        if (cx > 400 || (row + col * 3) % 5 === 4) continue;
        const pts = [0, 1, 2, 3, 4, 5]
          .map((k) => {
            const t = Math.PI / 6 + (k * Math.PI) / 3;
            return `${n(cx + Math.cos(t) * (r - 3))},${n(cy + Math.sin(t) * (r - 3))}`;
          })
          .join(' ');
        const filled = (row * 3 + col) % 4 === 0;
        s += `<polygon points="${pts}" fill="${filled ? a : 'none'}" stroke="${filled ? a : b}" stroke-width="2.5"${filled ? '' : ' opacity="0.8"'}/>`;
      }
    }
    return s;
  },
  // 5: clock face
  ([, , a, b]) => {
    let ticks = '';
    for (let i = 0; i < 12; i++) {
      const t = (i / 12) * Math.PI * 2;
      const r1 = i % 3 ? 100 : 88;
      ticks += `M${n(200 + Math.cos(t) * r1)} ${n(190 + Math.sin(t) * r1)}L${n(200 + Math.cos(t) * 112)} ${n(190 + Math.sin(t) * 112)}`;
    }
    return (
      `<circle cx="200" cy="190" r="130" fill="${b}" opacity="0.12"/>` +
      `<circle cx="200" cy="190" r="120" fill="none" stroke="${b}" stroke-width="4"/>` +
      `<path d="${ticks}" stroke="${b}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M200 190L200 110M200 190L141 156" stroke="${a}" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="200" cy="190" r="9" fill="${a}"/>`
    );
  },
  // 6: crown over paper folds
  ([, , a, b]) =>
    `<polygon points="60,320 200,250 340,320" fill="${a}" opacity="0.15"/><polygon points="90,330 200,280 310,330" fill="${a}" opacity="0.22"/>` +
    crown(200, 270, 220, b, a) +
    sparkle(80, 90, 12, a, 0.7) +
    sparkle(325, 110, 9, a, 0.7),
  // 7: waves under a moon and stars
  ([, , a, b]) => {
    let s = '';
    for (let i = 0; i < 6; i++) {
      const y = 130 + i * 36;
      let d = `M-10 ${y}`;
      for (let x = -10; x < 410; x += 70) d += `Q${x + 17} ${y - 22} ${x + 35} ${y}T${x + 70} ${y}`;
      s += `<path d="${d}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="7" stroke-linecap="round" opacity="${n(0.45 + i * 0.09)}"/>`;
    }
    return (
      s +
      `<circle cx="300" cy="74" r="30" fill="${a}"/>` +
      sparkle(90, 60, 9, b) +
      sparkle(160, 95, 6, b, 0.8) +
      sparkle(215, 50, 5, a)
    );
  },
  // 8: twelve-petal burst
  ([, , a, b]) => {
    let s = '';
    for (let i = 0; i < 12; i++) {
      s += `<ellipse cx="200" cy="120" rx="22" ry="70" fill="${i % 2 ? a : b}" opacity="0.85" transform="rotate(${i * 30} 200 190)"/>`;
    }
    return s + `<circle cx="200" cy="190" r="34" fill="${b}"/>`;
  },
  // 9: sun over rolling fields
  ([, , a, b]) =>
    `<circle cx="250" cy="160" r="70" fill="${b}" opacity="0.9"/>` +
    `<path d="M-10 260Q100 190 210 250T410 230L410 340L-10 340Z" fill="${a}" opacity="0.55"/>` +
    `<path d="M-10 300Q120 250 250 300T410 285L410 340L-10 340Z" fill="${a}"/>` +
    `<path d="M40 330L120 300M90 338L170 308M260 336L330 306" stroke="${shade(a, 0.3)}" stroke-width="3"/>`,
  // 10: velvet folds
  ([, , a, b]) => {
    let s = '';
    for (let i = 0; i < 5; i++) {
      const y = 70 + i * 52;
      s += `<path d="M-10 ${y}C110 ${y - 60} 250 ${y + 80} 410 ${y - 10}L410 ${y + 30}C250 ${y + 110} 110 ${y - 20} -10 ${y + 40}Z" fill="${i % 2 ? b : a}" opacity="${n(0.35 + i * 0.1)}"/>`;
    }
    return s;
  },
  // 11: runway lights in perspective
  ([, , a, b]) => {
    let s = `<path d="M185 80L215 80L390 340L10 340Z" fill="${a}" opacity="0.25"/><path d="M198 90L202 90L210 340L190 340Z" fill="${b}" opacity="0.6"/>`;
    for (let i = 0; i < 7; i++) {
      const t = (i / 6) ** 1.6;
      const y = 90 + t * 240;
      const half = 15 + t * 185;
      const r = n(2 + t * 7);
      s += `<circle cx="${n(200 - half)}" cy="${n(y)}" r="${r}" fill="${b}"/><circle cx="${n(200 + half)}" cy="${n(y)}" r="${r}" fill="${b}"/>`;
    }
    return s + `<path d="M300 60l30 -8l-8 4l22 2l-4 4l-22 -2z" fill="${b}"/>`;
  },
  // 12: bold overlapping circles
  ([, , a, b]) =>
    `<circle cx="150" cy="170" r="95" fill="${a}" opacity="0.9"/>` +
    `<circle cx="255" cy="210" r="95" fill="${b}" opacity="0.75"/>` +
    `<circle cx="200" cy="120" r="45" fill="none" stroke="${a}" stroke-width="6"/>`,
  // 13: ballroom arches under a chandelier sparkle
  ([, , a, b]) => {
    let s = '';
    for (const [x, top] of [
      [90, 160],
      [200, 120],
      [310, 160],
    ] as const) {
      s += `<path d="M${x - 42} 330V${top + 42}A42 42 0 0 1 ${x + 42} ${top + 42}V330Z" fill="${b}" fill-opacity="0.18" stroke="${a}" stroke-width="3"/>`;
      s += `<path d="M${x} ${top}V330M${x - 42} ${top + 100}H${x + 42}" stroke="${a}" stroke-width="1.5" opacity="0.6"/>`;
    }
    return s + sparkle(200, 66, 24, a) + sparkle(120, 80, 8, b) + sparkle(282, 84, 7, b);
  },
  // 14: porch moon over clapboard lines
  ([, , a, b]) => {
    let s = '';
    for (let i = 0; i < 9; i++) {
      s += `<line x1="40" y1="${150 + i * 20}" x2="360" y2="${150 + i * 20}" stroke="${b}" stroke-width="1.5" opacity="0.4"/>`;
    }
    s += `<path d="M250 60A70 70 0 1 0 320 160A56 56 0 1 1 250 60Z" fill="${a}"/>`;
    return s + sparkle(120, 90, 10, b) + sparkle(80, 130, 6, a);
  },
];

/** Motifs (by index) drawn inside an arched window rather than full-bleed. */
const ARCHED_MOTIFS = new Set([8, 10]);
const ARCH = 'M40 340V200A160 160 0 0 1 360 200V340Z';

function coverSvg(id: number, title: string): string {
  const p = COVER_PALETTES[(id - 1) % COVER_PALETTES.length]!;
  const motif = COVER_MOTIFS[(id - 1) % COVER_MOTIFS.length]!;
  const [top, bottom, accent, , ink] = p;
  const lines = wrap(title, 12);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.floor(Math.min(46, 340 / (longest * 0.56), 150 / (lines.length * 1.15)));
  const lh = size * 1.15;
  const blockTop = 365 + (150 - lines.length * lh) / 2;
  const arched = ARCHED_MOTIFS.has((id - 1) % COVER_MOTIFS.length);
  const defs =
    linear('bg', [top, bottom], 0.4, 1) + (arched ? `<clipPath id="w"><path d="${ARCH}"/></clipPath>` : '');
  const art = motif(p, prng(id * 7919));
  const body =
    `<rect width="400" height="600" fill="url(#bg)"/>` +
    (arched
      ? `<path d="${ARCH}" fill="#ffffff" fill-opacity="0.22"/><g clip-path="url(#w)">${art}</g>` +
        `<path d="${ARCH}" fill="none" stroke="${accent}" stroke-width="3"/>`
      : art) +
    `<rect x="16" y="16" width="368" height="568" fill="none" stroke="${ink}" stroke-width="1.5" opacity="0.35"/>` +
    textLines(
      lines,
      200,
      blockTop + size * 0.85,
      lh,
      `text-anchor="middle" font-family="${SERIF}" font-size="${size}" font-weight="700" fill="${ink}"`,
    ) +
    `<rect x="180" y="530" width="40" height="3" fill="${accent}"/>` +
    `<text x="200" y="564" text-anchor="middle" font-family="${SANS}" font-size="16" letter-spacing="6" fill="${ink}">KENDRA LANE</text>`;
  return svgDoc(400, 600, `${title} by Kendra Lane, book cover`, body, defs);
}

// ---------------------------------------------------------------------------
// Blog illustrations (1200 x 630)

const { plum, magenta, gold, cream, ink } = BRAND;

const BLOG_ART: { alt: string; draw: (rnd: () => number) => [string, string] }[] = [
  {
    alt: 'Overlapping circles in plum, magenta and gold',
    draw: () => [
      linear('g', [plum, '#2d0f3a'], 1, 1),
      `<rect width="1200" height="630" fill="url(#g)"/>` +
        `<circle cx="430" cy="330" r="230" fill="${magenta}" opacity="0.85"/>` +
        `<circle cx="700" cy="290" r="200" fill="${gold}" opacity="0.8"/>` +
        `<circle cx="900" cy="420" r="140" fill="none" stroke="${cream}" stroke-width="6" opacity="0.7"/>` +
        `<circle cx="250" cy="130" r="50" fill="${cream}" opacity="0.2"/>`,
    ],
  },
  {
    alt: 'Layered waves in brand colours on cream',
    draw: () => {
      const colors = [gold, magenta, plum, ink];
      let s = `<rect width="1200" height="630" fill="${cream}"/><circle cx="930" cy="170" r="90" fill="${gold}"/>`;
      colors.forEach((c, i) => {
        const y = 300 + i * 80;
        s += `<path d="M0 ${y}C200 ${y - 90} 400 ${y + 70} 600 ${y}S1000 ${y - 80} 1200 ${y}V630H0Z" fill="${c}" opacity="${n(0.75 + i * 0.08)}"/>`;
      });
      return ['', s];
    },
  },
  {
    alt: 'A grid of gold dots with a magenta path weaving through it',
    draw: () => {
      let dots = '';
      for (let r = 0; r < 8; r++) {
        for (let c = 0; c < 16; c++) dots += `M${90 + c * 68} ${85 + r * 66}h0`;
      }
      return [
        '',
        `<rect width="1200" height="630" fill="${ink}"/>` +
          `<path d="${dots}" stroke="${gold}" stroke-width="10" stroke-linecap="round" opacity="0.55"/>` +
          `<path d="M90 481L226 481L226 349L430 349L430 151L634 151L634 415L906 415L906 217L1110 217" fill="none" stroke="${magenta}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>` +
          `<circle cx="90" cy="481" r="18" fill="${magenta}"/><circle cx="1110" cy="217" r="22" fill="${gold}"/>`,
      ];
    },
  },
  {
    alt: 'An abstract open book with a gold pen nib on magenta',
    draw: () => {
      let lines = '';
      for (let i = 0; i < 7; i++) {
        const y = 230 + i * 36;
        lines += `M360 ${y}Q450 ${y - 12} 560 ${y}M640 ${y}Q750 ${y - 12} 840 ${y}`;
      }
      return [
        linear('g', [magenta, plum], 1, 1),
        `<rect width="1200" height="630" fill="url(#g)"/>` +
          `<path d="M600 190C500 150 400 160 320 190L320 520C400 490 500 480 600 520Z" fill="${cream}"/>` +
          `<path d="M600 190C700 150 800 160 880 190L880 520C800 490 700 480 600 520Z" fill="${shade(cream, -0.06)}"/>` +
          `<path d="${lines}" stroke="${plum}" stroke-width="4" opacity="0.35" fill="none"/>` +
          `<g transform="rotate(35 980 220)"><rect x="960" y="70" width="40" height="230" fill="${gold}"/>` +
          `<rect x="960" y="70" width="40" height="28" fill="${cream}"/><path d="M960 300L980 352L1000 300Z" fill="${cream}"/>` +
          `<path d="M973 334L980 352L987 334Z" fill="${ink}"/></g>` +
          sparkle(180, 140, 26, gold) +
          sparkle(1040, 480, 18, cream, 0.8),
      ];
    },
  },
  {
    alt: 'Bold diagonal plum stripes across a gold sun',
    draw: () => {
      let s = `<rect width="1200" height="630" fill="${gold}"/><circle cx="820" cy="315" r="210" fill="${magenta}"/>`;
      for (let i = 0; i < 9; i++) {
        const x = -300 + i * 180;
        s += `<path d="M${x} 630L${x + 60} 630L${x + 460} 0L${x + 400} 0Z" fill="${plum}" opacity="0.9"/>`;
      }
      return ['', s];
    },
  },
  {
    alt: 'Scattered confetti triangles on cream',
    draw: (rnd) => {
      const cols = [plum, magenta, gold, ink];
      let s = `<rect width="1200" height="630" fill="${cream}"/>`;
      for (let i = 0; i < 48; i++) {
        const x = 40 + rnd() * 1120;
        const y = 40 + rnd() * 550;
        const r = 10 + rnd() * 26;
        const a = rnd() * Math.PI * 2;
        const pts = [0, 1, 2]
          .map((k) => {
            const t = a + (k * Math.PI * 2) / 3;
            return `${n(x + Math.cos(t) * r)},${n(y + Math.sin(t) * r)}`;
          })
          .join(' ');
        s += `<polygon points="${pts}" fill="${cols[i % 4]}" opacity="${n(0.55 + rnd() * 0.45)}"/>`;
      }
      return ['', s];
    },
  },
  {
    alt: 'Concentric arcs rising like a rainbow over deep plum',
    draw: () => {
      const cols = [gold, magenta, cream, gold, magenta];
      let s = `<rect width="1200" height="630" fill="url(#g)"/>`;
      cols.forEach((c, i) => {
        const r = 420 - i * 70;
        s += `<path d="M${600 - r} 630A${r} ${r} 0 0 1 ${600 + r} 630" fill="none" stroke="${c}" stroke-width="34" opacity="${n(0.95 - i * 0.1)}"/>`;
      });
      return [
        linear('g', ['#2d0f3a', plum]),
        s + sparkle(170, 150, 30, gold) + sparkle(1030, 120, 22, cream, 0.8),
      ];
    },
  },
];

function blogSvg(index: number): string {
  const art = BLOG_ART[index]!;
  const [defs, body] = art.draw(prng(1000 + index));
  return svgDoc(1200, 630, `Blog illustration: ${art.alt}`, body, defs);
}

// ---------------------------------------------------------------------------
// Shop products (600 x 600)

const COLOR_HEX: Record<string, string> = {
  'deep plum': plum,
  plum,
  magenta,
  'ink black': '#2b2530',
  black: '#2b2530',
  gold,
  cream,
  'natural canvas': '#e9dcc3',
  'plum & gold': plum,
};
const SHOP_BACKGROUNDS = [
  '#f6eefa',
  '#fdeef3',
  '#eef1f6',
  '#fff6dc',
  '#f3e9f7',
  '#fdf1e6',
  '#fbeef5',
  '#f1eef8',
];

/** Draws one garment in `c` with a darker outline `o`; returns SVG markup centred on 300,300. */
type Garment = (c: string, o: string) => string;

const stroke = (o: string) => `stroke="${o}" stroke-width="4" stroke-linejoin="round"`;

const GARMENTS: Record<string, Garment> = {
  hat: (c, o) =>
    `<path d="M150 330C150 200 450 200 450 330Z" fill="${c}" ${stroke(o)}/>` +
    `<path d="M300 214V330M225 238C240 280 245 300 245 330M375 238C360 280 355 300 355 330" fill="none" stroke="${o}" stroke-width="3" opacity="0.6"/>` +
    `<path d="M140 330C220 316 380 316 460 330C500 338 520 360 500 372C420 350 300 352 150 366C128 360 126 338 140 330Z" fill="${shade(c, -0.15)}" ${stroke(o)}/>` +
    `<circle cx="300" cy="212" r="9" fill="${o}"/>` +
    `<text x="300" y="296" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="26" fill="${gold}">Be Fabulous</text>`,
  beanie: (c, o) => {
    let ribs = '';
    for (let x = 170; x <= 430; x += 20) ribs += `M${x} 322V390`;
    return (
      `<circle cx="300" cy="150" r="32" fill="${shade(c, 0.25)}" ${stroke(o)}/>` +
      `<path d="M170 330C160 150 440 150 430 330Z" fill="${c}" ${stroke(o)}/>` +
      `<rect x="160" y="318" width="280" height="80" rx="14" fill="${shade(c, -0.12)}" ${stroke(o)}/>` +
      `<path d="${ribs}" stroke="${o}" stroke-width="3" opacity="0.45"/>` +
      `<rect x="245" y="336" width="110" height="40" rx="4" fill="${cream}" ${stroke(o)}/>` +
      `<text x="300" y="361" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="12" fill="${plum}">WRITE BOLD</text>`
    );
  },
  hoodie: (c, o) =>
    `<path d="M235 150C235 100 365 100 365 150L440 175L510 380L455 400L410 285L410 470L190 470L190 285L145 400L90 380L160 175Z" fill="${c}" ${stroke(o)}/>` +
    `<path d="M235 150C240 210 360 210 365 150" fill="${shade(c, -0.2)}" ${stroke(o)}/>` +
    `<path d="M280 200V250M320 200V250" stroke="${cream}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M225 360H375L395 440H205Z" fill="${shade(c, -0.1)}" ${stroke(o)}/>` +
    `<rect x="190" y="450" width="220" height="20" fill="${shade(c, -0.15)}" ${stroke(o)}/>` +
    crown(300, 320, 56, gold, cream),
  joggers: (c, o) =>
    `<path d="M200 130H400L425 470H330L300 250L270 470H175Z" fill="${c}" ${stroke(o)}/>` +
    `<rect x="195" y="120" width="210" height="36" rx="8" fill="${shade(c, -0.2)}" ${stroke(o)}/>` +
    `<path d="M290 156L284 200M310 156L316 200" stroke="${cream}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M175 470H270M330 470H425" stroke="${shade(c, 0.3)}" stroke-width="14"/>` +
    `<path d="M222 160Q240 200 260 180M378 160Q360 200 340 180" fill="none" stroke="${o}" stroke-width="3" opacity="0.6"/>` +
    `<text x="390" y="300" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="20" letter-spacing="3" fill="${gold}" transform="rotate(86 390 300)">LIVE LOUD</text>`,
  jacket: (c, o) =>
    `<path d="M225 140L375 140L450 175L515 390L460 410L412 290L412 450L188 450L188 290L140 410L85 390L150 175Z" fill="${c}" ${stroke(o)}/>` +
    `<path d="M225 140Q300 190 375 140L362 132Q300 170 238 132Z" fill="${plum}" ${stroke(o)}/>` +
    `<path d="M300 168V450" stroke="${shade(c, -0.45)}" stroke-width="4" stroke-dasharray="6 4"/>` +
    `<rect x="188" y="430" width="224" height="26" fill="${plum}" ${stroke(o)}/>` +
    `<path d="M85 390L140 410L133 428L78 408Z M515 390L460 410L467 428L522 408Z" fill="${plum}" ${stroke(o)}/>` +
    `<path d="M200 435H400M200 445H400" stroke="${gold}" stroke-width="2"/>` +
    `<path d="M220 250Q250 240 265 270M335 270Q350 240 380 250" fill="none" stroke="${shade(c, -0.3)}" stroke-width="3"/>`,
  shirt: (c, o) =>
    `<path d="M240 140Q300 175 360 140L455 185L505 280L440 305L415 260L415 470L185 470L185 260L160 305L95 280L145 185Z" fill="${c}" ${stroke(o)}/>` +
    `<path d="M240 140Q300 195 360 140" fill="none" stroke="${o}" stroke-width="6"/>` +
    `<text x="300" y="300" text-anchor="middle" font-family="${SERIF}" font-weight="700" font-size="32" fill="${plum}">Write Bold.</text>` +
    `<rect x="255" y="320" width="90" height="4" fill="${magenta}"/>`,
  accessories: (c, o) =>
    `<path d="M240 230V160Q240 110 300 110Q360 110 360 160V230" fill="none" stroke="${shade(c, -0.35)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M170 220H430L445 480H155Z" fill="${c}" ${stroke(o)}/>` +
    `<path d="M172 250H428" stroke="${o}" stroke-width="3" opacity="0.4"/>` +
    crown(300, 370, 110, magenta, gold) +
    `<text x="300" y="420" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="24" fill="${magenta}">bookish</text>`,
  other: (c, o) => {
    const sock = (dx: number, r: number) =>
      `<g transform="translate(${dx} 0) rotate(${r} 260 300)">` +
      `<path d="M220 130H300V360Q300 390 330 400L360 410Q400 425 390 460Q380 490 340 480L250 455Q220 445 220 400Z" fill="${c}" ${stroke(o)}/>` +
      `<rect x="214" y="124" width="92" height="40" rx="6" fill="${shade(c, -0.2)}" ${stroke(o)}/>` +
      `<path d="M220 180H300M220 192H300" stroke="${gold}" stroke-width="5"/>` +
      crown(260, 250, 40, gold, magenta) +
      `<path d="M330 400Q350 440 340 480" fill="none" stroke="${o}" stroke-width="3" opacity="0.5"/></g>`;
    return sock(-40, -6) + sock(80, 6);
  },
};

/** The garment of a product in its colours, on its own background (600 x 600 drawing). */
function productArt(p: SeedProduct): string {
  const base = COLOR_HEX[p.color.toLowerCase()] ?? magenta;
  const outline = base === cream || base === gold ? shade(base, -0.45) : shade(base, -0.4);
  const kind = p.category === 'hat' && /beanie/i.test(p.name) ? 'beanie' : p.category;
  const draw = GARMENTS[kind] ?? GARMENTS.other!;
  const bg = SHOP_BACKGROUNDS[(p.id - 1) % SHOP_BACKGROUNDS.length]!;
  const body =
    `<rect width="600" height="600" fill="${bg}"/>` +
    `<circle cx="300" cy="290" r="230" fill="#ffffff" opacity="0.55"/>` +
    `<ellipse cx="300" cy="520" rx="190" ry="18" fill="${ink}" opacity="0.08"/>` +
    sparkle(95, 95, 14, gold, 0.7) +
    sparkle(510, 500, 10, magenta, 0.5) +
    draw(base, outline);
  return body;
}

function productSvg(p: SeedProduct): string {
  return svgDoc(600, 600, `${p.name} (${p.color}), Always Be Fabulous`, productArt(p));
}

/** A close-up of the same garment (its centre, twice as large): the product page's second photo. */
function productDetailSvg(p: SeedProduct): string {
  return svgDoc(600, 600, `${p.name}: close-up of the print`, productArt(p)).replace(
    'viewBox="0 0 600 600"',
    'viewBox="150 150 300 300"',
  );
}

// ---------------------------------------------------------------------------
// Busy Brain phone screens (390 x 844)

const TABS = ['Calendar', 'Meds', 'Budget', 'Journal'];

function phone(title: string, heading: string, activeTab: number, content: string): string {
  const tabs = TABS.map((t, i) => {
    const x = 60 + i * 90;
    const col = i === activeTab ? magenta : '#8a8090';
    return `<circle cx="${x}" cy="770" r="${i === activeTab ? 12 : 10}" fill="${i === activeTab ? magenta : 'none'}" stroke="${col}" stroke-width="2.5"/><text x="${x}" y="800" fill="${col}">${t}</text>`;
  }).join('');
  const body =
    `<rect width="390" height="844" rx="54" fill="${ink}"/>` +
    `<rect x="10" y="10" width="370" height="824" rx="46" fill="${cream}"/>` +
    `<rect x="140" y="22" width="110" height="32" rx="16" fill="${ink}"/>` +
    `<g font-family="${SANS}">` +
    `<text x="44" y="45" font-size="16" font-weight="700" fill="${ink}">9:41</text>` +
    `<rect x="318" y="33" width="28" height="14" rx="4" fill="none" stroke="${ink}" stroke-width="1.5"/><rect x="321" y="36" width="18" height="8" rx="2" fill="${ink}"/>` +
    `<text x="28" y="96" font-size="14" font-weight="700" letter-spacing="2" fill="${magenta}">BUSY BRAIN</text>` +
    `<text x="28" y="130" font-size="30" font-weight="700" fill="${plum}">${esc(heading)}</text>` +
    content +
    `<rect x="10" y="740" width="370" height="1" fill="#e6dce8"/>` +
    `<g font-size="12" text-anchor="middle">${tabs}</g>` +
    `<rect x="130" y="816" width="130" height="5" rx="2.5" fill="${ink}"/>` +
    `</g>`;
  return svgDoc(390, 844, title, body);
}

/** A rounded white card at (x, y) with a soft border. */
const card = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="#ffffff" stroke="#eadfe9"/>`;

function calendarScreen(): string {
  // March 2025 starts on a Saturday; 12 March is "today".
  const events = new Set([3, 7, 12, 14, 20, 26]);
  let days = '';
  for (let d = 1; d <= 31; d++) {
    const cell = d + 5;
    const col = cell % 7;
    const row = Math.floor(cell / 7);
    const x = 48 + col * 49;
    const y = 226 + row * 40;
    if (d === 12) days += `<circle cx="${x}" cy="${y - 5}" r="16" fill="${magenta}"/>`;
    days += `<text x="${x}" y="${y}"${d === 12 ? ` fill="${cream}" font-weight="700"` : ''}>${d}</text>`;
    if (events.has(d) && d !== 12) days += `<circle cx="${x}" cy="${y + 9}" r="2.5" fill="${gold}"/>`;
  }
  const week = ['S', 'M', 'T', 'W', 'T', 'F', 'S']
    .map((w, i) => `<text x="${48 + i * 49}" y="190">${w}</text>`)
    .join('');
  const agenda: [string, string, string][] = [
    ['8:00 AM', 'Morning meds', gold],
    ['10:30 AM', 'Dentist for Maya', magenta],
    ['3:15 PM', 'School pickup', plum],
    ['8:00 PM', 'Writing sprint (25 min)', magenta],
  ];
  const items = agenda
    .map(([time, what, c], i) => {
      const y = 478 + i * 62;
      return (
        card(24, y, 342, 52) +
        `<rect x="24" y="${y}" width="6" height="52" rx="3" fill="${c}"/>` +
        `<text x="44" y="${y + 21}" font-size="12" fill="#7a6f80">${time}</text>` +
        `<text x="44" y="${y + 40}" font-size="16" font-weight="700" fill="${ink}">${esc(what)}</text>`
      );
    })
    .join('');
  const content =
    card(20, 148, 350, 286) +
    `<g font-size="13" fill="#8a8090" text-anchor="middle">${week}</g>` +
    `<g font-size="15" fill="${ink}" text-anchor="middle">${days}</g>` +
    `<text x="28" y="464" font-size="16" font-weight="700" fill="${ink}">Today, Wed 12 March</text>` +
    items;
  return phone('Busy Brain app: calendar view for March 2025', 'March 2025', 0, content);
}

function checkIcon(x: number, y: number, done: boolean): string {
  return done
    ? `<circle cx="${x}" cy="${y}" r="14" fill="${magenta}"/><path d="M${x - 6} ${y}l4 5l8 -10" fill="none" stroke="${cream}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<circle cx="${x}" cy="${y}" r="13" fill="none" stroke="#b8aebd" stroke-width="2.5"/>`;
}

function medsScreen(): string {
  const circ = 2 * Math.PI * 46;
  const meds: [string, string, string, boolean][] = [
    ['Focus med, 10 mg', '8:00 AM', 'Taken at 8:04 AM', true],
    ['Vitamin D, 1 tablet', '8:00 AM', 'Taken at 8:05 AM', true],
    ['Evening dose, 5 mg', '9:00 PM', 'Due tonight', false],
  ];
  const list = meds
    .map(([name, when, status, done], i) => {
      const y = 330 + i * 84;
      return (
        card(20, y, 350, 72) +
        `<text x="36" y="${y + 30}" font-size="17" font-weight="700" fill="${ink}">${esc(name)}</text>` +
        `<text x="36" y="${y + 54}" font-size="13" fill="${done ? '#2e7d32' : magenta}">${when} · ${status}</text>` +
        checkIcon(338, y + 36, done)
      );
    })
    .join('');
  const content =
    card(20, 150, 350, 150) +
    `<circle cx="100" cy="225" r="46" fill="none" stroke="#f1e6ee" stroke-width="12"/>` +
    `<circle cx="100" cy="225" r="46" fill="none" stroke="${magenta}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${n((circ * 2) / 3)} ${n(circ)}" transform="rotate(-90 100 225)"/>` +
    `<text x="100" y="233" text-anchor="middle" font-size="24" font-weight="700" fill="${plum}">2/3</text>` +
    `<text x="170" y="200" font-size="17" font-weight="700" fill="${ink}">2 of 3 taken today</text>` +
    `<text x="170" y="226" font-size="14" fill="#7a6f80">Next: 9:00 PM</text>` +
    `<rect x="170" y="242" width="118" height="28" rx="14" fill="${gold}"/>` +
    `<text x="229" y="261" text-anchor="middle" font-size="13" font-weight="700" fill="${ink}">12-day streak</text>` +
    list +
    `<rect x="20" y="590" width="350" height="84" rx="16" fill="${plum}"/>` +
    `<text x="36" y="622" font-size="15" font-weight="700" fill="${gold}">Refill reminder</text>` +
    `<text x="36" y="648" font-size="14" fill="${cream}">Focus med runs out in 5 days.</text>` +
    `<rect x="20" y="688" width="350" height="40" rx="20" fill="${magenta}"/>` +
    `<text x="195" y="713" text-anchor="middle" font-size="15" font-weight="700" fill="${cream}">+ Add medication</text>`;
  return phone('Busy Brain app: medication tracker', 'Medication', 1, content);
}

function budgetScreen(): string {
  const cats: [string, number, number, string][] = [
    ['Groceries', 420, 600, magenta],
    ['Kids', 180, 250, plum],
    ['Fun money', 60, 100, gold],
  ];
  const bars = cats
    .map(([name, spent, cap, c], i) => {
      const y = 262 + i * 46;
      return (
        `<text x="36" y="${y}" font-size="14" fill="${ink}">${name}</text>` +
        `<text x="354" y="${y}" font-size="13" fill="#7a6f80" text-anchor="end">$${spent} / $${cap}</text>` +
        `<rect x="36" y="${y + 9}" width="318" height="10" rx="5" fill="#f1e6ee"/>` +
        `<rect x="36" y="${y + 9}" width="${n((318 * spent) / cap)}" height="10" rx="5" fill="${c}"/>`
      );
    })
    .join('');
  const moods = ['#b8aebd', '#d6a2c0', gold, magenta, plum]
    .map(
      (c, i) =>
        `<circle cx="${52 + i * 40}" cy="514" r="13" fill="${c}"${i === 3 ? ` stroke="${ink}" stroke-width="3"` : ''}/>`,
    )
    .join('');
  const entry = [
    'Finished chapter 9 before school',
    'pickup. Brain was loud today, but',
    'I wrote anyway. Proud of me.',
  ]
    .map((l, i) => `<text x="36" y="${572 + i * 24}" font-size="15" fill="${ink}">${esc(l)}</text>`)
    .join('');
  const content =
    card(20, 150, 350, 292) +
    `<text x="36" y="182" font-size="14" fill="#7a6f80">March budget</text>` +
    `<text x="36" y="216" font-size="28" font-weight="700" fill="${plum}">$1,240 left</text>` +
    `<text x="216" y="216" font-size="14" fill="#7a6f80">of $2,000</text>` +
    bars +
    `<text x="36" y="420" font-size="13" fill="#2e7d32">On track: 19 days to go</text>` +
    card(20, 456, 350, 200) +
    `<text x="36" y="484" font-size="12" font-weight="700" letter-spacing="1" fill="${magenta}">JOURNAL · TODAY</text>` +
    moods +
    `<text x="252" y="519" font-size="14" fill="${ink}">Mood: Hopeful</text>` +
    entry +
    `<rect x="20" y="676" width="350" height="44" rx="22" fill="${magenta}"/>` +
    `<text x="195" y="704" text-anchor="middle" font-size="15" font-weight="700" fill="${cream}">+ New journal entry</text>`;
  return phone('Busy Brain app: budget and journal', 'Budget & Journal', 2, content);
}

// ---------------------------------------------------------------------------
// Author portrait, favicon, Open Graph cards

function authorSvg(): string {
  const rnd = prng(2024);
  let curls = '';
  // Curly hair: rings of circles around the top and sides of the head.
  for (let i = 0; i < 46; i++) {
    const t = Math.PI * (0.92 + (i / 45) * 1.16);
    const rr = 92 + rnd() * 26;
    const x = 240 + Math.cos(t) * rr;
    const y = 205 + Math.sin(t) * rr * 0.95;
    curls += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(22 + rnd() * 12)}"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const t = Math.PI * (1.1 + rnd() * 0.8);
    curls += `<circle cx="${n(240 + Math.cos(t) * 60)}" cy="${n(200 + Math.sin(t) * 60)}" r="${n(20 + rnd() * 8)}"/>`;
  }
  const defs = radial('bg', '#ff8fb1', magenta, 0.5, 0.4, 0.75) + linear('top', [plum, '#2d0f3a']);
  const body =
    `<rect width="480" height="480" fill="url(#bg)"/>` +
    `<circle cx="240" cy="240" r="200" fill="${gold}" opacity="0.25"/>` +
    `<circle cx="240" cy="240" r="150" fill="${cream}" opacity="0.18"/>` +
    `<path d="M80 480C80 390 150 350 240 350C330 350 400 390 400 480Z" fill="url(#top)"/>` +
    `<path d="M205 360L240 410L275 360Z" fill="${magenta}" opacity="0.8"/>` +
    `<rect x="214" y="290" width="52" height="72" rx="22" fill="#7b4a2e"/>` +
    `<g fill="#2a1610">${curls}</g>` +
    `<ellipse cx="240" cy="236" rx="66" ry="80" fill="#8d5a3b"/>` +
    `<path d="M180 200Q210 150 270 160Q300 168 306 200Q280 170 240 176Q200 180 180 200Z" fill="#2a1610"/>` +
    `<circle cx="176" cy="262" r="12" fill="none" stroke="${gold}" stroke-width="4"/>` +
    `<circle cx="304" cy="262" r="12" fill="none" stroke="${gold}" stroke-width="4"/>` +
    `<path d="M222 286Q240 298 258 286" fill="none" stroke="#5a2f1d" stroke-width="4" stroke-linecap="round"/>` +
    crown(240, 96, 110, gold, magenta) +
    sparkle(92, 110, 18, gold) +
    sparkle(392, 150, 12, cream, 0.9) +
    sparkle(400, 380, 9, gold, 0.8);
  return svgDoc(480, 480, 'Illustrated portrait of Kendra Lane', body, defs);
}

function faviconSvg(): string {
  const defs = linear('g', [plum, magenta], 1, 1);
  const body =
    `<rect width="64" height="64" rx="14" fill="url(#g)"/>` +
    `<text x="32" y="43" text-anchor="middle" font-family="${SERIF}" font-size="29" font-weight="700" letter-spacing="-1" fill="${gold}">KL</text>` +
    `<rect x="18" y="50" width="28" height="3" rx="1.5" fill="${cream}"/>`;
  return svgDoc(64, 64, 'Kendra Lane', body, defs);
}

function ogDefaultSvg(): string {
  const defs = linear('g', ['#2d0f3a', plum, magenta], 1, 1);
  const body =
    `<rect width="1200" height="630" fill="url(#g)"/>` +
    `<circle cx="1040" cy="120" r="240" fill="${gold}" opacity="0.12"/>` +
    `<circle cx="1080" cy="520" r="160" fill="none" stroke="${gold}" stroke-width="6" opacity="0.35"/>` +
    crown(170, 200, 120, gold, magenta) +
    `<text x="100" y="340" font-family="${SERIF}" font-size="112" font-weight="700" fill="${cream}">Kendra Lane</text>` +
    `<rect x="104" y="372" width="120" height="6" fill="${gold}"/>` +
    `<text x="100" y="446" font-family="${SERIF}" font-style="italic" font-size="46" fill="${gold}">Write Bold. Live Loud. Be Fabulous.</text>` +
    `<text x="100" y="530" font-family="${SANS}" font-size="28" letter-spacing="2" fill="${cream}" opacity="0.85">Author · Busy Brain app · Always Be Fabulous</text>` +
    sparkle(1060, 230, 30, cream, 0.9) +
    sparkle(940, 130, 16, gold);
  return svgDoc(1200, 630, 'Kendra Lane: Write Bold. Live Loud. Be Fabulous.', body, defs);
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const titles = await loadTitles();

  for (let id = 1; id <= BOOK_COUNT; id++)
    await save(`images/covers/book-${id}.svg`, coverSvg(id, titles[id - 1]!));

  for (let i = 0; i < BLOG_ART.length; i++) await save(`images/blog/post-${i + 1}.svg`, blogSvg(i));

  for (const p of seedProducts) {
    await save(`images/shop/product-${p.id}.svg`, productSvg(p));
    await save(`images/shop/product-${p.id}-detail.svg`, productDetailSvg(p));
  }

  await save('images/busy-brain/screen-1.svg', calendarScreen());
  await save('images/busy-brain/screen-2.svg', medsScreen());
  await save('images/busy-brain/screen-3.svg', budgetScreen());

  await save('images/author.svg', authorSvg());
  await save('favicon.svg', faviconSvg());

  await save('images/og-default.png', await toPng(ogDefaultSvg()));

  const total = written.reduce((s, f) => s + f.bytes, 0);
  console.log(`Wrote ${written.length} files (${(total / 1024).toFixed(1)} KB)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
