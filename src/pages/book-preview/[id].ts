/** /book-preview/{id}: the footer's form of a preview link, a permanent redirect to /book/{id}/preview. */
import type { APIRoute } from 'astro';
import { methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET: APIRoute = ({ params }) =>
  new Response(null, {
    status: 308,
    headers: {
      location: `/book/${encodeURIComponent(params.id ?? '')}/preview`,
      'cache-control': 'public, max-age=86400',
    },
  });

export const ALL = methodNotAllowed;
