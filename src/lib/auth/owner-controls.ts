/**
 * The owner's controls on pre-rendered public pages ('Create Blog Post' on /blog), shown to
 * the signed-in owner only and without JavaScript: the page carries them hidden, and a
 * stylesheet the server answers per request (OWNER_STYLESHEET) reveals them when the
 * request carries an admin session. Everyone else gets an empty stylesheet.
 */

/** The attribute that marks an owner-only element (src/components/OwnerOnly.astro). */
export const OWNER_ONLY_ATTRIBUTE = 'data-owner-only';

/** Where pages with owner-only controls load the stylesheet that reveals them. */
export const OWNER_STYLESHEET = '/api/auth/owner.css';

/** The stylesheet for a request: the owner's controls shown to an admin, nothing for anyone else. */
export function ownerStylesheet(admin: boolean): string {
  return admin
    ? `/* Signed in as the owner: her controls on this page. */\n[${OWNER_ONLY_ATTRIBUTE}] { display: block; }\n`
    : '/* Not signed in as the owner: nothing to show. */\n';
}
