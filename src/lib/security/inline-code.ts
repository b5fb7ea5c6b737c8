/**
 * The inline <script> and <style> texts written into pages by hand (not bundled by
 * Astro), in one place so astro.config.mjs can put their hashes into the
 * Content-Security-Policy: Astro hashes the scripts and styles it bundles itself, not
 * these. Add any new static inline script or style here and render it from here
 * (`<Fragment set:html={...} />`); tests/integration/csp-inline.test.ts fails the build's
 * tests for any inline script or style a page's policy does not allow.
 */

import { FONTS_SCRIPT } from '~/components/fonts/fonts-script.mjs';
import { THEME_SCRIPT } from '~/components/theme/theme-script.mjs';

/**
 * Without JavaScript the mobile menu and the Ventures list are simply shown (BaseLayout), a
 * desktop dropdown opens on hover or focus, and controls that only a script can work
 * (`data-needs-js`) are hidden, and the brand typefaces are on from the first paint (the
 * script that turns them on cannot run: src/components/fonts/fonts-script.mjs). In Tailwind's
 * base layer: its `[hidden]{display:none!important}` is there, and an !important rule in a
 * layer beats any unlayered one. Everything is !important because this style comes first
 * and so puts the base layer before the theme layer, whose custom properties would win.
 */
export const NOSCRIPT_CSS =
  '@layer base{' +
  '#mobile-menu,#mobile-ventures{display:block!important}' +
  '[data-menu-toggle],[data-theme-toggle],[data-disclosure] [aria-hidden],[data-needs-js]{display:none!important}' +
  '[data-dropdown]:hover>ul,[data-dropdown]:focus-within>ul{display:block!important}' +
  'html{--font-sans:var(--font-inter)!important;--font-serif:var(--font-source-serif)!important}' +
  '}';

/** Every hand-written inline style text. */
export const INLINE_STYLES = [NOSCRIPT_CSS];
/**
 * The one script at the top of every page's <head> (SeoHead): the no-flash theme script and
 * the typefaces' switch, in one element so the policy carries one hash for both.
 */
export const HEAD_SCRIPT = `${THEME_SCRIPT};${FONTS_SCRIPT}`;

/** Every hand-written inline script text. */
export const INLINE_SCRIPTS: string[] = [HEAD_SCRIPT];
