/**
 * Which build visitors get, read from its /build.json (CONTRACT.md §15). Under
 * `npm start` (and the test servers) the site server registers the build it serves in
 * this process (scripts/site-server.ts); everywhere else, on Vercel, the live build is
 * whatever SITE_URL serves, so its /build.json is fetched, never from a cache.
 */
import type { BuildInfo, LiveBuild } from './publish.queries';

/** Where scripts/site-server.ts registers the build it is serving. */
export const SERVED_BUILD_KEY = Symbol.for('kendra.servedBuild');

/** True for a parsed build.json. */
export function isBuildInfo(value: unknown): value is BuildInfo {
  const v = value as Partial<BuildInfo> | null;
  return Boolean(v) && Number.isInteger(v?.generation) && typeof v?.builtAt === 'string';
}

/** The build this process serves, when a site server in this process registered one. */
export function servedBuild(): BuildInfo | undefined {
  return (globalThis as Record<symbol, BuildInfo | undefined>)[SERVED_BUILD_KEY];
}

/** The live build: the one served by this process, else `${siteUrl}/build.json` (5 s at most). */
export async function readLiveBuild(siteUrl: string, fetcher: typeof fetch = fetch): Promise<LiveBuild> {
  const local = servedBuild();
  if (local) return local;
  const url = new URL('/build.json', siteUrl).href;
  try {
    const response = await fetcher(url, {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache' },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return { error: `${url} answered ${response.status}` };
    const info: unknown = await response.json();
    return isBuildInfo(info) ? info : { error: `${url} is not a build.json` };
  } catch (error) {
    return { error: `${url} could not be read (${(error as Error).message})` };
  }
}
