/** /manifest.webmanifest: the web app manifest (name, colours, icons from scripts/generate-icons.ts). */
import type { APIRoute } from 'astro';

/** The manifest's fields; the theme colour matches the light theme's <meta name="theme-color">. */
export const manifest = {
  name: 'Kendra Lane — Write Bold. Live Loud. Be Fabulous.',
  short_name: 'Kendra Lane',
  description:
    'Books with free chapter previews, the blog, the reading tracker and the Always Be Fabulous shop.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#fff8f0',
  theme_color: '#4a1d5c',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

export const GET: APIRoute = () =>
  new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json' } });
