/** The required text fields of the shared form schemas (zod/mini, so islands stay light). */
import * as z from 'zod/mini';

/** Required text: trimmed, not empty (`missing`) and at most `max` characters (`tooLong`). */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}
