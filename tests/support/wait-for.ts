/** Polling for a condition, for support code that both Vitest and Playwright run. */

/** Polls `probe` every `intervalMs` until it gives a value; the error ends with `context()`. */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  context: () => string = () => '',
  intervalMs = 500,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms:\n${context().slice(-3000)}`);
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
