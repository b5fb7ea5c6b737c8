/**
 * The Content-Security-Policy of the answers Vercel's CDN gives without a function, as
 * routes of `.vercel/output/config.json` (an Astro integration in astro.config.mjs,
 * run after @astrojs/vercel has written that file):
 * - Astro's `staticHeaders` already give each pre-rendered page its own policy;
 * - files (scripts, styles, images, feeds...) get NON_PAGE_CSP;
 * - the not-found answer (Vercel serves /404.html with status 404 for any path no
 *   route takes) gets the 404 page's own policy, which Astro wrote for /404 only.
 * Functions' answers (API, admin, on-demand pages) get theirs from the middleware, and
 * the headers every answer carries come from vercel.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { NON_PAGE_CSP, SEARCH_WORKER_CSP } from './headers';

/** The paths of built files: anything with one of the extensions a build emits (not .html). */
export const STATIC_FILE_ROUTE =
  '^/.*\\.(?:js|mjs|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|xml|txt|json|webmanifest|pdf)$';

export interface Route {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: string;
}

/** Pagefind's scripts, which start its worker (see fileCsp in security-headers.ts). */
export const SEARCH_WORKER_ROUTE = '^/pagefind/[^/]+\\.js$';

/** Adds the files' and the not-found answer's policies to Vercel's routes. */
export function addStaticPolicies(routes: Route[]): Route[] {
  const errorPageCsp = routes.find((route) => route.src === '/404')?.headers?.['content-security-policy'];
  const out = routes.map((route) =>
    route.status === 404 && route.dest === '/404.html' && errorPageCsp
      ? { ...route, headers: { ...route.headers, 'content-security-policy': errorPageCsp } }
      : route,
  );
  const filesRoute = {
    src: STATIC_FILE_ROUTE,
    headers: { 'content-security-policy': NON_PAGE_CSP },
    continue: true,
  };
  // After the files' route, so its policy wins for Pagefind's scripts (see fileCsp).
  const searchRoute = {
    src: SEARCH_WORKER_ROUTE,
    headers: { 'content-security-policy': SEARCH_WORKER_CSP },
    continue: true,
  };
  const ours = new Set([STATIC_FILE_ROUTE, SEARCH_WORKER_ROUTE]);
  return [filesRoute, searchRoute, ...out.filter((route) => !ours.has(route.src ?? ''))];
}

/** The integration: rewrites `.vercel/output/config.json` when the build made one. */
export function vercelStaticCsp(): AstroIntegration {
  let root: URL | undefined;
  return {
    name: 'vercel-static-csp',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': () => {
        if (!root || !process.env.VERCEL) return;
        const file = new URL('.vercel/output/config.json', root);
        if (!existsSync(file)) return;
        const config = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Route[] };
        config.routes = addStaticPolicies(config.routes ?? []);
        writeFileSync(file, JSON.stringify(config, null, 2));
      },
    },
  };
}
