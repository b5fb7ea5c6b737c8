/** The frame of the image routes that draw one PNG per record (`/og/{kind}/{id}.png`). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { routeId } from '~/features/books/route-id';
import { PUBLIC_READ_CACHE } from './cache';
import { isRead } from './on-demand-page';

/** The `getStaticPaths` and `GET` of a `[id].png.ts` route: one PNG per record of `load()`, drawn by `draw`. */
export function pngPerRecord<T extends { id: number }>(
  load: () => Promise<T[]>,
  draw: (record: T) => Promise<Uint8Array>,
) {
  const getStaticPaths = (async () =>
    (await load()).map((record) => ({
      params: { id: String(record.id) },
      props: { record },
    }))) satisfies GetStaticPaths;
  const GET: APIRoute<{ record: T }> = async ({ props: { record } }) =>
    new Response(new Uint8Array(await draw(record)), { headers: { 'content-type': 'image/png' } });
  return { getStaticPaths, GET };
}

/**
 * The on-demand `[...path].astro` page beside a `[id].png.ts` route: the PNG of a record the
 * last build did not draw (`{id}.png`, found by `find`), cached like the on-demand page that
 * points at it until the next build takes over. Anything else, or a method other than a read,
 * is null: the page then answers with the site's styled 404 (never cached), which the
 * middleware turns into a 405 for a write.
 */
export async function cardOnDemand<T>(
  request: Request,
  path: string | undefined,
  find: (id: number) => Promise<T | undefined>,
  draw: (record: T) => Promise<Uint8Array>,
): Promise<Response | null> {
  const id = routeId(/^(\d+)\.png$/.exec(path ?? '')?.[1]);
  const record = id && isRead(request) ? await find(id) : undefined;
  if (!record) return null;
  return new Response(new Uint8Array(await draw(record)), {
    headers: { 'content-type': 'image/png', ...PUBLIC_READ_CACHE },
  });
}
