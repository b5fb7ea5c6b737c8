/**
 * The honeypot every public form carries: a text field hidden from people and screen
 * readers (src/components/Honeypot.tsx) that bots fill in. A submission that fills it
 * gets the usual success answer, and nothing is stored or sent.
 */
import * as z from 'zod/mini';

/** The honeypot's field name. */
export const HONEYPOT_FIELD = 'website';

/** The honeypot in a form's schema: kept as sent (anything but a string counts as empty). */
export const honeypotField = z.catch(z.optional(z.string()), undefined);

/** True when the honeypot was filled in, i.e. a bot sent the form. */
export function isBot(value: string | undefined): boolean {
  return Boolean(value);
}
