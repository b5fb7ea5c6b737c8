/**
 * The Astro integration that makes every build say which content it holds
 * (CONTRACT.md §15). At the very start of `astro build` (astro:config:setup, before the
 * content loaders and pages read the database) it reads the content generation, and
 * src/pages/build.json.ts serves it as /build.json {generation, builtAt}. A production
 * build on Vercel (VERCEL_ENV=production) also records in the same batch that it has
 * started reading, which tells the site that a pending deploy hook call is now being
 * built (src/features/publishing/publish-decisions.ts).
 *
 * After a Vercel build it also drops the `/_image` route from .vercel/output/config.json:
 * the site has no on-demand image route (astro.config.mjs `image`), so that path falls
 * through to the 404 page like any unknown path instead of invoking the function.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/env';
import { readGeneration, recordBuildStart, type BuildInfo } from '../src/features/publishing/publish.queries';

const MODULE_ID = 'virtual:kendra/build-info';

/** Reads (and on a production Vercel build, records) the generation this build holds. */
export async function readBuildInfo(
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
): Promise<BuildInfo> {
  const db = openDatabase(databaseOptionsFromEnv(env));
  try {
    const generation =
      env.VERCEL_ENV === 'production' ? await recordBuildStart(db, now) : await readGeneration(db);
    return { generation, builtAt: now.toISOString() };
  } finally {
    db.$client.close();
  }
}

/** Removes the image route from a Build Output API config.json; true when it was there. */
export function dropImageRoute(configFile: string): boolean {
  if (!existsSync(configFile)) return false;
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { routes?: { src?: string }[] };
  const routes = config.routes ?? [];
  const kept = routes.filter((route) => !route.src?.startsWith('^/_image'));
  if (kept.length === routes.length) return false;
  writeFileSync(configFile, JSON.stringify({ ...config, routes: kept }, null, '\t'));
  return true;
}

export default function buildInfo(): AstroIntegration {
  let root: URL;
  let onVercel = false;
  return {
    name: 'kendra:build-info',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig, logger }) => {
        root = config.root;
        // Only a build holds content; under `astro dev` /build.json reads the database live.
        const info = command === 'build' ? await readBuildInfo() : null;
        if (info) logger.info(`Building content generation ${info.generation}.`);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'kendra:build-info',
                resolveId: (id: string) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
                load: (id: string) =>
                  id === `\0${MODULE_ID}` ? `export default ${JSON.stringify(info)};` : undefined,
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        onVercel = config.adapter?.name === '@astrojs/vercel';
      },
      'astro:build:done': () => {
        // The Vercel adapter (an earlier integration) has written its config.json by now.
        if (onVercel) dropImageRoute(fileURLToPath(new URL('.vercel/output/config.json', root)));
      },
    },
  };
}
