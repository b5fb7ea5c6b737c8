/**
 * The site's typefaces, self-hosted from npm through Astro's Fonts API (`fonts` in
 * astro.config.mjs, <Font> in BaseLayout): Inter for text, Source Serif 4 for headings.
 *
 * - Cut to what the site shows: each upright variable font keeps the weights the site uses
 *   (400-700 of its 100-900 axis) and is split in two files by unicode-range: a core with
 *   printable ASCII and every other latin character the site's source and database hold
 *   (src/lib/font-glyphs.ts, counted at each build, so it follows what the owner writes),
 *   and a rest file with the remaining latin characters, which a browser fetches only for
 *   a page that shows one of them. Fontsource's latin files (48 + 51 KB) became 31 + 36 KB
 *   with the weights cut, and the cores are about 21 + 23 KB. Cached under
 *   node_modules/.cache/site-fonts by content.
 * - No italic files: italics are rare (the footer's tagline, excerpts, <em>) and the
 *   browser slants the upright face for them. The italic files (20 and 25 KB) were
 *   fetched by every page (the tagline is in the footer) at the first paint's priority,
 *   and cost /community and /reading-tracker their Lighthouse 100.
 * - Astro writes the @font-face rules with `font-display: swap`, copies the files into
 *   the build (/_astro/fonts/, same origin: `default-src 'self'` covers them, and Astro
 *   adds the rules' hash to the page's style-src). Nothing is preloaded: a first view
 *   turns the typefaces on only after its load and largest paint, a later view before its
 *   first paint (src/components/fonts/fonts-script.mjs; README 'Fonts').
 * - Until a font arrives, text shows in a metric-matched local font (size-adjust and
 *   ascent/descent overrides, src/styles/global.css), so the swap moves nothing. Those
 *   faces are ours rather than Astro's generated ones because Astro's only name Arial and
 *   Times New Roman, which most Linux and Android systems lack; ours also try their
 *   metric-compatible twins (Liberation, Arimo, Tinos).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroUserConfig } from 'astro';
import { fontProviders } from 'astro/config';
import subsetFont from 'subset-font';
import { openDatabase } from '../../db/client';
import { databaseOptionsFromEnv } from '../../db/env';
import { databaseCharacters, sourceCharacters, splitLatin, unicodeRange } from './font-glyphs';

/** The weights the site sets (font-normal to font-bold); the variable fonts keep only these. */
export const WEIGHTS = { min: 400, max: 700 };

/**
 * The OpenType features the cut files keep: those a browser applies to latin text by default
 * (kerning, ligatures, contextual alternates, marks, the variable font's own substitutions)
 * and `tnum`, which `tabular-nums` asks for. The stylistic sets, character variants,
 * fractions and the like that no page asks for, and the glyphs only they reach, go:
 * Inter's core 21.4 -> 18.7 KB, Source Serif 4's 23.5 -> 19.8 KB, every glyph drawn the same.
 */
export const FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'rvrn',
  'curs',
  'tnum',
];

/** The CSS variables the families are published under (used by src/styles/global.css). */
export const SANS_VARIABLE = '--font-inter';
export const SERIF_VARIABLE = '--font-source-serif';

const require = createRequire(import.meta.url);
const CACHE_DIR = join(process.cwd(), 'node_modules/.cache/site-fonts');

/** The characters the site shows beyond printable ASCII: its source and the database it is built from. */
async function siteCharacters(): Promise<Set<string>> {
  const chars = await sourceCharacters([join(process.cwd(), 'src'), join(process.cwd(), 'content')]);
  try {
    const db = openDatabase(databaseOptionsFromEnv());
    try {
      await databaseCharacters(db.$client, chars);
    } finally {
      db.$client.close();
    }
  } catch {
    // No database yet (astro check, a first dev start): the core is the source's characters,
    // and anything else comes from the rest file.
  }
  return chars;
}

/** A variable font from npm cut to `codePoints` and the WEIGHTS axis (made once, then cached). */
async function cut(specifier: string, codePoints: number[]): Promise<URL> {
  const source = await readFile(require.resolve(specifier));
  const text = String.fromCodePoint(...codePoints);
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ WEIGHTS, FEATURES }))
    .update(text)
    .digest('hex')
    .slice(0, 16);
  const file = join(CACHE_DIR, `${key}.woff2`);
  const cached = await stat(file).catch(() => null);
  if (!cached?.size) {
    const subset = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
      keepFeatures: FEATURES,
    });
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(file, subset);
  }
  return pathToFileURL(file);
}

/** One family served from local files (Astro's `fontProviders.local()`). */
type LocalFamily = NonNullable<
  AstroUserConfig<never, never, [ReturnType<typeof fontProviders.local>]>['fonts']
>[0];

/** The families, for astro.config.mjs's `fonts`. */
export async function fontFamilies(): Promise<[LocalFamily, LocalFamily]> {
  const { core, rest } = splitLatin(await siteCharacters());
  const family = async (name: string, cssVariable: string, fallback: string, specifier: string) =>
    ({
      provider: fontProviders.local(),
      name,
      cssVariable,
      // The metric-matched faces of src/styles/global.css, then the generic family.
      fallbacks: [`${name} Fallback`, fallback],
      optimizedFallbacks: false,
      display: 'swap',
      options: {
        // The core (what the site shows) and the rest of latin, fetched only if a page needs it.
        variants: [
          {
            src: [await cut(specifier, core)],
            weight: `${WEIGHTS.min} ${WEIGHTS.max}`,
            style: 'normal',
            unicodeRange: unicodeRange(core),
          },
          {
            src: [await cut(specifier, rest)],
            weight: `${WEIGHTS.min} ${WEIGHTS.max}`,
            style: 'normal',
            unicodeRange: unicodeRange(rest),
          },
        ],
      },
    }) satisfies LocalFamily;
  return Promise.all([
    family(
      'Inter',
      SANS_VARIABLE,
      'sans-serif',
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ),
    family(
      'Source Serif 4',
      SERIF_VARIABLE,
      'serif',
      '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    ),
  ]);
}
