/**
 * /build.json {generation, builtAt}: the content generation this build read at its
 * start (scripts/build-info.ts). The admin compares it with the database's to tell
 * whether every change is live (CONTRACT.md §15).
 */
import type { APIRoute } from 'astro';
import info from 'virtual:kendra/build-info';
import { readGeneration } from '~/features/publishing/publish.queries';
import { getDb } from '~/lib/db';

export const GET: APIRoute = async () => {
  // Under `astro dev` there is no build: the dev server always shows the database as it is.
  const body = info ?? { generation: await readGeneration(getDb()), builtAt: new Date().toISOString() };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
};
