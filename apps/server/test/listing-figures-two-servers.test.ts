import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer } from './helpers/http';
import { freshPostgresDatabase } from './helpers/postgres';
import { startServer, type RunningServer } from './helpers/spawn-server';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (CONTRACT.md
 * section 14): a visitor whose reads of a listing land on both is counted once, since both hash
 * them with the day's one key; each writes what it counted when it stops.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Views!Pass1';

// Registered only with TEST_DATABASE_URL, like every PostgreSQL suite.
if (adminUrl)
  describe('two server processes count a visitor once', () => {
    let drop: () => Promise<void>;
    let servers: RunningServer[] = [];
    let database: pg.Client;

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase('figures');
      drop = fresh.drop;
      const admin = {
        email: `views-admin-${randomBytes(3).toString('hex')}@example.com`,
        password: PASSWORD,
      };
      const env = { DATABASE_URL: fresh.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: PASSWORD };
      // Started together: they migrate once, under the advisory lock.
      servers = await Promise.all([startServer({ env }), startServer({ env })]);
      database = new pg.Client({ connectionString: fresh.url });
      await database.connect();
    }, 300_000);

    afterAll(async () => {
      await database?.end();
      await Promise.all(servers.map((server) => server.stop()));
      await drop?.();
    });

    it('one visitor seen by both processes is one view; another browser is another', async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const email = `views-agent-${randomBytes(4).toString('hex')}@example.com`;
      const agent = await callServer<{ token: string }>(a, 'POST', '/api/auth/register', {
        body: { name: 'Vera Agent', email, password: PASSWORD },
      });
      expect(agent.status).toBe(201);
      await database.query(`update users set role = 'agent' where email = $1`, [email]);
      const added = await callServer<{ insertedId: string }>(a, 'POST', '/api/property', {
        token: agent.body.token,
        body: {
          property_title: 'Twin-counted terrace',
          location: 'Twin Town',
          property_image: 'https://example.com/twin.jpg',
          price_range: { min: 1000, max: 2000 },
        },
      });
      expect(added.status).toBe(201);
      const id = added.body.insertedId;
      await database.query(`update properties set status = 'verified' where id = $1`, [id]);

      const read = (server: RunningServer, browser: string) =>
        fetch(`${server.url}/api/property/${id}`, { headers: { 'user-agent': browser } });
      for (const server of [a, b, a, b])
        expect((await read(server, 'Twin browser')).status).toBe(200);
      expect((await read(b, 'Other browser')).status).toBe(200);

      // Stopped, each writes what it still holds.
      expect(await Promise.all(servers.map((server) => server.stop()))).toEqual([0, 0]);
      const { rows } = await database.query<{ views: number }>(
        'select views from listing_daily_views where property_id = $1',
        [id],
      );
      expect(rows).toEqual([{ views: 2 }]);
      const visitors = await database.query(
        'select * from listing_visitors where property_id = $1',
        [id],
      );
      expect(visitors.rows).toHaveLength(2);
    });
  });
