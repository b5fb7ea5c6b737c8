/**
 * The site's typefaces, self-hosted from npm through Astro's Fonts API (`fonts` in
 * astro.config.mjs, <Font> in BaseLayout): Inter for text, Source Serif 4 for headings.
 *
 * - Subset: Fontsource's latin files only, and the upright variable fonts cut down at
 *   build time to the weights the site uses (400-700 of their 100-900 axis: 48 + 51 KB
 *   become about 31 + 36 KB), cached under node_modules/.cache/site-fonts.
 * - No italic files: italics are rare (the footer's tagline, excerpts, <em>) and the
 *   browser slants the upright face for them. The italic files (20 and 25 KB) were
 *   fetched by every page (the tagline is in the footer) at the first paint's priority,
 *   and cost /community and /reading-tracker their Lighthouse 100 (FCP 1.36 s -> 1.05 s,
 *   LCP 1.81 s -> 1.36 s without them, `npx tsx bench/lighthouse-routes.ts /community`).
 * - Astro writes the @font-face rules with `font-display: swap`, copies the files into
 *   the build (/_astro/fonts/, same origin: `default-src 'self'` covers them, and Astro
 *   adds the rules' hash to the page's style-src), and BaseLayout preloads Inter, the
 *   font of most of the first screen.
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

/** Latin, as Fontsource cuts its latin files (the subset every page needs). */
const LATIN = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2000-206F',
  'U+20AC',
  'U+2122',
  'U+2191',
  'U+2193',
  'U+2212',
  'U+2215',
  'U+FEFF',
  'U+FFFD',
] satisfies [string, ...string[]];

/** The weights the site sets (font-normal to font-bold); the variable fonts keep only these. */
export const WEIGHTS = { min: 400, max: 700 };

/** The CSS variables the families are published under (used by src/styles/global.css). */
export const SANS_VARIABLE = '--font-inter';
export const SERIF_VARIABLE = '--font-source-serif';

const require = createRequire(import.meta.url);
const CACHE_DIR = join(process.cwd(), 'node_modules/.cache/site-fonts');

/** Every character of the latin ranges, as the subsetter's text. */
function latinText(): string {
  let text = '';
  for (const range of LATIN) {
    const [from, to = from] = range
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    for (let c = from!; c <= to!; c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** A variable font from npm with its weight axis limited to WEIGHTS (made once, then cached). */
async function limitedWeights(specifier: string): Promise<URL> {
  const source = await readFile(require.resolve(specifier));
  const key = createHash('sha256').update(source).update(JSON.stringify(WEIGHTS)).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `${key}.woff2`);
  const cached = await stat(file).catch(() => null);
  if (!cached?.size) {
    const subset = await subsetFont(source, latinText(), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
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
  const family = (name: string, cssVariable: string, fallback: string, upright: URL) =>
    ({
      provider: fontProviders.local(),
      name,
      cssVariable,
      // The metric-matched faces of src/styles/global.css, then the generic family.
      fallbacks: [`${name} Fallback`, fallback],
      optimizedFallbacks: false,
      display: 'swap',
      options: {
        variants: [
          { src: [upright], weight: `${WEIGHTS.min} ${WEIGHTS.max}`, style: 'normal', unicodeRange: LATIN },
        ],
      },
    }) satisfies LocalFamily;
  return [
    family(
      'Inter',
      SANS_VARIABLE,
      'sans-serif',
      await limitedWeights('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    ),
    family(
      'Source Serif 4',
      SERIF_VARIABLE,
      'serif',
      await limitedWeights(
        '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
      ),
    ),
  ];
}
