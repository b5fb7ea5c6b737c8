/**
 * Who uses which build folder under BUILDS_DIR: several `npm start`
 * processes may share one checkout, and each serves its own build. Before a build is
 * made, its owner writes `<build>.owner` with its process id; pruning removes only the
 * owner's own older builds and builds whose owner is gone, never a build that another
 * live process is making or serving.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SUFFIX = '.owner';

/** The lock file of a build folder. */
export const ownerFile = (buildDir: string) => `${buildDir}${SUFFIX}`;

/** True while a process with this id exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id that owns a build folder, or null when none is recorded. */
export function ownerOf(buildDir: string): number | null {
  try {
    return Number(readFileSync(ownerFile(buildDir), 'utf8').trim());
  } catch {
    return null;
  }
}

/**
 * Records that this process (or `pid`) makes and serves `buildDir`; call before building
 * into it. Written aside and renamed into place: a file being written reads empty for a
 * moment, and a start pruning beside this one took that for nobody's claim.
 */
export function claimBuild(buildDir: string, pid = process.pid): void {
  mkdirSync(dirname(buildDir), { recursive: true });
  const aside = `${ownerFile(buildDir)}.${process.pid}.tmp`;
  writeFileSync(aside, `${pid}\n`);
  renameSync(aside, ownerFile(buildDir));
}

/**
 * Removes a build folder, then its claim. A server still finishing a compressed copy into
 * the folder can make the removal fail (ENOTEMPTY): the claim then stays, and a later
 * prune takes the folder (no retries here: rmSync's would block the serving process).
 */
export function removeBuild(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  rmSync(ownerFile(dir), { force: true });
}

/**
 * Removes every build in `buildsDir` except `keep`, unless another live process owns
 * it: this process's older builds, and builds whose owner has exited (or was killed).
 * Never throws: a folder that cannot be removed now is left for the next prune, and
 * nothing about it touches `keep` (the publisher calls this once the new build is live).
 */
export function pruneBuilds(
  buildsDir: string,
  keep: string,
  pid = process.pid,
  remove: (dir: string) => void = removeBuild,
): string[] {
  if (!existsSync(buildsDir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(buildsDir)) {
    if (name.includes(`${SUFFIX}.`)) continue; // a claim being written (claimBuild)
    const dir = join(buildsDir, name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name);
    if (dir === keep || removed.includes(dir)) continue;
    const owner = ownerOf(dir);
    if (owner !== null && owner !== pid && isAlive(owner)) continue;
    try {
      remove(dir);
    } catch {
      continue;
    }
    removed.push(dir);
  }
  return removed;
}

/**
 * Removes this process's builds and their claims, for exit: nobody else serves them, and
 * the next start builds anew (a build left behind would stay until some later start
 * prunes it). Others' builds are never touched.
 */
export function removeOwnBuilds(buildsDir: string, pid = process.pid): string[] {
  if (!existsSync(buildsDir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(buildsDir)) {
    if (!name.endsWith(SUFFIX)) continue;
    const dir = join(buildsDir, name.slice(0, -SUFFIX.length));
    if (ownerOf(dir) !== pid) continue;
    removeBuild(dir);
    removed.push(dir);
  }
  return removed;
}
