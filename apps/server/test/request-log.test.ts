import { beforeEach, expect, inject, it } from 'vitest';
import { createAccount } from './helpers/factories';
import { dataDirFrom, startServer } from './helpers/spawn-server';
import { describeEachDatabase } from './helpers/test-app';

/** A DATA_DIR with the run's migrated embedded database, which the server opens at once. */
const migrated = () => dataDirFrom(inject('embeddedDataTemplate'));

/** Every line the server logs, parsed. */
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
const accessLines = () => logged().filter((entry) => entry.msg === 'request completed');

describeEachDatabase(
  'the request log',
  (ctx) => {
    beforeEach(() => {
      logLines.length = 0;
    });

    it('writes one access line per request: method, path, status, time and request id, never the token or cookie', async () => {
      const { app, db } = ctx();
      const user = await createAccount(app, db);
      logLines.length = 0;
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { ...user.auth, cookie: 'session=cookie-secret-value' },
      });
      expect(res.statusCode).toBe(200);

      const lines = logged();
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(line).toMatchObject({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/auth/me',
        statusCode: 200,
        reqId: expect.any(String),
        responseTime: expect.any(Number),
      });
      const output = logLines.join('\n');
      expect(output).not.toContain(user.token);
      expect(output).not.toContain('cookie-secret-value');
    });

    it('a refused request and an unknown route also have one access line each, next to the event they log', async () => {
      const { app } = ctx();
      const refused = await app.inject({ method: 'GET', url: '/api/allUser' });
      const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect([refused.statusCode, missing.statusCode]).toEqual([401, 404]);

      expect(accessLines()).toEqual([
        expect.objectContaining({ method: 'GET', url: '/api/allUser', statusCode: 401 }),
        expect.objectContaining({ method: 'GET', url: '/api/no-such-thing', statusCode: 404 }),
      ]);
      expect(logged().filter((entry) => entry.msg === 'incoming request')).toEqual([]);
      // The security event and the access line of one request share its id.
      const [refusal] = logged().filter((entry) => entry.msg === 'authorization refused');
      expect(refusal?.reqId).toBe(accessLines()[0]?.reqId);
    });

    it('takes secrets out of the query string of the logged path', async () => {
      const { app } = ctx();
      await app.inject({ method: 'GET', url: '/api/property?location=Austin&token=t-secret-1' });
      const [line] = accessLines();
      expect(line?.url).toBe('/api/property?location=Austin&token=redacted');
      expect(logLines.join('\n')).not.toContain('t-secret-1');
    });
  },
  {},
  { logStream },
);

/** The requests below come at once from one address: more than a client's default share. */
const MANY_CONNECTIONS = { MAX_CONNECTIONS_PER_ADDRESS: '1000' };

it(
  'the running server writes to stdout the access line of every request it responded to, all of them there after SIGTERM',
  { timeout: 180_000 },
  async () => {
    const server = await startServer({
      dataDir: migrated(),
      env: { LOG_LEVEL: 'info', ...MANY_CONNECTIONS },
    });
    const sent = 300;
    const statuses = await Promise.all(
      Array.from({ length: sent }, (_, k) =>
        fetch(`${server.url}/api/health?k=${k}`).then((res) => res.status),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await server.stop('SIGTERM')).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.msg === 'request completed');
    const paths = new Set(access.map((line) => line.url));
    for (let k = 0; k < sent; k++) expect(paths).toContain(`/api/health?k=${k}`);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  },
);

it(
  'a crash logs what happened at fatal level after every line before it, then exits with 1',
  { timeout: 180_000 },
  async () => {
    // A fault inside the server process: an exception nobody catches, on a signal.
    const fault = "process.on('SIGUSR2', () => { throw new Error('simulated fault'); });";
    const server = await startServer({
      dataDir: migrated(),
      env: {
        LOG_LEVEL: 'info',
        ...MANY_CONNECTIONS,
        NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(fault)}`,
      },
    });
    const sent = 200;
    await Promise.all(
      Array.from({ length: sent }, (_, k) => fetch(`${server.url}/api/health?crash=${k}`)),
    );
    server.process.kill('SIGUSR2');
    expect(await server.exited).toBe(1);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const paths = new Set(
      lines.filter((line) => line.msg === 'request completed').map((line) => line.url),
    );
    for (let k = 0; k < sent; k++) expect(paths).toContain(`/api/health?crash=${k}`);
    expect(lines.at(-1)).toMatchObject({
      level: 60,
      msg: 'server crashed',
      err: expect.objectContaining({ message: 'simulated fault' }),
    });
  },
);
