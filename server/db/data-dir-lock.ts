// One PGlite data folder, one process. PGlite has no server in front of its files: two processes
// on one folder each think they own it, hand out the same ids and overwrite each other's pages
// (a booking confirmed with 201 was gone after a restart). A lock file holding the owner's pid
// makes the second process refuse to start instead.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = '.server.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    const lockFile = join(dataDir, LOCK_FILE);
    super(
      `The PGlite data folder ${dataDir} is in use by another server process (pid ${ownerPid}, lock file ${lockFile}). ` +
        'A PGlite folder serves one process only: to run several server processes, use one PostgreSQL for all of them ' +
        '(DATABASE_URL). If no other server is running on this folder, delete the lock file.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    return Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the folder's lock for this process or throws DataDirInUseError. A lock left by a process
 * that no longer runs (crash, kill -9, a container restarted with the same pid) is taken over.
 * Returns the release function (idempotent; removes the file only while it is still ours).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const lockFile = join(dir, LOCK_FILE);
  // Two attempts: a stale lock is removed once, then the exclusive create decides. (Two processes
  // taking over the same stale lock in the very same instant are not excluded: the second one's
  // unlink can remove the first one's new lock. Starting two servers on one folder at once after a
  // crash is the one case this check does not catch.)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      return releaser(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    if (owner !== null && isAlive(owner)) throw new DataDirInUseError(dir, owner);
    if (attempt === 0) {
      try {
        unlinkSync(lockFile);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new DataDirInUseError(dir, readOwner(lockFile) ?? 0);
}

function releaser(lockFile: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    try {
      if (readOwner(lockFile) === process.pid) unlinkSync(lockFile);
    } catch {
      // already gone, or the folder was removed: nothing to release
    }
  };
  // Also on process.exit() without a close (a failed start after the lock was taken).
  process.once('exit', release);
  return release;
}
