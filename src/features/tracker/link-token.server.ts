/**
 * The sign-in link that joins another device to a shelf. Its token is a random secret
 * and an expiry, signed with SESSION_SECRET: it cannot be guessed or forged, it stops
 * working after an hour, and the database keeps only the secret's SHA-256, used once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { seal, unseal } from '~/lib/security/signing';
import { signingSecret } from '~/lib/security/signing-secret';

const PURPOSE = 'reading-link';
/** How long a link works. */
export const LINK_TTL_MS = 60 * 60 * 1000;

/** The stored id of a link: the SHA-256 of its secret. */
const linkId = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** A new link: the token for the mail, and the id and expiry to store. */
export function newLinkToken(now = new Date()): { token: string; id: string; expiresAt: Date } {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  return {
    token: seal(signingSecret(), PURPOSE, `${secret}.${expiresAt.getTime()}`),
    id: linkId(secret),
    expiresAt,
  };
}

/** The stored id a token stands for, when its signature is right and it has not expired; else null. */
export function readLinkToken(
  token: string | null | undefined,
  now = new Date(),
): { id: string; expiresAt: Date } | null {
  const value = unseal(signingSecret(), PURPOSE, token);
  const [secret, expiry] = value?.split('.') ?? [];
  const expiresAt = new Date(Number(expiry));
  if (!secret || !(expiresAt.getTime() > now.getTime())) return null;
  return { id: linkId(secret), expiresAt };
}
