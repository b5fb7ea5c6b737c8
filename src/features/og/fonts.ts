/**
 * The Open Graph cards' two fonts, as package paths (Fontsource, read from node_modules, no
 * network). The Vercel function draws cards on demand, and its file tracing cannot follow
 * these reads, so astro.config.mjs ships them (and their packages' package.json, which
 * resolving them reads) with the function.
 */
export const OG_FONTS = {
  serif: '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff',
  sans: '@fontsource/inter/files/inter-latin-400-normal.woff',
} as const;

/** What the Vercel function must carry for the fonts, relative to the project folder. */
export const OG_FONT_FILES = Object.values(OG_FONTS).flatMap((path) => {
  const pkg = path.split('/').slice(0, 2).join('/');
  return [`./node_modules/${path}`, `./node_modules/${pkg}/package.json`];
});
