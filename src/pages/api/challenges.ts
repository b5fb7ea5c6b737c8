/**
 * GET /api/challenges: the reading challenges, as GET /api/reading-challenges answers them.
 * SPEC.md §7 lists this path too (no page reads it), and CONTRACT.md §4 keeps every path it lists.
 */
export { GET, ALL } from './reading-challenges';

export const prerender = false;
