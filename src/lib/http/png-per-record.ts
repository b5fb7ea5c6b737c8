/** The frame of the image routes that draw one PNG per record (`/og/{kind}/{id}.png`). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { routeId } from '~/features/books/route-id';
import { endpoint } from './api';
import { PUBLIC_READ_CACHE } from './cache';

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
 * The `GET` of the on-demand `[...path].ts` beside a `[id].png.ts` route: the PNG of a record
 * the last build did not draw (`{id}.png`, found by `find`), cached like the on-demand page
 * that points at it until the next build takes over; anything else answers 404, never cached.
 */
export function pngOnDemand<T>(
  find: (id: number) => Promise<T | undefined>,
  draw: (record: T) => Promise<Uint8Array>,
): APIRoute {
  return endpoint(async ({ params }) => {
    const id = routeId(/^(\d+)\.png$/.exec(params.path ?? '')?.[1]);
    const record = id ? await find(id) : undefined;
    if (!record) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
    return new Response(new Uint8Array(await draw(record)), {
      headers: { 'content-type': 'image/png', ...PUBLIC_READ_CACHE },
    });
  });
}
