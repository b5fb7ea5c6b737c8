/**
 * The fingerprint a table keeps instead of an address it only needs to find again on an
 * erasure request (a shelf's device links): the SHA-256 of the address, trimmed and in
 * lower case, so 'Ann@Example.com ' and 'ann@example.com' are one person.
 */
import { createHash } from 'node:crypto';

/** The normal form of an address: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The SHA-256 of the address's normal form (base64url). */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalEmail(email)).digest('base64url');
}
