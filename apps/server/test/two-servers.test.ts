import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, type CallResult } from './helpers/http';
import { startServer, type RunningServer } from './helpers/spawn-server';
import { freshPostgresDatabase } from './helpers/postgres';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: the races of
 * the marketplace (verify a listing, accept an offer, pay) sent half to each process at the
 * same moment. Exactly one wins each time. (Limits shared through Redis are tested in
 * rate-limits.test.ts with a namespace of their own: counters in a shared Redis outlive a run.)
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 8;
const PASSWORD = 'Race!Pass1';
const ADMIN = {
  email: `race-admin-${randomBytes(3).toString('hex')}@example.com`,
  password: PASSWORD,
};

const call = <T = Record<string, unknown>>(
  server: RunningServer,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) => callServer<T>(server, method, url, { token, body });

// Registered only with TEST_DATABASE_URL, like every PostgreSQL suite.
if (adminUrl)
  describe('two server processes on one PostgreSQL', () => {
    let drop: () => Promise<void>;
    let servers: [RunningServer, RunningServer];
    let database: pg.Client;
    const tokens = { admin: '', agent: '', buyers: ['', ''] };

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase('races');
      drop = fresh.drop;
      const url = fresh.url;
      const env: Record<string, string> = {
        DATABASE_URL: url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      // Started together: they migrate once, under the advisory lock.
      servers = (await Promise.all([startServer({ env }), startServer({ env })])) as [
        RunningServer,
        RunningServer,
      ];
      database = new pg.Client({ connectionString: url });
      await database.connect();

      const [a] = servers;
      tokens.admin = (
        await call<{ token: string }>(a, 'POST', '/api/auth/login', undefined, ADMIN)
      ).body.token;
      const register = async (prefix: string) => {
        const email = `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
        const res = await call<{ token: string }>(a, 'POST', '/api/auth/register', undefined, {
          name: prefix,
          email,
          password: PASSWORD,
        });
        expect(res.status).toBe(201);
        return { email, token: res.body.token };
      };
      const agent = await register('race-agent');
      tokens.agent = agent.token;
      tokens.buyers = [(await register('race-buyer')).token, (await register('race-buyer')).token];
      const { rows } = await database.query('select id from users where email = $1', [agent.email]);
      const promoted = await call(a, 'PATCH', `/api/user/${rows[0].id}`, tokens.admin, {
        role: 'agent',
      });
      expect(promoted.status).toBe(200);
    }, 300_000);

    afterAll(async () => {
      await database?.end();
      await Promise.all((servers ?? []).map((server) => server.stop()));
      await drop?.();
    });

    /** Sends one call to each server at the same moment (the order swapped every other round). */
    function race<T>(
      round: number,
      send: (server: RunningServer, side: 0 | 1) => Promise<CallResult<T>>,
    ) {
      const [a, b] = round % 2 === 0 ? servers : [servers[1], servers[0]];
      return Promise.all([send(a, 0), send(b, 1)]);
    }

    const statuses = (results: CallResult<unknown>[]) => results.map((a) => a.status).sort();

    it('verify, accept and pay: exactly one of two simultaneous calls wins, every time', async () => {
      const [a] = servers;
      for (let round = 0; round < ROUNDS; round++) {
        // An agent's new listing, moderated by two admins' clicks landing on different servers.
        const added = await call<{ insertedId: string }>(a, 'POST', '/api/property', tokens.agent, {
          property_title: `Race house ${round}`,
          location: 'Race Town',
          property_image: 'https://example.com/race.jpg',
          price_range: { min: 1000, max: 2000 },
        });
        const property = added.body.insertedId;
        const verify = await race(round, (server, side) =>
          call(server, 'PATCH', `/api/property/${property}`, tokens.admin, {
            status: side === 0 ? 'verified' : 'rejected',
          }),
        );
        expect(statuses(verify), JSON.stringify(verify)).toEqual([200, 409]);
        const winner = verify[0].status === 200 ? 'verified' : 'rejected';
        const stored = await database.query('select status from properties where id = $1', [
          property,
        ]);
        expect(stored.rows[0].status).toBe(winner);
        if (winner === 'rejected') {
          await database.query(`update properties set status = 'verified' where id = $1`, [
            property,
          ]);
        }

        // Two buyers' offers; the agent accepts both at once, one on each server.
        const offers = await Promise.all(
          tokens.buyers.map(async (token) => {
            const res = await call<{ insertedId: string }>(a, 'POST', '/api/propertyOffer', token, {
              offer_property_id: property,
              offered_price: 1500,
            });
            expect(res.status).toBe(201);
            return res.body.insertedId;
          }),
        );
        const accept = await race(round, (server, side) =>
          call(server, 'PATCH', `/api/requestProperty/${offers[side]}`, tokens.agent, {
            status: 'accepted',
          }),
        );
        expect(statuses(accept), JSON.stringify(accept)).toEqual([200, 409]);
        const accepted = await database.query(
          `select id, buyer_id from offers where property_id = $1 and status = 'accepted'`,
          [property],
        );
        expect(accepted.rows).toHaveLength(1);
        const side = offers.indexOf(accepted.rows[0].id) as 0 | 1;
        const buyer = tokens.buyers[side]!;

        // The buyer pays; the card confirmation and the sale report reach both servers at once.
        const intent = await call<{ clientSecret: string }>(
          a,
          'POST',
          '/api/create-payment-intent',
          buyer,
          { offerId: offers[side] },
        );
        expect(intent.status).toBe(200);
        const card = { cardNumber: '4242424242424242', exp: '12/40', cvc: '123' };
        const confirm = await race(round, (server) =>
          call<{ paymentIntent: { id: string } }>(
            server,
            'POST',
            '/api/payments/sandbox/confirm',
            buyer,
            {
              clientSecret: intent.body.clientSecret,
              ...card,
            },
          ),
        );
        expect(statuses(confirm)).toEqual([200, 200]);
        const transactionId = confirm[0].body.paymentIntent.id;
        expect(confirm[1].body.paymentIntent.id).toBe(transactionId);
        const sold = await race(round, (server) =>
          call<{ _id?: string }>(server, 'POST', '/api/soldProperty', buyer, {
            offerId: offers[side],
            transactionId,
          }),
        );
        expect(statuses(sold)).toEqual([200, 200]);

        // One payment, one sale, one sold listing; the other offer is rejected.
        const sales = await database.query(
          'select transaction_id from sales where property_id = $1',
          [property],
        );
        expect(sales.rows).toEqual([{ transaction_id: transactionId }]);
        const state = await database.query(
          `select (select status from properties where id = $1) as property,
                (select array_agg(status order by status) from offers where property_id = $1) as offers,
                (select count(*)::int from payment_intents where id = $2 and status = 'succeeded') as paid`,
          [property, transactionId],
        );
        expect(state.rows[0]).toEqual({
          property: 'sold',
          offers: ['bought', 'rejected'],
          paid: 1,
        });
      }
      // Both processes responded throughout.
      for (const server of servers) {
        expect((await call(server, 'GET', '/api/health')).status).toBe(200);
      }
    }, 300_000);

    it('the same agent answers the same offer on both servers at once: one answer counts', async () => {
      const [a] = servers;
      const added = await call<{ insertedId: string }>(a, 'POST', '/api/property', tokens.agent, {
        property_title: 'Twice answered',
        location: 'Race Town',
        property_image: 'https://example.com/race.jpg',
        price_range: { min: 1000, max: 2000 },
      });
      const property = added.body.insertedId;
      await call(a, 'PATCH', `/api/property/${property}`, tokens.admin, { status: 'verified' });
      const offer = await call<{ insertedId: string }>(
        a,
        'POST',
        '/api/propertyOffer',
        tokens.buyers[0],
        {
          offer_property_id: property,
          offered_price: 1200,
        },
      );
      const results = await race(0, (server, side) =>
        call(server, 'PATCH', `/api/requestProperty/${offer.body.insertedId}`, tokens.agent, {
          status: side === 0 ? 'accepted' : 'rejected',
        }),
      );
      expect(statuses(results), JSON.stringify(results)).toEqual([200, 409]);
      const stored = await database.query('select status from offers where id = $1', [
        offer.body.insertedId,
      ]);
      expect(stored.rows[0].status).toBe(results[0].status === 200 ? 'accepted' : 'rejected');
    }, 120_000);
  });
