import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { createAccount, GOOD_PASSWORD } from './helpers/factories';
import { access, mayUse, ownedReads, type Caller } from './helpers/fuzz/access';
import { bystanderFingerprint, fingerprint } from './helpers/fuzz/fingerprints';
import type { Operation } from './helpers/fuzz/operations';
import { requestArb, type Pools } from './helpers/fuzz/requests';
import { buildFuzzWorld, type FuzzWorld } from './helpers/fuzz/world';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Thousands of generated requests, valid-shaped and hostile, to every route the server
 * documents, as every kind of caller. Whatever is sent:
 * - the response is never a 5xx;
 * - a refused call (4xx) changes no stored row;
 * - a caller gets a 2xx only from routes their role may use (OWASP API5), and reads another
 *   account's e-mail-keyed or id-keyed records only as an admin (API1);
 * - no call by a non-admin changes the records of bystander accounts.
 * FUZZ_RUNS and FUZZ_SECONDS tune how long it runs (per database): by default 30 seconds, in
 * which a quiet two-core machine sends about a thousand calls; at least 300 must have been sent
 * (a machine busy with other test files sends fewer), or the run says it tested too little.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 30);
const MIN_REQUESTS = Math.min(RUNS, 300);

describeEachDatabase('fuzzing every route as every caller', (ctx) => {
  let ops: Operation[];
  let tables: string[];
  let accounts: FuzzWorld['accounts'];
  let pools: Record<Caller, Pools>;
  /** Who owns each record id that only its owner may read. */
  let ownerOf: FuzzWorld['ownerOf'];
  let bystanderIds: string[];

  beforeAll(async () => {
    ({ ops, tables, accounts, pools, ownerOf, bystanderIds } = await buildFuzzWorld(ctx()));
  }, 300_000);

  describe('what the fuzzer found, kept as plain tests', () => {
    it('a price below one cent is a 400, not a database error', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/property',
        headers: accounts.agent.auth,
        payload: {
          property_title: 'Tiny',
          location: 'Nowhere',
          property_image: 'https://example.com/t.jpg',
          price_range: { min: 3.6e-289, max: 10 },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('price_range.min: must be at least 0.01');
    });

    it('text with a NUL character is a 400 wherever it is sent', async () => {
      const responses = await Promise.all([
        ctx().app.inject({ url: '/api/property/wishList/%00', headers: accounts.admin.auth }),
        ctx().app.inject({ url: '/api/property?location=a%00b' }),
        ctx().app.inject({
          method: 'PATCH',
          url: '/api/auth/me',
          headers: accounts.user.auth,
          payload: { name: 'Nul\u0000Name' },
        }),
      ]);
      for (const res of responses) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: messages.nulCharacter });
      }
    });

    it('a malformed multipart body is a 400', async () => {
      for (const url of ['/api/auth/register', '/api/images']) {
        for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
          const res = await ctx().app.inject({
            method: 'POST',
            url,
            headers: { ...accounts.user.auth, 'content-type': type },
            payload: 'not a form',
          });
          expect(res.statusCode, `${url} ${type}`).toBe(400);
          expect(res.json()).toEqual({ message: messages.formUnreadable });
        }
      }
    });
  });

  it('has an access rule for every documented route', () => {
    expect(ops.map((op) => op.key).sort()).toEqual(Object.keys(access).sort());
  });

  it(
    'no 5xx, no change by a refused call, no access beyond the caller’s role, bystanders untouched',
    async () => {
      const { app } = ctx();
      let sent = 0;
      let before = await fingerprint(ctx(), tables);
      const statuses = new Map<number, number>();

      const relogin = async (caller: Exclude<Caller, 'anonymous'>) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: accounts[caller].email, password: GOOD_PASSWORD },
        });
        const token = res.json().token as string;
        accounts[caller] = {
          ...accounts[caller],
          token,
          auth: { authorization: `Bearer ${token}` },
        };
      };

      await fc.assert(
        fc.asyncProperty(requestArb(ops, pools), async (req) => {
          const { op, caller } = req;
          const headers: Record<string, string> = {};
          if (req.body.contentType) headers['content-type'] = req.body.contentType;
          // Deleting one's account is sent by a stand-in of the caller's role: the callers stay.
          const standIn =
            req.authorization === 'own' &&
            op.key === 'DELETE /api/auth/me' &&
            (caller === 'user' || caller === 'agent')
              ? await createAccount(app, ctx().db, { role: caller })
              : undefined;
          if (standIn) before = await fingerprint(ctx(), tables);
          if (req.authorization === 'own') {
            if (caller !== 'anonymous') Object.assign(headers, (standIn ?? accounts[caller]).auth);
          } else {
            headers.authorization = req.authorization;
          }
          const bystandersBefore =
            caller === 'admin' ? '' : await bystanderFingerprint(ctx(), bystanderIds);
          const res = await app.inject({
            method: op.method as InjectOptions['method'],
            url: req.url,
            headers,
            ...(req.body.payload !== undefined && { payload: req.body.payload }),
          });
          sent += 1;
          // A verification's saved-search alerts are matched after its answer: let them finish,
          // so that their writes are counted with the call that caused them.
          if (res.statusCode < 300) {
            app.alertWorker.nudge();
            await app.alertWorker.settled();
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${op.method} ${req.url.slice(0, 200)} as ${caller} (${req.authorization.slice(0, 40)}) body ${String(req.body.payload).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;

          expect(res.statusCode, what).toBeLessThan(500);
          const after = await fingerprint(ctx(), tables);
          // A declined card (402) is a payment that failed, kept on its intent as Stripe does.
          if (res.statusCode >= 400 && res.statusCode !== 402) {
            expect(after, `refused but changed data: ${what}`).toBe(before);
          }
          before = after;

          const ok = res.statusCode >= 200 && res.statusCode < 300;
          // A made-up token makes the caller anonymous.
          const as: Caller = req.authorization === 'own' ? caller : 'anonymous';
          const allowed = mayUse[access[op.key]!].includes(as);
          if (ok) expect(allowed, `a 2xx beyond the caller's role: ${what}`).toBe(true);
          if (ok && as !== 'admin' && as !== 'anonymous') {
            if (op.pathParams.includes('email') && op.method === 'GET') {
              const segment = req.url.split('/').pop()!.split('?')[0]!;
              const email = (() => {
                try {
                  return decodeURIComponent(segment);
                } catch {
                  return segment;
                }
              })();
              expect(email.trim().toLowerCase(), `read another account: ${what}`).toBe(
                accounts[as].email,
              );
            }
            if (ownedReads.has(op.key)) {
              const id = req.url.split('/').pop()!.split('?')[0]!;
              expect(ownerOf.get(id.toLowerCase()), `read another's record: ${what}`).toBe(as);
            }
          }
          if (caller !== 'admin') {
            expect(
              await bystanderFingerprint(ctx(), bystanderIds),
              `touched a bystander: ${what}`,
            ).toBe(bystandersBefore);
          }

          // A call that ended or rotated the caller's token: sign in again for the next ones.
          if (
            ok &&
            as !== 'anonymous' &&
            (op.key === 'POST /api/auth/logout' || op.key === 'POST /api/jwt')
          ) {
            await relogin(as);
            before = await fingerprint(ctx(), tables);
          }
        }),
        {
          numRuns: RUNS,
          endOnFailure: true,
          interruptAfterTimeLimit: SECONDS * 1000,
          markInterruptAsFailure: false,
        },
      );
      process.stdout.write(
        `fuzz [${ctx().kind}]: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`,
      );
      expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    },
    (SECONDS + 60) * 1000,
  );
});
