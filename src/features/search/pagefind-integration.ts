/**
 * Builds the site search's index with Pagefind after every `astro build` (so `npm start`,
 * the publisher, the tests and Vercel all get it): every pre-rendered page whose <main>
 * carries data-pagefind-body (BaseLayout sets it on public pages; admin, sign-in, form
 * result and error pages are noindex and left out) is indexed into `<client>/pagefind/`.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

/** The Astro integration; `astro.config.mjs` lists it last, after the pages are written. */
export default function pagefindIndex(): AstroIntegration {
  return {
    name: 'site-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const site = fileURLToPath(dir);
        try {
          const { index, errors } = await createIndex({ forceLanguage: 'en' });
          if (!index) throw new Error(errors.join('; '));
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(added.errors.join('; '));
          const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
          if (written.errors.length) throw new Error(written.errors.join('; '));
          logger.info(`Indexed ${added.page_count} pages for search in ${Date.now() - started} ms.`);
        } finally {
          await close();
        }
      },
    },
  };
}
