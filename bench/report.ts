// Writes bench/RESULTS.md from a run's JSON. The hand-written notes between the notes
// markers of the existing file are kept, as are the logging, mixed, RESO and imports sections
// (`npm run bench -- logging`, `npm run bench -- mixed`, `npm run bench -- reso`, `npm run bench
// -- imports`).
//
//   npx tsx bench/report.ts [bench/results/latest.json]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loggingBlock } from './lib/logging';
import { mixedBlock, writeMixedSection } from './lib/mixed-report';
import { importsBlock } from './lib/imports-report';
import { resoBlock } from './lib/reso-report';
import {
  judge,
  median,
  type Figure,
  type GroupResult,
  type RunResult,
  type TargetVerdict,
} from './lib/results';
import { root } from './lib/processes';
import { HELLO_WORLD_FLOOR, SATURATED } from './lib/throughput';

export const resultsFile = path.join(root, 'bench/RESULTS.md');
const NOTES_START = '<!-- notes: kept by bench/report.ts -->';
const NOTES_END = '<!-- end of notes -->';

const count = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n);
const int = (n: number) => Math.round(n).toLocaleString('en');
const load = (values: number[] | undefined) => (values ? values[0]!.toFixed(1) : '?');

function verdict({ met, figure }: TargetVerdict) {
  if (met === undefined)
    return figure.includes('refused:') ? 'not judged (refused)' : 'not measured';
  return met ? '**met**' : '**not met**';
}

function codesOf(f: Figure): string {
  const codes = Object.entries(f.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n}×${code}`)
    .join(', ');
  const bad = f.notOk + f.errors;
  return `${int(bad)}${codes || f.errors ? ` (${[codes, f.errors ? `${f.errors} errors` : ''].filter(Boolean).join(', ')})` : ''}`;
}

function groupTable(g: GroupResult, previousHarness: boolean): string[] {
  const title = `### ${g.database === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}, ${count(g.properties)} properties`;
  if (g.error) return [title, '', `Failed: \`${g.error.split('\n')[0]}\``, ''];
  const lines = [
    title,
    '',
    `${g.listed !== undefined ? `${int(g.listed)} publicly listed; ` : ''}generated in ${g.generateSeconds?.toFixed(1) ?? '?'} s; ` +
      `load average ${load(g.loadBefore)} before, ${load(g.loadAfter)} after.`,
    '',
  ];
  const hits = (f: Figure) =>
    f.cacheHits !== undefined ? ` (cache hits after: ${Math.round(f.cacheHits * 100)}%)` : '';
  if (previousHarness) {
    lines.push(
      '| scenario | req/s | hello world req/s | ratio | p50 | p99 | max | 2xx | non-2xx |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...g.figures.map(
        (f) =>
          `| ${f.label}${hits(f)} | ${int(f.requestsPerSecond)} | ${int(f.helloWorld.requestsPerSecond)} | ${(f.ratio * 100).toFixed(1)}% | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.maxMs} ms | ${int(f.ok)} | ${codesOf(f)} |`,
      ),
      '',
    );
    return lines;
  }
  const cores = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(2));
  lines.push(
    '| scenario | client | req/s | hello world req/s | ratio | per CPU second | server cores (hello world) | wrk cores (hello world) | p50 | p99 | max | 2xx | non-2xx |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...g.figures.map(
      (f) =>
        `| ${f.label}${hits(f)} | ${f.client === 'api' ? 'API' : 'browser'} | ${int(f.requestsPerSecond)} | ` +
        `${int(f.helloWorld.requestsPerSecond)} | ${f.refused ?? `${(f.ratio * 100).toFixed(1)}%${f.flag ? ' ¹' : ''}`} | ` +
        `${f.cpuRatio === undefined ? '–' : `${(f.cpuRatio * 100).toFixed(1)}%`} | ${cores(f.serverCores)} (${cores(f.helloWorld.serverCores)}) | ` +
        `${cores(f.generatorCores)} (${cores(f.helloWorld.generatorCores)}) | ${f.p50Ms} ms | ${f.p99Ms} ms | ` +
        `${f.maxMs} ms | ${int(f.ok)} | ${codesOf(f)} |`,
    ),
    '',
  );
  return lines;
}

