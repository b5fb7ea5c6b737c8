// @ts-check
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import vercel from '@astrojs/vercel';
import tailwindcss from '@tailwindcss/vite';
import buildInfo from './scripts/build-info.ts';
import { configProblem } from './scripts/config-check.ts';
import pagefindIndex from './src/features/search/pagefind-integration';
import replayDirective from './src/integrations/replay.ts';
import { OG_FONT_FILES } from './src/features/og/fonts.ts';
import { PAGE_CSP_DIRECTIVES, STYLE_ATTRIBUTES } from './src/lib/security/headers.ts';
import { vercelStaticCsp } from './src/lib/security/vercel-csp.ts';
import { INLINE_SCRIPTS, INLINE_STYLES } from './src/lib/security/inline-code.ts';
import { fontFamilies } from './src/lib/fonts.ts';

/** A CSP hash source for an inline text. */
const sha256 = (/** @type {string} */ text) =>
  /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(text).digest('base64')}`);

// Vercel sets VERCEL=1 during its builds; everywhere else the site runs on Node.
const onVercel = Boolean(process.env.VERCEL);
/** @type {{ context: 'server', access: 'secret', optional: true }} */
const secret = { context: 'server', access: 'secret', optional: true };

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  // A build's own cache folder when the build scripts name one (scripts/build-site.ts
  // buildCache): it holds the content store, which builds at once must not share.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  output: 'static',
  // staticHeaders: each pre-rendered page's Content-Security-Policy goes into the build
  // (Vercel's routes; _headers.json for the site server) to be sent as a header.
  // The function draws Open Graph cards on demand (a post published since the build): it carries their fonts.
  adapter: onVercel
    ? vercel({ staticHeaders: true, includeFiles: OG_FONT_FILES })
    : node({ mode: 'standalone', staticHeaders: true }),
  // One URL per page: no trailing slash. The other form answers 308 to it (scripts/site-server.ts
  // under npm start; on Vercel the adapter's routes), and Astro builds every link, canonical
  // and sitemap entry without one.
  trailingSlash: 'never',
  // Pages render four at a time: the Open Graph cards' drawing runs off the main thread
  // (src/features/og/render.server.ts), so a build of 2,000 books and posts uses both cores.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  prefetch: false,
  // Inter and Source Serif 4 from npm, self-hosted with metric-matched fallbacks, not preloaded (see the file).
  fonts: await fontFamilies(),
  // The Content-Security-Policy: Astro hashes every page's scripts and styles (see
  // src/lib/security/headers.ts for the rest of the policy and why).
  security: {
    // src/middleware.ts refuses cross-site writes itself (Origin, else Sec-Fetch-Site). Astro's own
    // check would also refuse POSTs that carry no Origin at all, such as a mail client's RFC 8058
    // one-click unsubscribe (List-Unsubscribe-Post), which is not a browser and not cross-site.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: PAGE_CSP_DIRECTIVES,
      styleDirective: {
        resources: ["'self'", { resource: STYLE_ATTRIBUTES, kind: 'attribute' }],
        hashes: INLINE_STYLES.map(sha256),
      },
      scriptDirective: { hashes: INLINE_SCRIPTS.map(sha256) },
    },
  },
  // Images are served as files: no image service (so no sharp in the Vercel function) and no
  // on-demand /_image route (src/lib/http/image-endpoint.ts answers 404 in its place).
  image: {
    service: passthroughImageService(),
    endpoint: { route: '/_image', entrypoint: './src/lib/http/image-endpoint.ts' },
  },
  integrations: [
    {
      // A Vercel build without SESSION_SECRET, or with half a PayPal pair, stops here with one
      // line (scripts/config-check.ts), not as 500s after the deploy. Local builds need neither.
      name: 'production-config',
      hooks: {
        'astro:config:setup': ({ command }) => {
          const problem = command === 'build' && onVercel ? configProblem(process.env) : null;
          if (problem) {
            console.error(`Error: ${problem}`);
            process.exit(1);
          }
        },
      },
    },
    // Reads the content generation before anything else reads the database (/build.json).
    buildInfo(),
    vercelStaticCsp(),
    {
      // Astro hashes nothing under `astro dev`, where its policy would block Vite's
      // inline scripts and styles: the policy is for builds only.
      name: 'csp-in-builds-only',
      hooks: {
        'astro:config:setup': ({ command, updateConfig }) => {
          if (command === 'dev') updateConfig({ security: { csp: false } });
        },
      },
    },
    react(),
    replayDirective(),
    sitemap({
      // Admin, sign-in, the form result pages and the shelf's sign-in link page (noindex) stay out
      // of the sitemap; the newsletter archive is in it.
      filter: (page) =>
        !/^\/(admin|blog\/create|newsletter\/(thanks|error|unsubscribe|unsubscribed|erased|confirm)|contact\/(sent|error)|community\/(joined|story-shared|error)|catalog\/search|reading-tracker\/link)(\/|$)/.test(
          new URL(page).pathname,
        ),
      // Pages are served and canonicalised without a trailing slash; list them the same way.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
    // Last: indexes the written pages for /search.
    pagefindIndex(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Bundled into the server's chunks instead of loaded from node_modules file by file. A
    // server (`npm start`, a Vercel function) imported some 700 files on its first requests,
    // and Node's look-up of each one's package.json was a third of its start-up CPU: 1.2 s of
    // CPU to its first answers, 0.5 s with these bundled. Only plain JavaScript goes here:
    // packages with native code (libSQL, argon2, sharp, resvg) or ones that read their own
    // files at run time stay in node_modules. Globs of package names.
    ssr: {
      noExternal: [
        'drizzle-orm',
        'zod',
        'yaml',
        'nodemailer',
        '@vercel/functions',
        // The Markdown pipeline (unified, remark, rehype) and its parts.
        ...['unified', 'remark-*', 'rehype-*', 'mdast-*', 'micromark*', 'hast-*', 'unist-*', 'vfile*'],
        ...[
          'property-information',
          'stringify-entities',
          'character-entities*',
          'decode-named-character-reference',
        ],
        ...['space-separated-tokens', 'comma-separated-tokens', 'zwitch', 'html-void-elements', 'ccount'],
        ...['longest-streak', 'markdown-table', 'escape-string-regexp', 'trim-lines', 'bail', 'trough'],
        ...['devlop', 'is-plain-obj', 'extend', '@ungap/structured-clone'],
      ],
    },
    resolve: {
      alias: {
        // Radix's scroll lock adds a <style> element the CSP would refuse; this adopts a
        // constructed stylesheet instead (see the file).
        'react-style-singleton': fileURLToPath(
          new URL('./src/lib/security/style-singleton.ts', import.meta.url),
        ),
      },
    },
  },
  env: {
    validateSecrets: false,
    schema: {
      DATABASE_URL: envField.string({ ...secret, default: 'file:data/site.db' }),
      DATABASE_AUTH_TOKEN: envField.string(secret),
      SESSION_SECRET: envField.string(secret),
      ADMIN_EMAIL: envField.string(secret),
      ADMIN_PASSWORD: envField.string(secret),
      PAYPAL_CLIENT_ID: envField.string(secret),
      PAYPAL_CLIENT_SECRET: envField.string(secret),
      PAYPAL_API_BASE: envField.string({ ...secret, default: 'https://api-m.sandbox.paypal.com' }),
      PAYPAL_WEBHOOK_ID: envField.string(secret),
      SMTP_URL: envField.string(secret),
      MAIL_FROM: envField.string(secret),
      OWNER_EMAIL: envField.string(secret),
      // Mails a minute, across every sender (DEFAULT_MAIL_RATE_PER_MINUTE in src/lib/mail/outbox-sender.ts).
      MAIL_RATE_PER_MINUTE: envField.number({ ...secret, default: 60, int: true, gt: 0 }),
      DEPLOY_HOOK_URL: envField.string(secret),
      CRON_SECRET: envField.string(secret),
      SITE_URL: envField.string({ context: 'server', access: 'public', default: 'http://localhost:4321' }),
      RATE_LIMIT_MULTIPLIER: envField.number({ ...secret, default: 1 }),
      // Where rate-limit counters live: the database (shared by every instance) or this process's memory.
      RATE_LIMIT_STORE: envField.enum({ ...secret, values: ['database', 'memory'], default: 'database' }),
      // Uploaded images: a folder (npm start, tests), or Vercel Blob when its token is set.
      MEDIA_DIR: envField.string({ ...secret, default: 'data/media' }),
      BLOB_READ_WRITE_TOKEN: envField.string(secret),
      // The Blob API's base URL (@vercel/blob reads it too); tests point it at a stand-in.
      VERCEL_BLOB_API_URL: envField.string(secret),
    },
  },
});
