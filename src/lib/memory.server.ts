/**
 * Lets the heap shrink after a burst of work (a large import). V8 gives back the heap a
 * burst grew only through its memory reducer, which waits for a garbage collection to see
 * the allocation rate fall; a server that goes idle after the burst collects nothing, so
 * its heap stayed at the burst's peak (README, 'Faults, hostile input and memory'). One
 * young-generation collection once work has been quiet for a second, a few milliseconds,
 * lets the reducer shrink the heap some seconds later.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long after the last burst the collection runs (each new burst moves it). */
const QUIET_MS = 1000;

type Collect = (options: { type: 'minor' | 'major' }) => void;
let collect: Collect | null | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** V8's collection function, from a context made while --expose-gc was on (only that one gets it). */
function collector(): Collect | null {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as Collect;
    } catch {
      collect = null;
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
  }
  return collect;
}

/** Marks the end of a burst: one young-generation collection runs QUIET_MS after the last one. */
export function afterBurst(): void {
  clearTimeout(timer);
  timer = setTimeout(() => collector()?.({ type: 'minor' }), QUIET_MS);
  timer.unref?.();
}
