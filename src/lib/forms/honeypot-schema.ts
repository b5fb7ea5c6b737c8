/** The honeypot (src/lib/forms/honeypot.ts) in a form's zod/mini schema. */
import * as z from 'zod/mini';

/** Kept as sent, so the endpoint can tell a bot; anything but a string counts as empty. */
export const honeypotField = z.catch(z.optional(z.string()), undefined);
