/**
 * `npm start`'s clock for scheduled posts and newsletter issues: every 30 seconds it calls
 * the site's own /api/cron/publish-due, the route Vercel Cron calls in production, so one
 * code path (src/features/publishing/schedule.ts through the site's publish request, and
 * sendDueIssues) serves both.
 */

export interface ScheduleTimer {
  stop(): void;
}

export interface ScheduleOptions {
  /** The running site, e.g. http://127.0.0.1:4321 */
  url: string;
  /** CRON_SECRET as the site reads it. */
  secret: string;
  intervalMs?: number;
  log?: (line: string) => void;
}

/** Calls /api/cron/publish-due now and then every `intervalMs`. */
export function startScheduleTimer({
  url,
  secret,
  intervalMs = 30_000,
  log = console.log,
}: ScheduleOptions): ScheduleTimer {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(new URL('/api/cron/publish-due', url), {
        headers: { authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) log(`Scheduled posts: the check answered ${response.status}`);
      else if (((await response.json()) as { published?: boolean }).published)
        log('A scheduled post is due: publishing.');
    } catch (error) {
      log(`Scheduled posts: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref?.();
  void check();
  return { stop: () => clearInterval(timer) };
}
