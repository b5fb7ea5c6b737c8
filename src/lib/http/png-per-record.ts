/** The frame of build-time image routes that draw one PNG per record (`/og/{kind}/{id}.png`). */
import type { APIRoute, GetStaticPaths } from 'astro';

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
