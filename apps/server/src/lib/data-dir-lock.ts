import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * An exclusive lock on DATA_DIR. Two processes writing one embedded database silently lose
 * writes, so a second server (or a backup, a restore) must refuse to start while one runs.
 *
 * The lock is a listening Unix socket, which the kernel closes the moment its process ends,
 * however it ends (SIGKILL, a crash, power loss): a dead process, or one that is dead but not
 * yet reaped by its parent (a zombie), never holds it, and there is no stale lock to recognise
 * or reclaim (docs/decisions/014). On Linux it is an abstract socket (no file) named after
 * the directory's device and inode, so every path to the directory (a symlink, a bind mount)
 * names one lock; abstract sockets belong to a network namespace, so servers in containers
 * with separate networks that share one DATA_DIR volume do not see each other's lock.
 * Elsewhere it is the socket file `DATA_DIR/server.sock`, removed when no process listens on it.
 */
export class DataDirLockedError extends Error {}

function lockAddress(dataDir: string): string {
  if (process.platform !== 'linux') return path.join(dataDir, 'server.sock');
  const { dev, ino } = fs.statSync(dataDir, { bigint: true });
  return `\0elite-property/data-dir/${dev}/${ino}`;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** The pid the lock's holder tells, or 'gone' when nothing listens at the address. */
function askHolder(address: string): Promise<number | undefined | 'gone'> {
  return new Promise((resolve) => {
    let reply = '';
    const socket = net.connect({ path: address });
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : undefined),
    );
    socket.on('close', () => {
      try {
        const pid = (JSON.parse(reply) as { pid?: unknown }).pid;
        resolve(typeof pid === 'number' ? pid : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** Takes the lock on DATA_DIR, or throws DataDirLockedError; resolves with its release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  // Whoever connects is told who holds the lock, for the refusal's message.
  const server = net.createServer((socket) => socket.end(JSON.stringify({ pid: process.pid })));

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await listen(server, address);
      // The lock does not keep the process running.
      server.unref();
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await askHolder(address);
    if (holder !== 'gone') {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server` +
          `${holder === undefined ? '' : ` (pid ${holder})`}. ` +
          'Stop that server first, or set DATA_DIR to another directory.',
      );
    }
    // A socket file left by a process that has ended (Linux's abstract socket has no file).
    if (!address.startsWith('\0')) fs.rmSync(address, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock on DATA_DIR ${dataDir}`);
}
