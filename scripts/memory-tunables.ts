/**
 * Gives memory back after a burst: glibc's malloc keeps what native code frees (sharp's
 * libvips decoding an upload on libuv's threads, libSQL writing an import) in up to 16
 * per-thread arenas, and after each big buffer raises the size below which it stops
 * using mmap, so a server's RSS stayed near its peak long after the burst. The
 * long-running servers (`npm start`, scripts/serve.ts) call useMallocTunables() first:
 * on Linux the process re-executes itself at once (same process id, `process.execve`)
 * with GLIBC_TUNABLES that return freed memory: two arenas, blocks of 128 KiB or more
 * always mmapped (so unmapped when freed), the heap's top given back past 128 KiB.
 * `npx tsx bench/memory.ts` measures it (README: 'Memory under load').
 */

/** The malloc settings. */
export const MALLOC_TUNABLES = [
  'glibc.malloc.arena_max=2',
  'glibc.malloc.mmap_threshold=131072',
  'glibc.malloc.trim_threshold=131072',
].join(':');

/**
 * Re-executes this process with MALLOC_TUNABLES, unless it runs with them already, the
 * environment names its own malloc settings, or this is not Linux. Call it before the
 * server starts: nothing of this run survives the re-execution.
 */
export function useMallocTunables(): void {
  const current = process.env.GLIBC_TUNABLES ?? '';
  if (process.platform !== 'linux' || current.includes('glibc.malloc.')) return;
  if (typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    GLIBC_TUNABLES: current ? `${current}:${MALLOC_TUNABLES}` : MALLOC_TUNABLES,
  });
}