/** How the throughput figures were measured, by the harness of the run. */
function harness(run: RunResult): string {
  const s = run.settings;
  const g = run.generator;
  if (!g) {
    return (
      "**Measured with the previous harness (autocannon in the runner's process)**, which decision 035 " +
      `replaced: ${s.connections} connections, ${s.warmupSeconds} s warm-up then ${s.seconds} s measured per scenario, ` +
      `each followed at once by ${s.helloSeconds} s of a bare Fastify hello world (its own process) ` +
      'whose throughput the figure is divided by; requests asked for gzip/br like a browser does; servers at ' +
      'LOG_LEVEL=warn. The generator cost more CPU per request than hello world itself ' +
      '([MEASUREMENTS.md](MEASUREMENTS.md), issue 23), so these ratios partly measured the generator.'
    );
  }
  const c = g.ceiling;
  return (
    `Load: ${g.tool} in a process of its own (decision 035), ${g.threads} thread, ${g.connections} connections, ` +
    `sending each scenario twice: as a browser (\`accept-encoding: gzip, deflate, br\`) and as an API client ` +
    `(no accept-encoding); ${s.warmupSeconds} s warm-up for each, then ${s.seconds} s measured for each in ` +
    `${s.slices} slices, each pair of slices followed at once by ${s.helloSeconds / s.slices} s of a bare ` +
    'Fastify hello world (its own process) whose throughput the figure is divided by. ' +
    `Servers at ${g.logLevel === 'default' ? 'their default log level (LOG_LEVEL unset, the log to a file)' : `LOG_LEVEL=${g.logLevel}`}. ` +
    `**Generator ceiling**, measured first: hello world at ${int(c.requestsPerSecond)} req/s with wrk using ` +
    `${c.generatorCores.toFixed(2)} cores (hello world ${c.helloCores.toFixed(2)}), so wrk could send about ` +
    `${int(c.ceiling)} req/s per thread${c.saturated ? ': **saturated**' : ''}` +
    (c.helloCores < HELLO_WORLD_FLOOR
      ? ` (hello world used ${c.helloCores.toFixed(2)} of a core: something besides hello world set its pace; the figures per CPU second are the steadier ones)`
      : '') +
    '. A ratio is refused (and judges no target) when wrk was ' +
    `busy ${Math.round(SATURATED * 100)}% of its thread's time or more in the scenario's slices or hello world's ` +
    '(generator saturated). ¹: hello world used less than ' +
    `${HELLO_WORLD_FLOOR} of a core in the slices next to it: something besides hello world set its pace ` +
    '(other work on the machine, the exchange with the generator), so its rate is no capacity; the ' +
    'ratio is judged as issue 23 states the targets, and the figure per CPU second shows how far it is to be trusted. ' +
    '"Per CPU second" divides requests per CPU second of the server by those of hello world, which other ' +
    'processes on this shared machine disturb less than throughput.'
  );
}

