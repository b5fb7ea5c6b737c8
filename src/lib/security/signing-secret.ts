/** The site's signing secret, read once from astro:env (code outside Astro passes its own). */
import { SESSION_SECRET } from 'astro:env/server';

/** SESSION_SECRET, which every signature the site makes needs. */
export function signingSecret(): string {
  if (!SESSION_SECRET) throw new Error('SESSION_SECRET is not set');
  return SESSION_SECRET;
}
