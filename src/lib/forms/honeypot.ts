/**
 * The honeypot every public form carries: a text field hidden from people and screen
 * readers (src/components/Honeypot.tsx) that bots fill in. A submission that fills it
 * gets the usual success answer, and nothing is stored or sent. No zod here: the
 * newsletter island, which ships none, imports the field's name.
 */

/** The honeypot's field name. */
export const HONEYPOT_FIELD = 'website';

/** True when the honeypot was filled in, i.e. a bot sent the form. */
export function isBot(value: string | undefined): boolean {
  return Boolean(value);
}
