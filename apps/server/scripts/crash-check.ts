/**
 * Kill test: starts the real server, has several agents write at once (new listings and profile
 * renames), kills the server with SIGKILL in the middle of it, restarts it on the same data and
 * checks that every write the server had acknowledged is there.
 *
 *   npx tsx apps/server/scripts/crash-check.ts [--seconds 3] [--writers 12] [--database-url postgres://…]
 *
 * Without --database-url the embedded database runs in a fresh DATA_DIR; with it, that
 * PostgreSQL database (which should be fresh) is used. Exits 1 when a write is lost.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callServer } from '../test/helpers/http';
import { startServer, tempDataDir, type RunningServer } from '../test/helpers/spawn-server';

export interface CrashCheckOptions {
  /** A PostgreSQL database to use; unset: the embedded database in a fresh DATA_DIR. */
  databaseUrl?: string;
  /** How long the writers write before the kill. */
  seconds?: number;
  /** How many agents write at once (at most 20: registrations per address are limited). */
  writers?: number;
}

export interface CrashCheckReport {
  database: 'embedded' | 'postgres';
  acknowledged: { listings: number; renames: number };
  /** Writes sent but without a response when the server died: they may or may not be there. */
  inFlightAtKill: number;
  lost: string[];
  restartMs: number;
  /** The restarted server took a new write. */
  writableAfterRestart: boolean;
}

const ADMIN = { email: 'crash-admin@example.com', password: 'Crash!Admin1' };
const PASSWORD = 'Crash!Agent1';

interface Writer {
  email: string;
  token: string;
  listings: Set<string>;
  /** The highest rename number acknowledged; the one after it may have been in flight. */
  renamed: number;
}

async function setUpWriters(server: RunningServer, count: number): Promise<Writer[]> {
  const admin = await callServer<{ token: string }>(server, 'POST', '/api/auth/login', {
    body: ADMIN,
  });
  if (admin.status !== 200) throw new Error(`admin sign-in failed: ${admin.status}`);
  const writers: Writer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `crash-agent-${i}-${Date.now()}@example.com`;
    const registered = await callServer<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: { name: `Crash Agent ${i}`, email, password: PASSWORD },
    });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
    writers.push({ email, token: registered.body.token, listings: new Set(), renamed: 0 });
  }
  const token = admin.body.token;
  const everyone = await callServer<{ _id: string; email: string }[]>(
    server,
    'GET',
    '/api/allUser',
    {
      token,
    },
  );
  for (const writer of writers) {
    const id = everyone.body.find((u) => u.email === writer.email)?._id;
    const promoted = await callServer(server, 'PATCH', `/api/user/${id}`, {
      token,
      body: { role: 'agent' },
    });
    if (promoted.status !== 200) throw new Error(`promotion failed: ${promoted.status}`);
  }
  return writers;
}

/** Writes until the server stops responding; returns how many calls were cut off. */
async function write(server: RunningServer, writer: Writer, until: { dead: boolean }) {
  let sequence = 0;
  let cutOff = 0;
  while (!until.dead) {
    sequence += 1;
    const rename = sequence % 3 === 0;
    try {
      if (rename) {
        const res = await callServer(server, 'PATCH', '/api/auth/me', {
          token: writer.token,
          body: { name: `Renamed ${sequence}` },
        });
        if (res.status === 200) writer.renamed = sequence;
      } else {
        const res = await callServer<{ insertedId: string }>(server, 'POST', '/api/property', {
          token: writer.token,
          body: {
            property_title: `Crash listing ${sequence}`,
            location: 'Kill Street',
            property_image: 'https://example.com/crash.jpg',
            price_range: { min: 1000, max: 2000 },
          },
        });
        if (res.status === 201) writer.listings.add(res.body.insertedId);
        else if (res.status === 429) await new Promise((r) => setTimeout(r, 200));
      }
    } catch {
      cutOff += 1; // The connection died with the server: not acknowledged.
      break;
    }
  }
  return cutOff;
}

export async function runCrashCheck(options: CrashCheckOptions = {}): Promise<CrashCheckReport> {
  const seconds = options.seconds ?? 3;
  const dataDir = tempDataDir('elite-crash-');
  const env: Record<string, string> = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
  };

  const first = await startServer({ dataDir, env });
  let writers: Writer[];
  const until = { dead: false };
  let cutOff: number[];
  try {
    writers = await setUpWriters(first, Math.min(options.writers ?? 12, 20));
    const running = writers.map((writer) => write(first, writer, until));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    // Killed with the writes still going: some have their response, some are in flight.
    first.process.kill('SIGKILL');
    await first.exited;
    until.dead = true;
    cutOff = await Promise.all(running);
  } catch (error) {
    await first.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const started = Date.now();
  const second = await startServer({ dataDir, env });
  const restartMs = Date.now() - started;
  const lost: string[] = [];
  let writableAfterRestart = false;
  try {
    for (const writer of writers) {
      const listed = await callServer<{ _id: string }[]>(
        second,
        'GET',
        `/api/myAddedProperty/${encodeURIComponent(writer.email)}`,
        { token: writer.token },
      );
      if (listed.status !== 200) {
        lost.push(`${writer.email}: its token or account is gone (${listed.status})`);
        continue;
      }
      const present = new Set(listed.body.map((p) => p._id));
      for (const id of writer.listings) {
        if (!present.has(id)) lost.push(`listing ${id} of ${writer.email}`);
      }
      const me = await callServer<{ displayName: string }>(second, 'GET', '/api/auth/me', {
        token: writer.token,
      });
      const stored = Number(/^Renamed (\d+)$/.exec(me.body.displayName)?.[1] ?? 0);
      if (stored < writer.renamed) {
        lost.push(`rename ${writer.renamed} of ${writer.email} (found ${me.body.displayName})`);
      }
    }
    const after = await callServer(second, 'PATCH', '/api/auth/me', {
      token: writers[0]?.token,
      body: { name: 'After restart' },
    });
    writableAfterRestart = after.status === 200;
  } finally {
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    database: options.databaseUrl ? 'postgres' : 'embedded',
    acknowledged: {
      listings: writers.reduce((n, w) => n + w.listings.size, 0),
      renames: writers.filter((w) => w.renamed > 0).length,
    },
    inFlightAtKill: cutOff.reduce((a, b) => a + b, 0),
    lost,
    restartMs,
    writableAfterRestart,
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCrashCheck({
    databaseUrl: argument('database-url'),
    seconds: argument('seconds') ? Number(argument('seconds')) : undefined,
    writers: argument('writers') ? Number(argument('writers')) : undefined,
  })
    .then((report) => {
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      const ok = report.lost.length === 0 && report.writableAfterRestart;
      process.stdout.write(ok ? 'No acknowledged write was lost.\n' : 'WRITES WERE LOST.\n');
      process.exit(ok ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