export function render(run: RunResult, notes: string): string {
  const lines: string[] = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/run.ts) on ${run.date.slice(0, 16).replace('T', ' ')} UTC, ` +
      `commit \`${run.commit.slice(0, 10)}\`${run.dirty ? ' with uncommitted changes in the tree' : ''}; ` +
      `the whole run took ${Math.round(run.totalSeconds / 60)} min.`,
    '',
    `Machine: ${run.machine.cpus} × ${run.machine.cpuModel}, ${run.machine.memoryGb} GB, Node ${run.machine.node}` +
      `${run.machine.postgres ? `, PostgreSQL ${run.machine.postgres}` : ''}.`,
    '',
    harness(run),
    '',
    '## Targets (issues 8, 20 and 23)',
    '',
    '| target | this run | verdict |',
    '|---|---|---|',
    ...judge(run).map((v) => `| ${v.target} | ${v.figure} | ${verdict(v)} |`),
    '',
    NOTES_START,
    notes.trim(),
    NOTES_END,
    '',
    '## Throughput and latency',
    '',
    'The list mix: 2000 requests in a fixed order over location terms (a third none; whole and lower-case ' +
      'city names, parts such as "san", regions, neighbourhoods, a few that match nothing), the three sorts ' +
      'and pages 1-50, mostly the first (886 distinct URLs). With the cache it is measured after one ' +
      `warm-up pass over the 2000 (at most ${run.settings.warmupCapSeconds} s), as a live site's cache would be warm; ` +
      '"cache hits after" is the share of 200 requests of the mix served with X-Cache: hit right after the load; ' +
      '"RESPONSE_CACHE=off" is the same mix on a server started without its response cache (cold keys). ' +
      'GET /api/health is the floor: every hook of the server and no database or cache, so a cached ' +
      'response can hardly be cheaper. Details: 2000 listed ids. Offers: 1000 buyers signed in beforehand (sessions ' +
      'made by the generator), each offer on a listed property at the middle of its price range.',
    '',
  ];
  for (const g of run.groups) lines.push(...groupTable(g, run.generator === undefined));

  lines.push('## Start-up and memory', '');
  const emb = run.groups.find((g) => g.database === 'embedded' && g.properties === 100_000);
  const startLines: string[] = [];
  for (const g of run.groups) {
    if (g.firstStartMs !== undefined) {
      startLines.push(
        `| first start on freshly generated data, ${g.database}, ${count(g.properties)} | ${int(g.firstStartMs)} ms |`,
      );
    }
    if (g.restartMs?.length) {
      startLines.push(
        `| \`npm start\` on the existing DATA_DIR, ${g.database}, ${count(g.properties)} | median ${int(median(g.restartMs))} ms (${g.restartMs.map(int).join(', ')}) |`,
      );
    }
  }
  if (run.lighthouse?.restartMs?.length) {
    const t = run.lighthouse.restartMs;
    startLines.push(
      `| \`npm start\` on the existing demo DATA_DIR (SEED_DEMO=1) | median ${int(median(t))} ms (${t.map(int).join(', ')}) |`,
    );
  }
  if (run.buildSeconds !== undefined) {
    startLines.push(`| \`npm run build\` (web app) | ${run.buildSeconds.toFixed(1)} s |`);
  }
  lines.push('| what | time to /api/health |', '|---|--:|', ...startLines, '');
  if (emb?.memory) {
    lines.push(
      `Server memory with 100k properties on the embedded database, after the load above ` +
        `(/proc/<pid>/status): VmRSS ${int(emb.memory.rssMb)} MB, VmHWM (peak) ${int(emb.memory.peakRssMb)} MB.`,
      '',
    );
  }

  const lh = run.lighthouse;
  lines.push('## Lighthouse', '');
  if (lh?.error) lines.push(`Failed: \`${lh.error.split('\n')[0]}\``, '');
  if (lh?.pages.length) {
    lines.push(
      `Lighthouse ${lh.lighthouse}, mobile preset (simulated throttling), performance and accessibility, ${lh.chromium} ` +
        `headless; demo data (SEED_DEMO=1 on a fresh DATA_DIR, embedded). The property page is measured ` +
        `signed in as a buyer (token in localStorage and the signed-in hint cookie, as the app keeps them; storage kept, HTTP cache emptied before each run). The median run by score ` +
        `is kept as bench/results/lighthouse-<page>.json.`,
      '',
      '| page | performance | accessibility | runs | LCP | CLS | TBT | FCP | Speed Index | benchmarkIndex |',
      '|---|--:|--:|---|--:|--:|--:|--:|--:|--:|',
    );
    for (const p of lh.pages) {
      lines.push(
        `| ${p.page} (\`${p.url.replace(/[0-9a-f-]{36}/, '{id}')}\`) | ${p.performance} | ${p.accessibility ?? '–'} | ${p.scores.join(', ')} | ${int(p.lcpMs)} ms | ${p.cls.toFixed(3)} | ${int(p.tbtMs)} ms | ${int(p.fcpMs)} ms | ${int(p.speedIndexMs)} ms | ${int(p.benchmarkIndex)} |`,
      );
    }
    lines.push('');
    const s = lh.homeScripts;
    if (s.files.length) {
      lines.push(
        `JavaScript the home page downloads (same-origin scripts in Lighthouse's network records): ` +
          `${(s.bytes / 1000).toFixed(1)} kB raw, **${(s.gzipBytes / 1000).toFixed(1)} kB gzipped** (level 6), ` +
          `${(s.transferBytes / 1000).toFixed(1)} kB as transferred by the server.`,
        '',
        '| file | raw | gzip |',
        '|---|--:|--:|',
        ...s.files.map(
          (f) =>
            `| \`${f.url}\` | ${(f.bytes / 1000).toFixed(1)} kB | ${(f.gzipBytes / 1000).toFixed(1)} kB |`,
        ),
        '',
      );
    }
  }
  lines.push(
    '## Running it',
    '',
    '`npm run bench` (about 20 minutes; `npm run bench -- --quick` for a 3-minute smoke that leaves ' +
      'this file alone). It needs wrk (`apt-get install -y wrk`); `npm run bench -- generators` ' +
      'compares the load generators on this machine. PostgreSQL must be reachable at `BENCH_DATABASE_URL` ' +
      '(default `postgres://postgres@127.0.0.1:5432/postgres`); each group gets a database of its ' +
      'own, dropped afterwards. Raw figures: bench/results/ (latest.json is kept in git).',
    '',
  );
  return lines.join('\n');
}

