// The RESO Web API queries of `npm run bench -- reso` (bench/lib/reso.ts): what a portal or an
// MLS tool asks /reso/odata/Property most (issue 42, "RESO queries use indexes"), and the plans
// the database makes of them, as the server builds them (apps/server/src/modules/reso).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { collectionQuery } from '../../apps/server/src/modules/reso/query';
import { pageStatement } from '../../apps/server/src/modules/reso/repository';
import { resoResources } from '../../apps/server/src/modules/reso/resources';

export const RESO_QUERIES = ['price', 'status', 'modified', 'combined'] as const;
export type ResoQuery = (typeof RESO_QUERIES)[number];

export const RESO_QUERY_LABELS: Record<ResoQuery, string> = {
  price: 'ListPrice between two prices, by ListPrice',
  status: 'StandardStatus Active or Closed, newest ModificationTimestamp first',
  modified: 'ModificationTimestamp gt a recent time, by ModificationTimestamp (replication)',
  combined: 'Active, ListPrice between two prices, modified in the last 30 days, priciest first',
};

/** The target: each query's p99. */
export const RESO_TARGET_MS = 50;

/** A page's size: what the queries ask with `$top`. */
export const RESO_TOP = 100;

const HOUR = 3_600_000;

/** The sale prices the generated listings spread over (bench/lib/listings-sql.ts): 80k to 4.8M. */
function priceRange(k: number): [number, number] {
  // Log-spread low ends from 100k to 2M, each range a fifth wide: a few percent of the listings.
  const low = Math.round((100_000 * Math.pow(20, ((k * 7919) % 1000) / 1000)) / 1000) * 1000;
  return [low, Math.round((low * 1.2) / 1000) * 1000];
}

/** `since`, as OData's DateTimeOffset literal. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The k-th request of a query as OData options ($filter, $orderby, $top); `now` is when the load
 * starts: the modification times asked are the last 1 to 48 hours before it.
 */
export function resoOptions(query: ResoQuery, k: number, now: number): Record<string, string> {
  const [low, high] = priceRange(k);
  const top = String(RESO_TOP);
  switch (query) {
    case 'price':
      return {
        $filter: `ListPrice ge ${low} and ListPrice le ${high}`,
        $orderby: 'ListPrice',
        $top: top,
      };
    case 'status':
      return {
        $filter: `StandardStatus eq '${k % 4 === 0 ? 'Closed' : 'Active'}'`,
        $orderby: 'ModificationTimestamp desc',
        $top: top,
      };
    case 'modified':
      return {
        $filter: `ModificationTimestamp gt ${stamp(now - (1 + (k % 48)) * HOUR)}`,
        $orderby: 'ModificationTimestamp',
        $top: top,
      };
    case 'combined':
      return {
        $filter:
          `StandardStatus eq 'Active' and ListPrice ge ${low} and ListPrice le ${high} ` +
          `and ModificationTimestamp gt ${stamp(now - 30 * 24 * HOUR)}`,
        $orderby: 'ListPrice desc',
        $top: top,
      };
  }
}

/** The request's path and query string. */
export function resoPath(options: Record<string, string>): string {
  return `/reso/odata/Property?${new URLSearchParams(options).toString().replace(/\+/g, '%20')}`;
}

/** What the database planned for a query, and how long it took (EXPLAIN ANALYZE). */
export interface ResoPlan {
  query: ResoQuery;
  path: string;
  /** The indexes of `properties` the plan reads. */
  indexes: string[];
  /** The plan reads the whole of `properties` (a Seq Scan on it). */
  seqScan: boolean;
  executionMs: number;
  /** The plan's node types, outermost first (for the record). */
  nodes: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * EXPLAIN ANALYZE of each query's first request, the page statement the server runs for it, on
 * the generated database (embedded: before the server opens it, as one process has it at a time).
 */
export async function resoPlans(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  now: number;
}): Promise<ResoPlan[]> {
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    embeddedDir: options.databaseUrl ? undefined : `${options.dataDir}/db`,
    poolSize: 1,
  });
  try {
    const property = resoResources({ areaUnit: 'sqft', publicUrl: 'https://bench.test' }).get(
      'Property',
    )!;
    const plans: ResoPlan[] = [];
    for (const query of RESO_QUERIES) {
      const odata = resoOptions(query, 1, options.now);
      const statement = pageStatement(property, collectionQuery(property, odata));
      // The last of three runs: the first reads the pages from disk, the server's are warm.
      let result = { rows: [] as { 'QUERY PLAN': unknown }[] };
      for (let run = 0; run < 3; run++) {
        result = (await handle.db.execute(
          sql`explain (analyze, format json) ${statement}`,
        )) as unknown as typeof result;
      }
      const raw = result.rows[0]!['QUERY PLAN'];
      const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        Plan: PlanNode;
        'Execution Time': number;
      }[];
      const plan: ResoPlan = {
        query,
        path: resoPath(odata),
        indexes: [],
        seqScan: false,
        executionMs: Math.round(top!['Execution Time'] * 100) / 100,
        nodes: [],
      };
      walk(top!.Plan, (node) => {
        plan.nodes.push(node['Node Type']);
        // A Bitmap Index Scan names no relation: the index's name says whose it is.
        const index = node['Index Name'];
        if (index?.startsWith('properties_') && !plan.indexes.includes(index)) {
          plan.indexes.push(index);
        }
        const table = node['Relation Name'] === 'properties';
        if (table && node['Node Type'] === 'Seq Scan') plan.seqScan = true;
      });
      plans.push(plan);
    }
    return plans;
  } finally {
    await handle.close();
  }
}
