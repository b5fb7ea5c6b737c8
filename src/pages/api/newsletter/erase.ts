/**
 * POST /api/newsletter/erase {token}: 'Delete my address' on the unsubscribe page. The
 * unsubscribe link's token proves whose address it is; the subscription and the
 * newsletter's mails to it are erased and the erasure logged. A form post (no JavaScript)
 * gets a 303 to /newsletter/erased.
 */
import { eraseOwnAddress } from '~/features/privacy/erase.server';
import { eraseOwnAddressSchema } from '~/features/privacy/erase';
import { emailFromToken } from '~/features/newsletter/tokens.server';
import { getDb } from '~/lib/db';
import { HttpError, json, methodNotAllowed } from '~/lib/http/api';
import { publicWrite } from '~/lib/http/public-write';
import { PUBLIC_WRITE_LIMIT } from '~/lib/security/rate-limit';

export const prerender = false;

const INVALID = 'This link is not valid';
const ERASED = 'Your address has been deleted.';

/** The address the token stands for; 400 for a missing or forged one. */
function addressOf(token: string): string {
  const email = emailFromToken(token);
  if (!email) throw new HttpError(400, INVALID, { token: ['Invalid or missing token'] });
  return email;
}

export const POST = publicWrite({
  limit: { ...PUBLIC_WRITE_LIMIT, name: 'newsletter' },
  schema: eraseOwnAddressSchema,
  form: { sent: '/newsletter/erased', failed: (reason) => `/newsletter/erased?failed=${reason}` },
  async write({ token }) {
    await eraseOwnAddress(getDb(), addressOf(token));
    return json({ message: ERASED });
  },
  // A bot gets the same answer, and nothing is erased.
  async honeypot({ token }) {
    addressOf(token);
    return json({ message: ERASED });
  },
});

export const ALL = methodNotAllowed;
