/** /api/books/{id}: PATCH {amazonUrl} is the admin's (src/features/admin). */
import { methodNotAllowed } from '../../../lib/http';

export const prerender = false;

export { PATCH } from '../../../features/admin/book-url.server';

export const ALL = methodNotAllowed;
