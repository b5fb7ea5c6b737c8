/** The site's routes as its files declare them, for tests that sweep every route. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/build-site';

const PAGES = join(PROJECT_ROOT, 'src/pages');

/**
 * Every route file under src/pages (not a `_` file or folder, not a test), each with a path
 * that reaches it: `[param]` filled with 1, `[...rest]` with `rest`, `index` dropped.
 * `file` is relative to the project (src/pages/...).
 */
export function routeFiles(rest = '1'): { file: string; path: string }[] {
  return readdirSync(PAGES, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(PAGES, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => /\.(ts|astro)$/.test(file) && !file.endsWith('.test.ts') && !/(^|\/)_/.test(file))
    .sort()
    .map((file) => {
      const path = `/${file}`
        .replace(/\.(ts|astro)$/, '')
        .replace(/\/index$/, '')
        .replace(/\[\.\.\.[^\]]+\]/g, rest)
        .replace(/\[[^\]]+\]/g, '1');
      return { file: `src/pages/${file}`, path: path || '/' };
    });
}
