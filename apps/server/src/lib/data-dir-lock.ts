import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock on DATA_DIR. Two processes writing one embedded database silently
 * lose writes, so a second server must refuse to start. A lock left behind by a killed
 * process (SIGKILL, power loss) is recognised by its dead pid and taken over.
 */
export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  /** Process start time from /proc, to tell a live owner from a reused pid. */
  started: string | null;
}

function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) comes after the parenthesised command name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.started === null) return true;
  const current = processStartTime(owner.pid);
  return current === null || current === owner.started;
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      return () => {
        try {
          const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
          if (owner.pid === me.pid) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: LockOwner | null = null;
    try {
      owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    } catch {
      owner = null; // Unreadable or half-written by a crashed process: stale.
    }
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server (pid ${owner.pid}). ` +
          'Stop that server first, or set DATA_DIR to another directory.',
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock on DATA_DIR ${dataDir}`);
}
