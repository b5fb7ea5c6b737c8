// @ts-check
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import vercel from '@astrojs/vercel';
import tailwindcss from '@tailwindcss/vite';
import replayDirective from './src/integrations/replay.ts';

// Vercel sets VERCEL=1 during its builds; everywhere else the site runs on Node.
const onVercel = Boolean(process.env.VERCEL);
/** @type {{ context: 'server', access: 'secret', optional: true }} */
const secret = { context: 'server', access: 'secret', optional: true };

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  adapter: onVercel ? vercel() : node({ mode: 'standalone' }),
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  // src/middleware.ts refuses cross-site writes itself (Origin, else Sec-Fetch-Site). Astro's own
  // check would also refuse POSTs that carry no Origin at all, such as a mail client's RFC 8058
  // one-click unsubscribe (List-Unsubscribe-Post), which is not a browser and not cross-site.
  security: { checkOrigin: false },
  integrations: [
    react(),
    replayDirective(),
    mdx(),
    sitemap({
      // Admin, sign-in and the form result pages (noindex) stay out of the sitemap.
      filter: (page) =>
        !/^\/(admin|blog\/create|newsletter|contact\/(sent|error))(\/|$)/.test(new URL(page).pathname),
      // Pages are served and canonicalised without a trailing slash; list them the same way.
      serialize: (item) => ({ ...item, url: item.url.replace(/(?<=[^/])\/$/, '') }),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
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
      DEPLOY_HOOK_URL: envField.string(secret),
      CRON_SECRET: envField.string(secret),
      SITE_URL: envField.string({ context: 'server', access: 'public', default: 'http://localhost:4321' }),
      RATE_LIMIT_MULTIPLIER: envField.number({ ...secret, default: 1 }),
    },
  },
});
