/** Opening the confirmation link: checks the signed token and confirms, queueing the welcome mail. */
import { SITE_URL } from 'astro:env/server';
import { confirmSubscription, isConfirmedSubscriber } from './subscriptions.queries';
import { getDb } from '~/lib/db';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { checkConfirmToken, unsubscribeToken } from './tokens.server';
import { welcomeMail } from './welcome-mail';

/** What the confirmation page shows. */
export type ConfirmPageState = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'expired' | 'invalid';

/** Confirms the subscription a link's token names (once; repeats change nothing). */
export async function confirmFromLink(token: string | null, now = Date.now()): Promise<ConfirmPageState> {
  const check = checkConfirmToken(token, now);
  const db = getDb();
  if (check.status === 'invalid') return 'invalid';
  if (check.status === 'expired')
    return (await isConfirmedSubscriber(db, check.email)) ? 'already-confirmed' : 'expired';
  const welcome = welcomeMail(check.email, SITE_URL, unsubscribeToken(check.email));
  const outcome = await confirmSubscription(db, check.email, welcome, now);
  if (outcome === 'confirmed') kickOutbox();
  return outcome === 'unknown' ? 'invalid' : outcome;
}
