import fs from 'node:fs';
import { describe, expect, it, inject } from 'vitest';
import { dataDirFrom, startServer } from './helpers/spawn-server';

/** A DATA_DIR with the run's migrated embedded database: the server opens it, as after a restart. */
const migrated = () => dataDirFrom(inject('embeddedDataTemplate'));

// Real server processes: slow to start when the machine is busy.
describe('the server process', { timeout: 180_000 }, () => {
  it('a second server on the same DATA_DIR refuses to start; the first keeps serving', async () => {
    const first = await startServer({ dataDir: migrated() });
    try {
      const second = await startServer({ dataDir: first.dataDir, waitForHealth: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another server');
      expect(second.output()).toContain(`pid ${first.process.pid}`);

      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      await first.stop();
    }
  });

  it('a lock left by a killed server does not block the next start, and data survives', async () => {
    const first = await startServer({ dataDir: migrated() });
    const email = `survivor-${Date.now()}@example.com`;
    const register = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survivor', email, password: 'Secret!Pass1' }),
    });
    expect(register.status).toBe(201);
    await first.stop('SIGKILL');

    const next = await startServer({ dataDir: first.dataDir });
    try {
      const login = await fetch(`${next.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Secret!Pass1' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await next.stop();
    }
  });

  it('starts at once after a crash, while the killed server is still an unreaped zombie', async () => {
    const crashed = await startServer({ dataDir: migrated(), unreapedParent: true });
    try {
      const pid = crashed.serverPid();
      process.kill(pid, 'SIGKILL');
      // Dead, but its parent has not reaped it: the process is still there, as a zombie.
      const state = () => /\) (\w)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      await expect.poll(state).toBe('Z');

      const next = await startServer({ dataDir: crashed.dataDir });
      try {
        const health = await fetch(`${next.url}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok' });
        // And the lock is the new server's: a third one is refused.
        const third = await startServer({ dataDir: crashed.dataDir, waitForHealth: false });
        expect(await third.exited).toBe(1);
        expect(third.output()).toContain(`in use by another server (pid ${next.process.pid})`);
      } finally {
        await next.stop();
      }
    } finally {
      await crashed.stop('SIGKILL');
    }
  });

  it('stops on a bad configuration value with a message naming the variable', async () => {
    const bad = await startServer({
      env: { PORT: '3000', PAYMENTS: 'paypal' },
      waitForHealth: false,
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PAYMENTS');
  });

  it('refuses several server processes on the embedded database, saying what to set', async () => {
    const refused = await startServer({
      env: { DATABASE_URL: '', REDIS_URL: 'redis://127.0.0.1:6379', SERVER_PROCESSES: '2' },
      waitForHealth: false,
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      'SERVER_PROCESSES=2 needs DATABASE_URL: the embedded database is used by one server process at a time',
    );
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const server = await startServer({ dataDir: migrated() });
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
