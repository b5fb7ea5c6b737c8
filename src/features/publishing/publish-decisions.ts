/**
 * Publishing decisions, free of astro:env so they can be tested with an injected clock
 * and deploy hook (./publish.ts passes the real ones, and is what the site calls).
 *
 * Locally `npm start`'s publisher (scripts/publisher.ts) builds whenever the database's
 * content generation is ahead of the build it serves; nothing here runs. On Vercel a
 * content write calls the deploy hook, unless a deploy already requested has not yet
 * started reading (it will read this write too). A production build records when it
 * starts reading (scripts/build-info.ts), which is what makes that decision exact: a
 * write that lands after a build started reading always gets a deploy of its own.
 * What is live is known only from the live build's /build.json, never from the hook's
 * HTTP answer; a publish not live 10 minutes after it was requested is requested again.
 */
import type { Database } from '~db/client';
import {
  claimPublishAttempt,
  publishStatus,
  readPublishRecord,
  REPUBLISH_AFTER_MS,
  setState,
  STATE,
  type LiveBuild,
  type PublishRecord,
  type PublishStatus,
} from './publish.queries';

/** The deploy hook to call (Vercel's DEPLOY_HOOK_URL), and how to call it. */
export interface DeployHook {
  url: string | undefined;
  fetch?: typeof fetch;
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);
const ageOf = (iso: string | null, now: Date) => now.getTime() - ms(iso);
const time = (iso: string | null) =>
  iso ? new Date(iso).toISOString().slice(11, 16) + ' UTC' : 'an unknown time';

/** POSTs the hook once this caller has claimed the attempt; records a failure as the reason. */
async function callDeployHook(
  db: Database,
  record: PublishRecord,
  now: Date,
  hook: DeployHook & { url: string },
  note = '',
): Promise<boolean> {
  if (!(await claimPublishAttempt(db, record.startedAt, { now, error: note, hook: true }))) return false;
  try {
    const response = await (hook.fetch ?? fetch)(hook.url, {
      method: 'POST',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'no answer within 10 s' : (error as Error).message;
    await setState(db, {
      [STATE.publishError]: `The deploy hook failed: ${reason}`,
      [STATE.hookPending]: '0',
    });
  }
  return true;
}

/**
 * After a content write (its batch raised the generation): on Vercel, requests a deploy
 * unless one that will include this write is already on its way.
 */
export async function publishAfterWrite(db: Database, hook: DeployHook, now = new Date()): Promise<void> {
  if (!hook.url) return;
  const record = await readPublishRecord(db);
  // A deploy requested earlier has not started reading: it will read this write too.
  if (record.hookPending && ageOf(record.startedAt, now) < REPUBLISH_AFTER_MS) return;
  // A build started reading after this write committed: it includes it.
  if ((record.buildGeneration ?? -1) >= record.generation) return;
  await callDeployHook(db, record, now, { ...hook, url: hook.url });
}

/** Why a publish must be requested again now, or null when it must not (yet). */
export function republishReason(record: PublishRecord, now: Date): string | null {
  const requested = `The publish requested at ${time(record.startedAt)} was not live after 10 minutes; requested again.`;
  if (record.hookPending) return ageOf(record.startedAt, now) >= REPUBLISH_AFTER_MS ? requested : null;
  if ((record.buildGeneration ?? -1) >= record.generation) {
    const building = `The build started at ${time(record.buildStartedAt)} was not live after 10 minutes; requested again.`;
    return ageOf(record.buildStartedAt, now) >= REPUBLISH_AFTER_MS ? building : null;
  }
  // The latest attempt covered this generation and failed: wait 10 minutes before trying again.
  if (record.error && (record.attemptGeneration ?? -1) >= record.generation) {
    return ageOf(record.startedAt, now) >= REPUBLISH_AFTER_MS ? `${record.error} Requested again.` : null;
  }
  // No deploy was requested for the latest writes (e.g. the request after a write never ran).
  return '';
}

/**
 * The publish status, comparing the live build with the database; with a deploy hook it
 * also requests the publish again when it is due (see `republishReason`). The site's
 * `checkPublish` (./publish.ts) calls it with the live build, the hook and the clock.
 */
export async function reconcilePublish(
  db: Database,
  live: LiveBuild,
  hook: DeployHook,
  now = new Date(),
): Promise<PublishStatus> {
  const record = await readPublishRecord(db);
  const status = publishStatus(record, live);
  // Unknown live build: requesting deploys blindly could repeat forever.
  if (!hook.url || status.state === 'live' || status.liveGeneration === null) return status;
  const reason = republishReason(record, now);
  if (reason === null) return status;
  await callDeployHook(db, record, now, { ...hook, url: hook.url }, reason);
  return publishStatus(await readPublishRecord(db), live);
}
