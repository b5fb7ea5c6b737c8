import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { afterBurst } from './memory.server';

/** Young-generation collections seen while `work` runs. */
async function minorCollections(work: () => Promise<void>): Promise<number> {
  let seen = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (
        (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
        constants.NODE_PERFORMANCE_GC_MINOR
      )
        seen++;
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    await work();
    await sleep(50); // entries arrive after the collection (a real wait, past faked timers)
  } finally {
    observer.disconnect();
  }
  return seen;
}

describe('afterBurst', () => {
  it('runs one young-generation collection a second after the last burst, even when nothing allocates', async () => {
    // The clock is faked: on a busy machine a real 700 ms wait ran past the second and the
    // collection fell inside the window that must have none.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Several bursts in a row: the collection waits for the last, then runs once.
      const soon = await minorCollections(async () => {
        afterBurst();
        vi.advanceTimersByTime(500);
        afterBurst();
        vi.advanceTimersByTime(999);
      });
      expect(soon).toBe(0);
      const later = await minorCollections(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(later).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