/** The notes of the current RESULTS.md, or a placeholder. */
export function existingNotes(): string {
  if (!existsSync(resultsFile)) return '';
  const text = readFileSync(resultsFile, 'utf8');
  const start = text.indexOf(NOTES_START);
  const end = text.indexOf(NOTES_END);
  return start >= 0 && end > start ? text.slice(start + NOTES_START.length, end) : '';
}

const readme = path.join(root, 'README.md');
const FIGURES_START = '<!-- bench figures: written by bench/report.ts -->';
const FIGURES_END = '<!-- end of bench figures -->';

/** The few figures the README shows: the targets and this run's verdicts. */
export function renderSummary(run: RunResult): string {
  return [
    `Run of ${run.date.slice(0, 10)} on ${run.machine.cpus} cores (commit \`${run.commit.slice(0, 10)}\`):`,
    '',
    '| target | figure | verdict |',
    '|---|---|---|',
    ...judge(run).map((v) => `| ${v.target} | ${v.figure} | ${verdict(v)} |`),
  ].join('\n');
}

/**
 * Rewrites RESULTS.md (its logging, mixed, RESO and imports sections carried over; the mixed
 * one with this run's on top when it has any), and the figures between the README's markers
 * (nothing else).
 */
export function writeResults(run: RunResult) {
  const before = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const kept = [loggingBlock(before), mixedBlock(before), resoBlock(before), importsBlock(before)]
    .filter(Boolean)
    .map((b) => `\n${b}\n`);
  writeFileSync(resultsFile, render(run, existingNotes()) + kept.join(''));
  const mixed = run.groups.flatMap((g) => (g.mixed ? [g.mixed] : []));
  if (mixed.length > 0) {
    const { cpus, cpuModel, node, postgres } = run.machine;
    const machine = { cpus, cpuModel, node, ...(postgres && { postgres }) };
    const by = 'run' as const;
    writeMixedSection(resultsFile, { ...run, by, machine, groups: mixed });
  }
  if (!existsSync(readme)) return;
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(FIGURES_START);
  const end = text.indexOf(FIGURES_END);
  if (start < 0 || end < start) return;
  writeFileSync(
    readme,
    `${text.slice(0, start + FIGURES_START.length)}\n\n${renderSummary(run)}\n\n${text.slice(end)}`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const file = process.argv[2] ?? path.join(root, 'bench/results/latest.json');
  writeResults(JSON.parse(readFileSync(file, 'utf8')) as RunResult);
  console.log(`wrote ${path.relative(process.cwd(), resultsFile)}`);
}
