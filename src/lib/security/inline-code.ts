/**
 * The inline <script> and <style> texts written into pages by hand (not bundled by
 * Astro), in one place so astro.config.mjs can put their hashes into the
 * Content-Security-Policy: Astro hashes the scripts and styles it bundles itself, not
 * these. Add any new static inline script or style here and render it from here
 * (`<Fragment set:html={...} />`); tests/integration/csp-inline.test.ts fails the build's
 * tests for any inline script or style a page's policy does not allow.
 */

import { THEME_SCRIPT } from '~/components/theme/theme-script.mjs';

/**
 * Without JavaScript the mobile menu and the Ventures list are simply shown (BaseLayout),
 * and controls that only a script can work (`data-needs-js`) are hidden.
 */
export const NOSCRIPT_CSS =
  '#mobile-menu,#mobile-ventures{display:block!important}' +
  '[data-menu-toggle],[data-theme-toggle],[data-disclosure] [aria-hidden],[data-needs-js]{display:none!important}' +
  '[data-dropdown]:hover #ventures-menu,[data-dropdown]:focus-within #ventures-menu{display:block!important}';

/** Every hand-written inline style text. */
export const INLINE_STYLES = [NOSCRIPT_CSS];
/** Every hand-written inline script text: the no-flash theme script (SeoHead). */
export const INLINE_SCRIPTS: string[] = [THEME_SCRIPT];
