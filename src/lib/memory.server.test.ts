import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
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
    await new Promise((wait) => setTimeout(wait, 50)); // entries arrive after the collection
  } finally {
    observer.disconnect();
  }
  return seen;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

describe('afterBurst', () => {
  it('runs one young-generation collection a second after the last burst, even when nothing allocates', async () => {
    // Several bursts in a row: the collection waits for the last, then runs once.
    const soon = await minorCollections(async () => {
      afterBurst();
      await wait(500);
      afterBurst();
      await wait(700);
    });
    expect(soon).toBe(0);
    const later = await minorCollections(() => wait(800));
    expect(later).toBeGreaterThanOrEqual(1);
  });
});
