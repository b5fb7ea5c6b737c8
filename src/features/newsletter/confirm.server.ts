/**
 * The confirmation link (double opt-in). Opening it (a GET, which mail scanners do too)
 * changes nothing: the page asks, and only its 'Confirm' button (a POST) confirms,
 * queueing the welcome mail with the free guide.
 */
import { SITE_URL } from 'astro:env/server';
import { confirmSubscription, subscriptionStatus } from './subscriptions.queries';
import { getDb } from '~/lib/db';
import { kickOutbox } from '~/lib/mail/outbox.server';
import { checkConfirmToken, unsubscribeToken } from './tokens.server';
import { welcomeMail } from './welcome-mail';

/** Where the mailed confirmation link opens. */
export const CONFIRM_PATH = '/newsletter/confirm';

/** What the confirmation page shows: the button ('ask'), or how the link stands. */
export type ConfirmPageState = 'ask' | 'confirmed' | 'unsubscribed' | 'expired' | 'invalid';

/** The heading of each state, which is also the API's message for that outcome. */
export const CONFIRM_HEADINGS: Record<ConfirmPageState, string> = {
  ask: 'Confirm your subscription',
  confirmed: "You're in! Your subscription is confirmed",
  unsubscribed: 'You unsubscribed from this address',
  expired: 'This confirmation link has expired',
  invalid: 'This confirmation link is not valid',
};

/** What a token's link can still do, read without changing anything. */
export async function confirmPageState(token: string | null, now = Date.now()): Promise<ConfirmPageState> {
  const check = checkConfirmToken(token, now);
  if (check.status === 'invalid') return 'invalid';
  const status = await subscriptionStatus(getDb(), check.email);
  // A confirmed address shows its guide, however old the link.
  if (status === 'confirmed') return 'confirmed';
  if (check.status === 'expired') return 'expired';
  if (status === 'unsubscribed') return 'unsubscribed';
  return status === 'pending' ? 'ask' : 'invalid';
}

/** What pressing 'Confirm' did. */
export type ConfirmOutcome = Exclude<ConfirmPageState, 'ask'>;

/** Confirms the subscription a token names (once; repeats change nothing) and queues the welcome mail. */
export async function confirmFromLink(token: string, now = Date.now()): Promise<ConfirmOutcome> {
  const check = checkConfirmToken(token, now);
  if (check.status !== 'valid') {
    const state = await confirmPageState(token, now);
    return state === 'ask' ? 'expired' : state;
  }
  const welcome = welcomeMail(check.email, SITE_URL, unsubscribeToken(check.email));
  const outcome = await confirmSubscription(getDb(), check.email, welcome, now);
  if (outcome === 'confirmed') kickOutbox();
  return outcome === 'unknown' ? 'invalid' : outcome === 'already-confirmed' ? 'confirmed' : outcome;
}
