/** How the admin words an erasure's counts: '1 newsletter subscription, 2 messages, 1 order anonymised'. */
import type { ErasureCounts, ErasureKind } from './erase';

/** Each kind's words, singular and plural, in the order the admin lists them. */
export const ERASURE_LABELS: Record<ErasureKind, [one: string, many: string]> = {
  subscribers: ['newsletter subscription', 'newsletter subscriptions'],
  messages: ['contact message', 'contact messages'],
  orders: ['order anonymised (amounts kept)', 'orders anonymised (amounts kept)'],
  stories: ['reader story', 'reader stories'],
  shelfLinks: ['shelf device link', 'shelf device links'],
  mails: ['mail in the outbox', 'mails in the outbox'],
  signInAttempts: ['sign-in attempt', 'sign-in attempts'],
  accounts: ['user account', 'user accounts'],
  rateLimits: ['rate-limit counter', 'rate-limit counters'],
  otherRecords: ['other record with the address', 'other records with the address'],
};

/** The kinds with rows, each as '2 contact messages'. */
export function describeCounts(counts: Partial<ErasureCounts>): string[] {
  return (Object.keys(ERASURE_LABELS) as ErasureKind[]).flatMap((kind) => {
    const n = counts[kind] ?? 0;
    if (n <= 0) return [];
    const [one, many] = ERASURE_LABELS[kind];
    return [`${n} ${n === 1 ? one : many}`];
  });
}

/** The whole erasure in one line; 'nothing held this address' when it removed nothing. */
export function summariseCounts(counts: Partial<ErasureCounts>): string {
  const parts = describeCounts(counts);
  return parts.length ? parts.join(', ') : 'nothing held this address';
}
