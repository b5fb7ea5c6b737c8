/** The newsletter's fixed texts (SPEC.md §8), without zod so the signup island stays light. */

/** The success texts (the same for a new and a known address). */
export const WELCOME_TITLE = 'Welcome to the Fabulous Readers Club!';
export const WELCOME_DESCRIPTION = 'Check your email for your free guide for beginning writers.';
/** The failure texts. */
export const FAILURE_TITLE = 'Something went wrong';
export const FAILURE_DESCRIPTION = 'Please try again later.';
