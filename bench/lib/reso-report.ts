// The RESO section of bench/RESULTS.md, written by `npm run bench -- reso` (bench/lib/reso.ts) at
// 100k listings; each run on top, the earlier ones kept under it.
import { ResultsSection, runHeading, verdictTable } from './results-section';
import path from 'node:path';
import { root } from './processes';
import { RESO_QUERIES, RESO_QUERY_LABELS, RESO_TARGET_MS, type ResoQuery } from './reso-queries';
import type { ResoGroup, ResoRun } from './reso';

const RESO_START = '<!-- reso: written by npm run bench -- reso -->';
const RESO_END = '<!-- end of reso -->';
const resultsFile = path.join(root, 'bench/RESULTS.md');

const databaseName = (g: ResoGroup) => (g.database === 'postgres' ? 'PostgreSQL' : 'embedded');
const count = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

export interface ResoVerdict {
  target: string;
  figure: string;
  met: boolean | undefined;
}

/** Each query's p99 under the target, and its plan reading an index of properties, no Seq Scan. */
export function resoVerdicts(g: ResoGroup): ResoVerdict[] {
  const where = `RESO, ${count(g.properties)}, ${databaseName(g)}`;
  return RESO_QUERIES.map((query: ResoQuery) => {
    const target = `${where}: ${query} p99 < ${RESO_TARGET_MS} ms, through an index`;
    const m = g.reads[query];
    const plan = g.plans.find((p) => p.query === query);
    if (!m || !plan) return { target, figure: g.error ?? 'not measured', met: undefined };
    const refused = m.notOk + m.errors;
    const indexed = plan.indexes.length > 0 && !plan.seqScan;
    const figure =
      `${m.p99Ms} ms (p50 ${m.p50Ms} ms, ${m.total.toLocaleString('en')} requests` +
      `${refused > 0 ? `, ${refused} non-2xx ${JSON.stringify(m.statusCodes)}` : ''}); ` +
      `${plan.indexes.join(', ') || 'no index'}${plan.seqScan ? ' and a Seq Scan' : ''}`;
    // Non-2xx answers (a 429 past a client's limit) are not the query's: not judged.
    return { target, figure, met: refused > 0 ? undefined : m.p99Ms < RESO_TARGET_MS && indexed };
  });
}

const verdictText = (v: ResoVerdict) =>
  v.met === undefined ? 'not judged' : v.met ? '**met**' : '**not met**';

function groupTable(g: ResoGroup): string[] {
  const lines = [
    `#### ${databaseName(g)}, ${count(g.properties)} listings`,
    '',
    `${g.served.toLocaleString('en')} served by Property; load average ${g.loadBefore[0] ?? '?'} ` +
      `before, ${g.loadAfter[0] ?? '?'} after.${g.error ? ` Failed: ${g.error}` : ''}`,
    '',
    '| query | req/s | p50 | p99 | max | non-2xx | server cores | indexes (EXPLAIN) | plan | execution |',
    '|---|--:|--:|--:|--:|--:|--:|---|---|--:|',
  ];
  for (const query of RESO_QUERIES) {
    const m = g.reads[query];
    const plan = g.plans.find((p) => p.query === query);
    lines.push(
      `| ${query} | ${m ? Math.round(m.requestsPerSecond).toLocaleString('en') : '–'} | ` +
        `${m ? `${m.p50Ms} ms` : '–'} | ${m ? `${m.p99Ms} ms` : '–'} | ${m ? `${m.maxMs} ms` : '–'} | ` +
        `${m ? m.notOk + m.errors : '–'} | ${m?.serverCores?.toFixed(2) ?? '–'} | ` +
        `${plan?.indexes.join(', ') || 'none'} | ${plan?.nodes.join(' > ') ?? '–'} | ` +
        `${plan ? `${plan.executionMs} ms` : '–'} |`,
    );
  }
  lines.push('');
  return lines;
}

function renderReso(run: ResoRun, earlier: string): string {
  const s = run.groups[0]?.settings;
  const first = run.groups.find((g) => g.plans.length > 0);
  const lines = [
    '## RESO Web API (issue 42)',
    '',
    'Written by `npm run bench -- reso` (bench/lib/reso.ts) at 100k generated listings on each ' +
      'database: first EXPLAIN ANALYZE of each query as the server builds it (its page statement, ' +
      'the third of three runs), then one production server (`RATE_LIMIT=off`), ' +
      `${s?.clients ?? '?'} API clients made by the admin and a token of each from \`POST /reso/token\`, ` +
      `and wrk (1 thread, ${s?.generator.connections ?? '?'} connections) reading ` +
      `\`/reso/odata/Property\` with each query in turn, ${s?.warmupSeconds ?? '?'} s of warm-up then ` +
      `${s?.seconds ?? '?'} s measured, the requests taking the clients' tokens in turn (each client ` +
      `may make 600 requests a minute), ${s?.distinct ?? '?'} distinct requests a query, ` +
      '`$top=100`. The queries:',
    '',
    ...RESO_QUERIES.map((q) => {
      const example = first?.plans.find((p) => p.query === q)?.path;
      return `- **${q}**: ${RESO_QUERY_LABELS[q]}${example ? ` (\`${decodeURIComponent(example)}\`)` : ''}`;
    }),
    '',
    runHeading(run),
    '',
    `${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}` +
      `${run.machine.postgres ? `, PostgreSQL ${run.machine.postgres}` : ''}.`,
    '',
    ...verdictTable(run.groups.flatMap(resoVerdicts), verdictText),
    '',
    ...run.groups.flatMap(groupTable),
  ];
  const kept = earlier.trim();
  if (kept) lines.push(kept, '');
  return lines.join('\n');
}

const resoSection = new ResultsSection(RESO_START, RESO_END);

/** The RESO section as it stands in RESULTS.md's text, markers included, or undefined. */
export const resoBlock = (text: string) => resoSection.block(text);

/** Puts this run at the top of the RESO section (earlier runs kept under it; appended when none). */
export function writeResoSection(run: ResoRun, file = resultsFile) {
  resoSection.write(file, (earlier) => renderReso(run, earlier));
}
