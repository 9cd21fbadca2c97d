import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limitMessages } from '@elite/shared';
import { freshPostgresDatabase } from './helpers/postgres';
import { redisIsThere, testRedisUrl } from './helpers/redis';
import { startServer, type RunningServer } from './helpers/spawn-server';

/**
 * SERVER_PROCESSES=2 (decision 037): one port, two server processes behind Node's cluster, on
 * one PostgreSQL database and one Redis. A client's connection stays with one process, so two
 * kept-open connections that the request log shows served by two pids reach one process each.
 * (The refusal on the embedded database is in server-process.test.ts.)
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Cluster!Pass1';
const ADMIN = { email: `cluster-admin-${randomBytes(3).toString('hex')}@example.com` };

/**
 * A Redis database of this file's own, emptied first: the server's limits count per address
 * (127.0.0.1 for every test) for up to an hour, and must not carry over from an earlier run.
 */
const redisUrl = (() => {
  const url = new URL(testRedisUrl);
  url.pathname = '/9';
  return url.toString();
})();

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** One TCP connection kept open: every call on it reaches the same server process. */
class Connection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** The connection's local port, the same for every call (or it was not one connection). */
  readonly ports = new Set<number>();

  constructor(private readonly server: RunningServer) {}

  call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise<Reply>((resolve, reject) => {
      const request = http.request(
        `${this.server.url}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...(options.token && { authorization: `Bearer ${options.token}` }),
          },
        },
        (res) => {
          this.ports.add(res.socket.localPort!);
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** The server's log lines so far (JSON, one a line), from every process. */
function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        return line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
}

/** What `read` returns once it returns something (within `timeout` ms); polled, no sleeps. */
function waitFor<T>(read: () => T | undefined, timeout = 10_000): Promise<T> {
  return vi.waitFor(
    () => {
      const value = read();
      if (value === undefined) throw new Error('not yet');
      return value;
    },
    { timeout, interval: 50 },
  );
}

let probes = 0;
/** The pid of the process that serves `connection`, read from its request log line. */
async function pidServing(server: RunningServer, connection: Connection): Promise<number> {
  const url = `/api/health?probe=${++probes}`;
  expect((await connection.call('GET', url)).status).toBe(200);
  return waitFor(() => logLines(server).find((line) => line.url === url)?.pid as number);
}

/** A new connection served by a process other than `pid`'s. */
async function connectionAwayFrom(server: RunningServer, pid: number) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const connection = new Connection(server);
    const served = await pidServing(server, connection);
    if (served !== pid) return { connection, pid: served };
    connection.close();
  }
  throw new Error(`ten new connections in a row went to process ${pid}`);
}

// Registered only with TEST_DATABASE_URL, like every PostgreSQL suite.
if (adminUrl)
  describe('two server processes on one port (SERVER_PROCESSES=2)', { timeout: 60_000 }, () => {
    let drop: () => Promise<void>;
    let server: RunningServer;
    let redis: Redis;
    let a: { connection: Connection; pid: number };
    let b: { connection: Connection; pid: number };
    const tokens = { admin: '', agent: '' };

    beforeAll(async () => {
      if (!(await redisIsThere())) throw new Error(`these tests need Redis at ${testRedisUrl}`);
      redis = new Redis(redisUrl);
      await redis.flushdb();
      const fresh = await freshPostgresDatabase('cluster');
      drop = fresh.drop;
      server = await startServer({
        env: {
          DATABASE_URL: fresh.url,
          REDIS_URL: redisUrl,
          SERVER_PROCESSES: '2',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: PASSWORD,
          // One access line per request, with the pid of the process that served it.
          LOG_LEVEL: 'info',
        },
      });
      // The second process starts once the first listens (it migrated and made the admin).
      await waitFor(() => {
        const listening = logLines(server).filter((l) => l.msg === 'server process listening');
        return listening.length === 2 ? true : undefined;
      }, 60_000);
      const first = new Connection(server);
      a = { connection: first, pid: await pidServing(server, first) };
      b = await connectionAwayFrom(server, a.pid);

      const admin = await a.connection.call('POST', '/api/auth/login', {
        body: { email: ADMIN.email, password: PASSWORD },
      });
      tokens.admin = (admin.body as { token: string }).token;
      const email = `cluster-agent-${randomBytes(4).toString('hex')}@example.com`;
      const registered = await b.connection.call('POST', '/api/auth/register', {
        body: { name: 'Cluster agent', email, password: PASSWORD },
      });
      expect(registered.status).toBe(201);
      tokens.agent = (registered.body as { token: string }).token;
      const database = new pg.Client({ connectionString: fresh.url });
      await database.connect();
      const { rows } = await database.query('select id from users where email = $1', [email]);
      await database.end();
      const promoted = await a.connection.call('PATCH', `/api/user/${rows[0].id}`, {
        token: tokens.admin,
        body: { role: 'agent' },
      });
      expect(promoted.status).toBe(200);
    }, 180_000);

    afterAll(async () => {
      a?.connection.close();
      b?.connection.close();
      await server?.stop('SIGKILL');
      await redis?.flushdb();
      redis?.disconnect();
      await drop?.();
    });

    it('serves one port from two processes, neither of them the one started', () => {
      expect(a.pid).not.toBe(b.pid);
      for (const pid of [a.pid, b.pid]) expect(pid).not.toBe(server.process.pid);
    });

    it('counts a sign-in limit across both processes: the 11th attempt is refused on either', async () => {
      const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      const attempt = (side: typeof a) =>
        side.connection.call('POST', '/api/auth/login', {
          body: { email, password: 'Wrong!Pass1' },
        });
      // Five failures on each process: neither has seen the ten that lock the address out.
      for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
      for (const side of [a, b]) {
        const refused = await attempt(side);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ message: limitMessages.tooManyLoginAttempts });
      }
      expect(a.connection.ports.size).toBe(1);
      expect(b.connection.ports.size).toBe(1);
    });

    it('a change made on one process empties the cached list on the other', async () => {
      const location = `Clustertown ${randomBytes(3).toString('hex')}`;
      const url = `/api/property?location=${encodeURIComponent(location)}`;
      for (const side of [a, b]) {
        expect((await side.connection.call('GET', url)).headers['x-cache']).toBe('miss');
        const cached = await side.connection.call('GET', url);
        expect(cached.headers['x-cache']).toBe('hit');
        expect(cached.body).toEqual([]);
      }

      // Listed and verified through process a.
      const added = await a.connection.call('POST', '/api/property', {
        token: tokens.agent,
        body: {
          property_title: 'Cluster house',
          location,
          property_image: 'https://example.com/cluster.jpg',
          price_range: { min: 1000, max: 2000 },
        },
      });
      expect(added.status).toBe(201);
      const id = (added.body as { insertedId: string }).insertedId;
      const verified = await a.connection.call('PATCH', `/api/property/${id}`, {
        token: tokens.admin,
        body: { status: 'verified' },
      });
      expect(verified.status).toBe(200);

      // Process b held the empty list in its cache; it serves the new listing at once.
      for (const side of [b, a]) {
        const fresh = await side.connection.call('GET', url);
        expect((fresh.body as { _id: string }[]).map((p) => p._id)).toEqual([id]);
      }
      expect(a.connection.ports.size).toBe(1);
      expect(b.connection.ports.size).toBe(1);
    });

    it('replaces a process that dies; the other serves on meanwhile', async () => {
      process.kill(b.pid, 'SIGKILL');
      expect((await a.connection.call('GET', '/api/health')).status).toBe(200);
      const replacement = () =>
        logLines(server).find(
          (l) =>
            l.msg === 'server process listening' && l.workerPid !== a.pid && l.workerPid !== b.pid,
        )?.workerPid;
      const replaced = await waitFor(replacement, 60_000);
      expect(
        logLines(server).some(
          (l) => l.msg === 'a server process ended; starting another' && l.workerPid === b.pid,
        ),
      ).toBe(true);
      b.connection.close();
      b = await connectionAwayFrom(server, a.pid);
      expect(b.pid).toBe(replaced);
      expect((await b.connection.call('GET', '/api/property?limit=1')).status).toBe(200);
    });

    it('stops with exit code 1 when a process fails to start', async () => {
      const missing = new URL(adminUrl);
      missing.pathname = `/missing_${randomBytes(4).toString('hex')}`;
      const failed = await startServer({
        env: { DATABASE_URL: missing.toString(), REDIS_URL: redisUrl, SERVER_PROCESSES: '2' },
        waitForHealth: false,
      });
      expect(await failed.exited).toBe(1);
      expect(failed.output()).toContain('a server process failed to start');
      expect(failed.output()).toContain('does not exist');
    });

    it('SIGTERM stops every process gracefully', async () => {
      a.connection.close();
      b.connection.close();
      expect(await server.stop('SIGTERM')).toBe(0);
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect([a.pid, b.pid].filter(alive)).toEqual([]);
      expect(logLines(server).filter((l) => l.msg === 'shutting down')).toHaveLength(2);
    });
  });
