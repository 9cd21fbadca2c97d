import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, expect, it } from 'vitest';
import { accountRows } from './helpers/authorization-matrix/account-rows';
import { buyingRows } from './helpers/authorization-matrix/buying-rows';
import { contentRows } from './helpers/authorization-matrix/content-rows';
import { conversationRows } from './helpers/authorization-matrix/conversation-rows';
import { savedSearchRows } from './helpers/authorization-matrix/saved-search-rows';
import { listingRows } from './helpers/authorization-matrix/listing-rows';
import { openHouseRows } from './helpers/authorization-matrix/open-house-rows';
import { agencyRows } from './helpers/authorization-matrix/agency-rows';
import { figureRows } from './helpers/authorization-matrix/figure-rows';
import { agentReviewRows } from './helpers/authorization-matrix/agent-review-rows';
import { listingReportRows } from './helpers/authorization-matrix/listing-report-rows';
import { resoRows } from './helpers/authorization-matrix/reso-rows';
import { listingImportRows } from './helpers/authorization-matrix/listing-import-rows';
import { agencyListingRows } from './helpers/authorization-matrix/agency-listing-rows';
import { callers, type Caller, type Row, type World } from './helpers/authorization-matrix/rows';
import { buildMatrixWorld } from './helpers/authorization-matrix/world';
import { temporaryDataDir } from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const matrix: Record<string, Row> = {
  ...accountRows,
  ...listingRows,
  ...buyingRows,
  ...contentRows,
  ...conversationRows,
  ...savedSearchRows,
  ...openHouseRows,
  ...agencyRows,
  ...figureRows,
  ...agentReviewRows,
  ...listingReportRows,
  ...resoRows,
  ...listingImportRows,
  ...agencyListingRows,
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The server held to its own document (issue 24): every operation is called in its allowed and
 * refused ways (the authorization matrix's rows, as every kind of caller), with a body that is
 * never valid, and at an unknown id; each answer's status must be documented and its body must
 * match the documented schema. A route whose document lies fails here.
 */
describeEachDatabase(
  'the server keeps to its OpenAPI document',
  (ctx) => {
    let world: World;
    let doc: OpenApi;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validators = new Map<object, ValidateFunction>();

    beforeAll(async () => {
      world = await buildMatrixWorld(ctx());
      doc = (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    });

    const operationOf = (route: string) => {
      const [method, path] = route.split(' ') as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()];
      if (!op) throw new Error(`${route} is not documented`);
      return op;
    };

    /** The answer's status is documented, and its body and headers are what the document says. */
    function expectDocumented(route: string, how: string, res: LightMyRequestResponse) {
      const op = operationOf(route);
      const where = `${route} (${op.operationId}) ${how}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      const documented = op.responses[String(res.statusCode)];
      expect(documented, `${where}: status not documented`).toBeDefined();
      for (const name of Object.keys(documented?.headers ?? {})) {
        if (name === 'X-Total-Count-Estimated') continue; // only for estimated totals
        expect(res.headers[name.toLowerCase()], `${where}: header ${name}`).toBeDefined();
      }
      const content = documented?.content;
      if (!content) {
        expect(res.body, `${where}: no body documented`).toBe('');
        return;
      }
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
      expect(Object.keys(content), `${where}: content type`).toContain(type);
      const schema = content[type]?.schema;
      if (type !== 'application/json' || !schema) return;
      let validate = validators.get(schema);
      if (!validate) {
        validate = ajv.compile(schema);
        validators.set(schema, validate);
      }
      const valid = validate(res.json());
      expect(valid, `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }

    const authOf = (caller: Caller) => (caller === 'anonymous' ? {} : world.accounts[caller].auth);

    for (const [route, row] of Object.entries(matrix)) {
      it(`${route}: every caller's answer is documented`, async () => {
        for (const caller of callers) {
          const options = await row.request(world, caller);
          const res = await ctx().app.inject({
            ...options,
            headers: { ...authOf(caller), ...options.headers },
          });
          expectDocumented(route, `as ${caller}`, res);
        }
      });

      it(`${route}: bad input and unknown ids get documented refusals`, async () => {
        const allowed = callers.find((caller) => row.expected[caller] < 300) ?? 'admin';
        const options: InjectOptions = await row.request(world, allowed);
        const headers = { ...authOf(allowed), ...options.headers };
        const url = String(options.url);
        if (operationOf(route).requestBody) {
          for (const payload of [[], { unexpected: true }, 'not json']) {
            const res = await ctx().app.inject({
              ...options,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
            });
            expect(res.statusCode, `${route} with ${JSON.stringify(payload)}`).toBeLessThan(500);
            expectDocumented(route, `with body ${JSON.stringify(payload)}`, res);
          }
        }
        if (route.split(' ')[1]!.includes('{')) {
          const unknown = url.replace(/\/[^/?]+(?=\/[^/?]*$|$|\?)/, `/${UNKNOWN_ID}`);
          const res = await ctx().app.inject({ ...options, url: unknown, headers });
          expect(res.statusCode, `${route} at ${unknown}`).toBeLessThan(500);
          expectDocumented(route, `at ${unknown}`, res);
        }
      });
    }

    it('covers every documented operation', () => {
      const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(documented.sort()).toEqual(Object.keys(matrix).sort());
    });

    it('a body above the limit gets a documented 413', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/property',
        headers: { ...world.accounts.ownerAgent.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ property_title: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expectDocumented('POST /api/property', 'too large', res);
    });
  },
  { DATA_DIR: temporaryDataDir('conformance').dir },
);
