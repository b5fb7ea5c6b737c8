/** The newsletter's fixed texts (SPEC.md §8), without zod so the signup island stays light. */

/**
 * The success texts, the same for every address (so the answer tells nobody whether an
 * address is subscribed). Double opt-in: what comes by mail first is the confirmation
 * link; the free guide follows once the address is confirmed (CONTRACT.md §16).
 */
export const WELCOME_TITLE = 'Welcome to the Fabulous Readers Club!';
export const WELCOME_DESCRIPTION =
  'Check your email and click the link to confirm your address: your free guide for beginning writers follows as soon as you do. Already confirmed? Then you are all set.';
/** The failure texts. */
export const FAILURE_TITLE = 'Something went wrong';
export const FAILURE_DESCRIPTION = 'Please try again later.';
