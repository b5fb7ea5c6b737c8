/**
 * The configuration a production run cannot do without (CONTRACT.md §15), checked
 * before anything starts: `npm start`, `npm run build:vercel` and `astro build` on
 * Vercel stop with one line instead of answering 500s on the first request. Locally
 * (no NODE_ENV=production, not on Vercel) nothing is required: `npm start` generates
 * SESSION_SECRET into the data folder.
 */
import { ConfigError } from '../db/env';

/** What in the environment makes this a production run, or null for a local one. */
export function productionReason(env: NodeJS.ProcessEnv): string | null {
  if (env.VERCEL) return 'on Vercel';
  if (env.NODE_ENV === 'production') return 'with NODE_ENV=production';
  return null;
}

const isSet = (value: string | undefined) => Boolean(value?.trim());

/** The one line that says what is missing for production, or null when nothing is. */
export function configProblem(env: NodeJS.ProcessEnv): string | null {
  const production = productionReason(env);
  if (!production) return null;
  if (!isSet(env.SESSION_SECRET)) {
    return `SESSION_SECRET is not set, and ${production} it is required (it signs sessions and cookies): set it to a long random value, e.g. the output of openssl rand -base64 32.`;
  }
  const id = isSet(env.PAYPAL_CLIENT_ID);
  const secret = isSet(env.PAYPAL_CLIENT_SECRET);
  if (id !== secret) {
    const [given, missing] = id
      ? ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']
      : ['PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID'];
    return `${given} is set but ${missing} is not: set both for payments, or neither (checkout then says payments are unavailable).`;
  }
  return null;
}

/** Throws ConfigError (printed as its one line by runScript) when production lacks something. */
export function assertProductionConfig(env: NodeJS.ProcessEnv): void {
  const problem = configProblem(env);
  if (problem) throw new ConfigError(problem);
}
