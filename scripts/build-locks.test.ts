/** Build folders another live `npm start` uses are never pruned. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimBuild,
  isAlive,
  ownerFile,
  ownerOf,
  pruneBuilds,
  removeBuild,
  removeOwnBuilds,
} from './build-locks';

describe('build locks', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'builds-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build folder with a page in it, claimed by `pid` (or by nobody). */
  function build(name: string, pid?: number): string {
    const path = join(dir, name);
    if (pid !== undefined) claimBuild(path, pid);
    mkdirSync(join(path, 'client'), { recursive: true });
    writeFileSync(join(path, 'client/index.html'), '<p>hi</p>');
    return path;
  }

  /** The id of a process that has exited. */
  async function deadPid(): Promise<number> {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => child.once('exit', done));
    return child.pid!;
  }

  it('keeps a build another live process owns, and removes its own older ones and orphans', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const mine = build('100', process.pid);
      const mineOld = build('90', process.pid);
      const theirs = build('95', other.pid!);
      const orphan = build('80', await deadPid());
      const unclaimed = build('70');
      const removed = pruneBuilds(dir, mine);
      expect(removed.sort()).toEqual([unclaimed, orphan, mineOld].sort());
      expect(existsSync(join(theirs, 'client/index.html'))).toBe(true);
      expect(existsSync(join(mine, 'client/index.html'))).toBe(true);
      expect(existsSync(ownerFile(orphan))).toBe(false);
      expect(readdirSync(dir).sort()).toEqual(['100', '100.owner', '95', '95.owner']);
      // Once that process has gone, its build is pruned too.
      other.kill('SIGKILL');
      await new Promise((done) => other.once('exit', done));
      expect(pruneBuilds(dir, mine)).toEqual([theirs]);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('leaves a build it cannot remove now (a late compressed copy: ENOTEMPTY) for the next prune, and goes on', () => {
    const mine = build('100', process.pid);
    const stuck = build('90', process.pid);
    const old = build('80', process.pid);
    const busy = (path: string) => {
      if (path === stuck) throw Object.assign(new Error(`ENOTEMPTY: ${path}`), { code: 'ENOTEMPTY' });
      removeBuild(path);
    };
    expect(pruneBuilds(dir, mine, process.pid, busy)).toEqual([old]);
    expect(ownerOf(stuck)).toBe(process.pid);
    expect(existsSync(join(mine, 'client/index.html'))).toBe(true);
    // The next prune, with the folder free again, takes it.
    expect(pruneBuilds(dir, mine)).toEqual([stuck]);
    expect(readdirSync(dir).sort()).toEqual(['100', '100.owner']);
  });

  it('keeps a build that another process is still making (claimed, folder not there yet)', () => {
    const making = join(dir, '200');
    claimBuild(making, process.ppid);
    pruneBuilds(dir, build('300', process.pid));
    expect(ownerOf(making)).toBe(process.ppid);
  });

  it('removes only its own builds and claims at exit, the one it serves included', () => {
    const mine = build('1', process.pid);
    const mineOld = build('0', process.pid);
    const theirs = build('2', process.ppid);
    expect(removeOwnBuilds(dir).sort()).toEqual([mineOld, mine].sort());
    expect(existsSync(mine)).toBe(false);
    expect(ownerOf(mine)).toBeNull();
    expect(ownerOf(theirs)).toBe(process.ppid);
    expect(readdirSync(dir).sort()).toEqual(['2', '2.owner']);
  });

  it('knows a live process from a gone one', async () => {
    expect(isAlive(process.pid)).toBe(true);
    expect(isAlive(await deadPid())).toBe(false);
    expect(isAlive(0)).toBe(false);
  });
  it("a claim is never seen half-written: another start's prune keeps the build being claimed", async () => {
    // Another process claims the same build over and over, as a publish beside this one would.
    const claimed = join(dir, 'claimed');
    const claimer = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./scripts/build-locks.ts').then(({ claimBuild }) => { const end = Date.now() + 1500; while (Date.now() < end) claimBuild(${JSON.stringify(claimed)}); })`,
      ],
      { stdio: 'inherit' },
    );
    const exited = new Promise((done) => claimer.once('exit', done));
    const seen = new Set<number | null>();
    let pruned = 0;
    while (claimer.exitCode === null) {
      seen.add(ownerOf(claimed));
      // What a start beside it does: prune everything but its own build.
      if (pruneBuilds(dir, join(dir, 'mine')).includes(claimed)) pruned++;
      await new Promise((done) => setImmediate(done));
    }
    await exited;
    seen.delete(null); // before its first claim
    expect([...seen]).toEqual([claimer.pid]);
    expect(pruned).toBe(0);
  });
});
