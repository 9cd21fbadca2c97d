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
import { callers, get, type Row, type World } from './helpers/authorization-matrix/rows';
import { buildMatrixWorld, fingerprint } from './helpers/authorization-matrix/world';
import { temporaryDataDir } from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Every route, called as every kind of caller: the allowed ones succeed, the others are
 * refused and change nothing. A route that has no row here fails the coverage test.
 */
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

describeEachDatabase(
  'authorization matrix',
  (ctx) => {
    let world: World;

    beforeAll(async () => {
      world = await buildMatrixWorld(ctx());
    });

    it('has a row for every route the server serves', async () => {
      const doc = (await ctx().app.inject(get('/api/docs/json'))).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(served.sort()).toEqual(Object.keys(matrix).sort());
    });

    for (const [route, row] of Object.entries(matrix)) {
      it(`${route}: allowed callers succeed, the others are refused and change nothing`, async () => {
        for (const caller of callers) {
          const options = await row.request(world, caller);
          const headers =
            caller === 'anonymous'
              ? { ...options.headers }
              : { ...world.accounts[caller].auth, ...options.headers };
          const expected = row.expected[caller];
          const refused = expected === 401 || expected === 403 || expected === 404;
          const before = refused ? await fingerprint(ctx()) : '';
          const res = await ctx().app.inject({ ...options, headers });
          expect(res.statusCode, `${route} as ${caller}: ${res.body.slice(0, 200)}`).toBe(expected);
          if (refused) {
            // The RESO Web API explains itself in OData's or OAuth2's error format.
            const body = res.json();
            const explanation = body.message ?? body.error?.message ?? body.error_description;
            expect(explanation, `${route} as ${caller} explains itself`).toBeTruthy();
            expect(await fingerprint(ctx()), `${route} as ${caller} changed data`).toBe(before);
          }
        }
      });
    }
  },
  { DATA_DIR: temporaryDataDir('matrix').dir },
);
