/** The servers re-execute themselves once with malloc settings that give memory back (Linux). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tsxArgs } from '../tests/support/tsx';
import { PROJECT_ROOT } from './build-site';
import { MALLOC_TUNABLES } from './memory-tunables';

const dir = mkdtempSync(join(tmpdir(), 'tunables-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a script that calls useMallocTunables() and reports what it then runs with. */
function run(env: Record<string, string | undefined>) {
  const script = join(dir, 'probe.mts');
  writeFileSync(
    script,
    `import { useMallocTunables } from ${JSON.stringify(join(PROJECT_ROOT, 'scripts/memory-tunables.ts'))};
const runs = Number(process.env.PROBE_RUNS ?? 0) + 1;
process.env.PROBE_RUNS = String(runs);
useMallocTunables();
console.log(JSON.stringify({ pid: process.pid, runs, tunables: process.env.GLIBC_TUNABLES ?? null }));`,
  );
  const child = spawnSync(process.execPath, tsxArgs(script, 'an-argument'), {
    env: { ...process.env, GLIBC_TUNABLES: undefined, PROBE_RUNS: undefined, ...env },
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
    pid: number;
    runs: number;
    tunables: string | null;
  };
}

describe.runIf(process.platform === 'linux')('useMallocTunables', () => {
  it('re-executes once, in the same process, with the malloc settings', () => {
    const probe = run({});
    expect(probe.tunables).toBe(MALLOC_TUNABLES);
    // The second run (after execve) is the one that printed; it did not re-execute again.
    expect(probe.runs).toBe(2);
  });

  it("adds them to other tunables, and leaves an owner's own malloc settings alone", () => {
    expect(run({ GLIBC_TUNABLES: 'glibc.rtld.optional_static_tls=2048' }).tunables).toBe(
      `glibc.rtld.optional_static_tls=2048:${MALLOC_TUNABLES}`,
    );
    const own = run({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(own).toMatchObject({ tunables: 'glibc.malloc.arena_max=4', runs: 1 });
  });
});
