/**
 * The security headers of every answer, in one place: on-demand answers get them from
 * the middleware, pre-rendered pages and files from the site server
 * (scripts/static-files.ts, scripts/site-server.ts) and, on Vercel, from vercel.json
 * (kept equal by security-headers.test.ts).
 *
 * The Content-Security-Policy of pages is Astro's own (`security.csp` in
 * astro.config.mjs): Astro hashes each page's scripts and styles into `script-src` and
 * `style-src` and adds PAGE_CSP_DIRECTIVES. It is sent as a header, never a <meta> tag
 * (`frame-ancestors` only works in a header): the adapters' `staticHeaders` write each
 * pre-rendered page's policy into the build (`_headers.json` for Node, the routes of
 * `.vercel/output/config.json` on Vercel), and on-demand pages carry it themselves.
 * Every other answer (JSON, files, redirects) gets NON_PAGE_CSP.
 */

import type { AstroUserConfig } from 'astro';

/** One directive of `security.csp.directives` (Astro checks their names). */
type CspDirective = Extract<
  NonNullable<NonNullable<AstroUserConfig['security']>['csp']>,
  object
>['directives'] extends (infer D)[] | undefined
  ? D
  : never;

/**
 * HSTS for two years, subdomains included. It is sent on plain-http localhost too:
 * browsers ignore Strict-Transport-Security received over plain HTTP (RFC 6797 §8.1),
 * so local use is unaffected, and behind a TLS-terminating proxy it takes effect.
 * Not `preload`: joining the browsers' preload lists is the owner's decision.
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers every answer carries, whatever it is. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': HSTS,
};

/**
 * The page policy besides `script-src`/`style-src` (which Astro writes with the page's
 * hashes): everything from this origin only, no plugins, no <base>, never framed,
 * forms post only here.
 */
/**
 * Where uploaded images live on Vercel (Vercel Blob's public stores, CONTRACT.md §10);
 * locally they are served from this origin (/media/...).
 */
export const BLOB_IMAGES = 'https://*.public.blob.vercel-storage.com';

export const PAGE_CSP_DIRECTIVES: CspDirective[] = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  `img-src 'self' data: ${BLOB_IMAGES}`,
];

/**
 * Style attributes (`style="width: 40%"`, rendered by the islands on the server and by
 * Astro components) are allowed; <style> elements are not, unless hashed. A style
 * attribute has no selectors, and its url()s stay under img-src/font-src, so it cannot
 * read the page; hashing each attribute value is impossible for computed widths.
 */
export const STYLE_ATTRIBUTES = "'unsafe-inline'";

/**
 * The origins of PayPal's JS SDK, its frames (buttons and checkout window, live and
 * sandbox), its images and the calls it makes from the page, as PayPal's CSP guide
 * lists them (https://developer.paypal.com/sdk/js/best-practices/). Only the shop page
 * /always-be-fabulous, where checkout runs, allows them.
 */
export const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

/**
 * The extra policy of the shop page. PayPal's SDK also adds <style> elements to the
 * page (its button container), which PayPal's guide allows with 'unsafe-inline';
 * a nonce would need a per-request page, and this page is served from a CDN.
 */
export const PAYPAL_CSP = {
  directives: <CspDirective[]>[
    `connect-src 'self' ${PAYPAL_SOURCES.join(' ')}`,
    `frame-src 'self' ${PAYPAL_SOURCES.join(' ')}`,
    `child-src 'self' ${PAYPAL_SOURCES.join(' ')}`,
    `img-src 'self' data: ${BLOB_IMAGES} ${PAYPAL_SOURCES.join(' ')}`,
  ],
  scriptResources: ["'self'", ...PAYPAL_SOURCES],
  // 'self' is there already (astro.config.mjs).
  styleResources: ["'unsafe-inline'", ...PAYPAL_SOURCES],
};

/**
 * The policy of every answer that is not an HTML page (JSON, scripts, styles, images,
 * feeds, redirects): nothing may load from it if it is opened as a document, and
 * nothing may frame it.
 */
export const NON_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Pagefind's scripts (/pagefind/*.js). The search runs in a Web Worker
 * (pagefind-worker.js), and a worker lives under the policy of its own script's answer,
 * not the page's: it may fetch the index from this origin and compile Pagefind's
 * WebAssembly engine, and nothing else.
 */
export const SEARCH_SCRIPTS = /^\/pagefind\/[^/]+\.js$/;
export const SEARCH_WORKER_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The policy of a file that is not a page. */
export const fileCsp = (path: string) => (SEARCH_SCRIPTS.test(path) ? SEARCH_WORKER_CSP : NON_PAGE_CSP);

/**
 * The policy of an HTML answer Astro wrote none for (none should exist; this is the
 * safe side): the pages' policy with no inline script or <style> allowed.
 */
export const HASHLESS_PAGE_CSP = [
  ...PAGE_CSP_DIRECTIVES,
  "script-src 'self'",
  "style-src 'self'",
  `style-src-attr ${STYLE_ATTRIBUTES}`,
].join('; ');

/** True for an HTML content type. */
export const isHtml = (contentType: string | null | undefined) => /^\s*text\/html\b/i.test(contentType ?? '');
