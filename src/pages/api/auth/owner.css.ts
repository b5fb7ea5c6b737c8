/** GET /api/auth/owner.css: reveals the owner's controls on public pages to a signed-in admin (src/lib/auth/owner-controls.ts). */
import { ownerStylesheet } from '~/lib/auth/owner-controls';
import { isAdmin } from '~/lib/auth/sign-in';
import { endpoint, methodNotAllowed } from '~/lib/http/api';

export const prerender = false;

export const GET = endpoint(
  ({ locals }) =>
    new Response(ownerStylesheet(isAdmin(locals.user)), {
      headers: {
        'content-type': 'text/css; charset=utf-8',
        // Per person: never kept by a shared cache, nor by the browser across a sign-in or sign-out.
        'cache-control': 'private, no-store',
      },
    }),
);

export const ALL = methodNotAllowed;
