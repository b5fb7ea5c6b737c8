/**
 * Long work on the server (parsing and planning a 20,000-row import) done in slices:
 * between slices the event loop answers other requests, so no visitor waits more than
 * a slice for their page.
 */
import { setImmediate } from 'node:timers/promises';

/** Longest stretch of work between two yields, in milliseconds. */
const SLICE_MS = 8;

export class TimeSlicer {
  private since = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Gives the event loop a turn now. */
  async pause(): Promise<void> {
    await setImmediate();
    this.since = performance.now();
  }

  /** Gives the event loop a turn when this slice has run its time. */
  async maybePause(): Promise<void> {
    if (performance.now() - this.since >= this.sliceMs) await this.pause();
  }
}
