// The imports section of bench/RESULTS.md, written by `npm run bench -- imports`
// (bench/lib/imports.ts) with a file of 5,000 rows; each run on top, the earlier ones kept under it.
import { ResultsSection, runHeading, verdictTable } from './results-section';
import path from 'node:path';
import type { Measurement } from './load';
import { root } from './processes';
import type { ImportsGroup, ImportsRun } from './imports';

const IMPORTS_START = '<!-- imports: written by npm run bench -- imports -->';
const IMPORTS_END = '<!-- end of imports -->';
const resultsFile = path.join(root, 'bench/RESULTS.md');

/** The import's seconds from its 202 to done. */
export const IMPORT_TARGET_SECONDS = 120;
/** The reads during the import: at least this share of their requests a second alone. */
export const READS_TARGET_RATIO = 2 / 3;

export interface ImportsVerdict {
  target: string;
  figure: string;
  met: boolean | undefined;
}

const int = (n: number) => Math.round(n).toLocaleString('en');
const reads = (m: Measurement) =>
  `${int(m.requestsPerSecond)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms` +
  `${m.notOk + m.errors > 0 ? `, ${m.notOk + m.errors} non-2xx ${JSON.stringify(m.statusCodes)}` : ''}`;

/** The three targets of issue 42's import, each judged on what was measured. */
export function importsVerdicts(g: ImportsGroup): ImportsVerdict[] {
  const where = `import of ${int(g.settings.rows)} rows with photos, embedded, ${int(g.properties)} listings`;
  const verdicts: ImportsVerdict[] = [];
  const i = g.import;
  verdicts.push({
    target: `${where}: done in < ${IMPORT_TARGET_SECONDS} s, every row created`,
    figure: i
      ? `${i.status} in ${i.seconds} s; ${int(i.created)} created, ${i.updated} updated, ` +
        `${i.unchanged} unchanged, ${i.failedRows} failed`
      : (g.error ?? 'not measured'),
    met: i
      ? i.status === 'done' &&
        i.seconds < IMPORT_TARGET_SECONDS &&
        i.created === i.rows &&
        i.failedRows === 0
      : undefined,
  });
  const { baseline, during } = g;
  const ratio = baseline && during ? during.requestsPerSecond / baseline.requestsPerSecond : 0;
  const refused = (during?.notOk ?? 0) + (during?.errors ?? 0) + (baseline?.notOk ?? 0);
  verdicts.push({
    target: `${where}: public reads during it ≥ ${Math.round(READS_TARGET_RATIO * 100)}% of their req/s alone`,
    figure:
      baseline && during
        ? `${(100 * ratio).toFixed(0)}%: ${reads(during)} during, ${reads(baseline)} alone`
        : (g.error ?? 'not measured'),
    // Non-2xx reads are not the reads the target means: not judged.
    met: baseline && during && refused === 0 ? ratio >= READS_TARGET_RATIO : undefined,
  });
  const r = g.restart;
  const s = g.settings;
  const inWindow = r
    ? r.killedAt >= s.killAfter * r.rows && r.killedAt <= s.killBefore * r.rows
    : false;
  verdicts.push({
    target:
      `import of ${int(s.restartRows)} rows, the server killed (SIGKILL) between ` +
      `${s.killAfter * 100}% and ${s.killBefore * 100}% and started again: done, each row's listing once with its photo`,
    figure: r
      ? `killed at ${r.killedAt} rows, started again in ${int(r.restartMs)} ms; ${r.status} ` +
        `${r.seconds} s after its 202: ${r.created} created, ${r.updated} updated, ` +
        `${r.unchanged} unchanged, ${r.failedRows} failed; export: ${r.missing} missing, ` +
        `${r.duplicated} more than once, ${r.withoutPhoto} without their photo`
      : (g.error ?? 'not measured'),
    met: !r
      ? undefined
      : !inWindow
        ? undefined
        : r.status === 'done' &&
          r.created === r.rows &&
          r.failedRows === 0 &&
          r.missing === 0 &&
          r.duplicated === 0 &&
          r.withoutPhoto === 0,
  });
  return verdicts;
}

const verdictText = (v: ImportsVerdict) =>
  v.met === undefined ? 'not judged' : v.met ? '**met**' : '**not met**';

const row = (name: string, m: Measurement | undefined) =>
  m
    ? `| ${name} | ${m.seconds} s | ${int(m.requestsPerSecond)} | ${m.p50Ms} ms | ${m.p99Ms} ms | ` +
      `${m.maxMs} ms | ${m.notOk + m.errors} | ${m.serverCores?.toFixed(2) ?? '–'} |`
    : `| ${name} | – | – | – | – | – | – | – |`;

function renderImports(run: ImportsRun, earlier: string): string {
  const g = run.group;
  const s = g.settings;
  const lines = [
    '## Listing imports (issue 42)',
    '',
    'Written by `npm run bench -- imports` (bench/lib/imports.ts) on a generated embedded ' +
      'database: a photo host of the tests’ own (apps/server/test/helpers/photo-server.ts, HTTPS ' +
      'on loopback, a distinct 640×480 JPEG a row, each made before the measurement so that the host only sends bytes during it; the server trusts its authority through ' +
      '`NODE_EXTRA_CA_CERTS`, `IMPORT_ALLOW_PRIVATE_HOSTS=1`), one production server ' +
      '(`RATE_LIMIT=off`), an agent made by the admin. First public reads alone under wrk (1 ' +
      `thread, ${s.generator.connections} connections: \`GET /api/property/{id}\` and the list ` +
      `\`GET /api/property\` in turn), ${s.warmupSeconds} s of warm-up then ${s.seconds} s ` +
      `measured; then the agent's CSV of ${int(s.rows)} new listings (\`POST /api/imports\`), ` +
      `read every second until done (its seconds: from its 202 to the first answer saying done), the same reads in slices of ${s.sliceSeconds} s until then ` +
      '(the last slice may end up to that much after it); then a file of ' +
      `${int(s.restartRows)} more, the server killed with SIGKILL once ${s.killAfter * 100}% of ` +
      'its rows are processed, started again on the same data, the import read until done and ' +
      'the agent’s export (`GET /api/property/export?format=json`) checked: every key once, ' +
      'with its one stored photo.',
    '',
    runHeading(run),
    '',
    `${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}; load average ` +
      `${g.loadBefore[0] ?? '?'} before, ${g.loadAfter[0] ?? '?'} after.` +
      `${g.error ? ` Failed: ${g.error}` : ''}`,
    '',
    ...verdictTable(importsVerdicts(g), verdictText),
    '',
    '| public reads | measured | req/s | p50 | p99 | max | non-2xx | server cores |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    row('alone', g.baseline),
    row('during the import', g.during),
    '',
  ];
  const failures = [...(g.import?.failures ?? []), ...(g.restart?.failures ?? [])];
  if (failures.length > 0) {
    lines.push(
      `First failed rows: ${failures.map((f) => `row ${f.row} ${f.field}: ${f.message}`).join('; ')}.`,
      '',
    );
  }
  const kept = earlier.trim();
  if (kept) lines.push(kept, '');
  return lines.join('\n');
}

const importsSection = new ResultsSection(IMPORTS_START, IMPORTS_END);

/** The imports section as it stands in RESULTS.md's text, markers included, or undefined. */
export const importsBlock = (text: string) => importsSection.block(text);

/** Puts this run at the top of the imports section (earlier runs kept under it; appended when none). */
export function writeImportsSection(run: ImportsRun, file = resultsFile) {
  importsSection.write(file, (earlier) => renderImports(run, earlier));
}
