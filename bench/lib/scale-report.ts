// bench/SCALE.md from a run of `npm run bench -- scale` (bench/lib/scale.ts).
import { writeFileSync } from 'node:fs';
import type { ScaleRow, ScaleRun } from './scale';

const cores = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(2));
const rate = (n: number) => Math.round(n).toLocaleString('en');

/** The row of one process with Redis: what growth is measured from. */
function baseline(rows: ScaleRow[]) {
  return rows.find((r) => r.processes === 1 && r.redis);
}

/** Throughput over that of one process with Redis, as `1.23×`. */
export function growth(row: ScaleRow, rows: ScaleRow[]): string {
  const base = baseline(rows);
  return base ? `${(row.requestsPerSecond / base.requestsPerSecond).toFixed(2)}×` : '?';
}

function table(rows: ScaleRow[], cpus: number): string {
  const header =
    `| processes | Redis | req/s | vs 1 with Redis | of hello world | p50 (ms) | p99 (ms) | server cores | req per server CPU s | PostgreSQL cores | Redis cores | wrk cores | machine busy (of ${cpus}) | hello world req/s | cache hits | server RSS (MB) | load average |\n` +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const line = (r: ScaleRow) =>
    `| ${r.processes} | ${r.redis ? 'yes' : 'no'} | ${rate(r.requestsPerSecond)}${r.non2xx ? ` (${r.non2xx} failed)` : ''} | ${growth(r, rows)} | ${Math.round((100 * r.requestsPerSecond) / r.helloWorld.requestsPerSecond)}% | ${r.p50Ms} | ${r.p99Ms} | ${cores(r.serverCores)} | ${rate(r.requestsPerSecond / r.serverCores)} | ${cores(r.postgresCores)} | ${cores(r.redisCores)} | ${cores(r.wrkCores)} | ${cores(r.machineCores)} | ${rate(r.helloWorld.requestsPerSecond)} | ${r.cacheHits === undefined ? '-' : `${Math.round(r.cacheHits * 100)}%`} | ${Math.round(r.rssMb)} | ${r.loadAverage.join(', ')} |`;
  return `${header}\n${rows.map(line).join('\n')}`;
}

/**
 * Per scenario: the growth, what used the cores where throughput peaked (other work being the
 * machine's busy time not accounted for by the processes measured), and what more processes
 * than that cost per request.
 */
export function findings(run: ScaleRun): string[] {
  const cpus = run.machine.cpus;
  return (['list', 'list-uncached'] as const).flatMap((scenario) => {
    const rows = run.rows.filter((r) => r.scenario === scenario && r.redis);
    const one = baseline(rows);
    if (!one || rows.length < 2) return [];
    const best = rows.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    const most = rows.at(-1)!;
    const perCpu = (r: ScaleRow) => rate(r.requestsPerSecond / r.serverCores);
    const other =
      best.machineCores -
      best.serverCores -
      best.postgresCores -
      (best.redisCores ?? 0) -
      best.wrkCores;
    const name = scenario === 'list' ? 'Cached list' : 'Uncached list';
    const steps = rows.map(
      (r) => `${r.processes}: ${rate(r.requestsPerSecond)} req/s (${growth(r, rows)})`,
    );
    return [
      `${name}: ${steps.join(', ')}. One process used ${cores(one.serverCores)} cores (its event loop is one thread). ` +
        `At ${best.processes} process${best.processes > 1 ? 'es' : ''}, the most throughput, the machine was busy ` +
        `${cores(best.machineCores)} of its ${cpus} cores: server ${cores(best.serverCores)}, PostgreSQL ` +
        `${cores(best.postgresCores)}, Redis ${cores(best.redisCores)}, wrk ${cores(best.wrkCores)}, other work ` +
        `${cores(Math.max(0, other))}` +
        (best.machineCores >= 0.9 * cpus
          ? ': the cores are what stops the growth here.'
          : ': the cores were not all busy; what set the pace was not CPU alone.') +
        (most !== best
          ? ` With ${most.processes} processes on ${cpus} cores each request cost the server more CPU ` +
            `(${perCpu(most)} requests per CPU second against ${perCpu(one)} with one process).`
          : ''),
    ];
  });
}

export function writeScaleReport(file: string, run: ScaleRun) {
  const s = run.settings;
  const section = (scenario: ScaleRow['scenario']) =>
    table(
      run.rows.filter((r) => r.scenario === scenario),
      run.machine.cpus,
    );
  const text = `# Several server processes (issue 23, part 4)

Written by \`npm run bench -- scale\` on ${run.date}, commit \`${run.commit.slice(0, 10)}\`, on
${run.machine.cpus} cores (${run.machine.cpuModel}), Node ${run.machine.node}, PostgreSQL
${run.machine.postgres}. Load average before ${run.loadBefore.join(', ')}, after ${run.loadAfter.join(', ')}
(the machine is shared: other work shows in "machine busy" beyond the processes listed).
${run.error ? `\n**The run failed:** ${run.error}\n` : ''}
The listing search mix (\`GET /api/property\`, 2000 distinct searches, pages and sorts) at
${s.properties.toLocaleString('en')} listings (${run.listed.toLocaleString('en')} listed) on PostgreSQL, as a browser sends it (\`accept-encoding\`), from
wrk in a process of its own (${s.generator.threads} thread, ${s.generator.connections} connections; decision 035), served by one
process without Redis and by ${s.processes.join(', ')} processes (\`SERVER_PROCESSES\`, Node's cluster, decision 037) with
\`REDIS_URL\`; once with the response cache and once with \`RESPONSE_CACHE=off\`. Each figure is
${s.seconds} s in ${s.slices} slices, each followed by a bare Fastify hello world (one process) for
${s.helloSeconds / s.slices} s, the machine's pace at that moment. Before it, wrk warms the server for ${s.warmupSeconds} s; with the cache
on, again until 98% of a sample of the mix over new connections is served from the cache (every
process has a cache of its own; at most ${s.warmupCapSeconds} s).

CPU is measured from /proc over the measured slices, in cores (CPU seconds per second): the
server's processes (the cluster's primary included), PostgreSQL's processes serving the bench
database (its background writers, shared with other databases, are left out: this load only
reads), Redis, wrk, and the whole machine's busy time. Cache hits:
200 requests of the mix, each on a new connection (so every process is asked), after the load.

## Cached

${section('list')}

## Uncached (\`RESPONSE_CACHE=off\`)

${section('list-uncached')}

## Where it stops

${findings(run)
  .map((f) => `- ${f}`)
  .join('\n')}
`;
  writeFileSync(file, text);
}
