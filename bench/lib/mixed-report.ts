// The mixed scenario's section of bench/RESULTS.md (bench/lib/mixed.ts), written by
// `npm run bench -- mixed` and by the whole run, and its targets (issue 37 item 3).
import { ResultsSection, runHeading, verdictTable } from './results-section';
import {
  percentile,
  READ_KINDS,
  type MixedGroup,
  type PhaseFigures,
  type SampleFigures,
} from './mixed';

export interface MixedRun {
  date: string;
  commit: string;
  /** Uncommitted changes in the tree when it ran (RESULTS.md left out). */
  dirty: boolean;
  /** `npm run bench -- mixed`, or the whole run. */
  by: 'step' | 'run';
  machine: { cpus: number; cpuModel: string; node: string; postgres?: string };
  groups: MixedGroup[];
}

export interface MixedVerdict {
  target: string;
  figure: string;
  met: boolean | undefined;
}

const MIXED_START = '<!-- mixed: written by npm run bench -- mixed -->';
const MIXED_END = '<!-- end of mixed -->';

const int = (n: number) => Math.round(n).toLocaleString('en');
/** NaN (no value) comes back from the JSON as null. */
const ms = (n: number | null) =>
  n === null || Number.isNaN(n) ? '–' : `${n < 10 ? n.toFixed(1) : int(n)} ms`;
const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);
const databaseName = (g: MixedGroup) => (g.database === 'postgres' ? 'PostgreSQL' : 'embedded');
const count = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

function phaseOf(g: MixedGroup, name: PhaseFigures['phase']) {
  return g.phases.find((p) => p.phase === name);
}

function sampled(p: PhaseFigures) {
  const all = READ_KINDS.map((k) => p.samples[k]);
  const sum = (pick: (s: SampleFigures) => number) => all.reduce((t, s) => t + pick(s), 0);
  return {
    requests: sum((s) => s.requests),
    cacheHits: sum((s) => s.cacheHits),
    indexHits: sum((s) => s.indexHits),
    indexAnswers: sum((s) => s.indexAnswers),
  };
}

/** The change delays of a phase: those that became visible, and how many did not. */
export function delays(p: PhaseFigures | undefined) {
  const changes = p?.changes ?? [];
  const visible = changes.flatMap((c) => (c.visibleMs === undefined ? [] : [c.visibleMs]));
  return {
    changes: changes.length,
    visible,
    failed: changes.filter((c) => c.update !== 200 || c.verify !== 200).length,
    p50: percentile(visible, 50),
    p99: percentile(visible, 99),
    max: visible.length ? Math.max(...visible) : Number.NaN,
  };
}

function writesOf(p: PhaseFigures | undefined) {
  let ok = 0;
  let failed = 0;
  for (const w of Object.values(p?.writes ?? {})) {
    for (const [status, n] of Object.entries(w.statuses)) {
      if (status.startsWith('2')) ok += n;
      else failed += n;
    }
  }
  return { ok, failed };
}

/** Issue 37 item 3's targets for one database. */
export function mixedVerdicts(g: MixedGroup): MixedVerdict[] {
  const where = `mixed, ${count(g.properties)}, ${g.database}`;
  const a = phaseOf(g, 'reads');
  const b = phaseOf(g, 'neutral writes');
  const c = phaseOf(g, 'listing changes');
  const verdicts: MixedVerdict[] = [];
  const unmeasured = (target: string) => ({ target, figure: 'not measured', met: undefined });
  {
    const target = `${where}: with 20 public-neutral writes/s, throughput >= 90% of the reads alone`;
    if (!a || !b) verdicts.push(unmeasured(target));
    else {
      const share = b.reads.requestsPerSecond / a.reads.requestsPerSecond;
      const w = writesOf(b);
      verdicts.push({
        target,
        figure:
          `${(share * 100).toFixed(1)}% (${int(b.reads.requestsPerSecond)} of ${int(a.reads.requestsPerSecond)} req/s; ` +
          `writes ${int(w.ok)} 2xx, ${int(w.failed)} not)`,
        met: share >= 0.9 && w.failed === 0,
      });
    }
  }
  {
    const target = `${where}: with 20 public-neutral writes/s, p99 <= 1.5 × the reads alone`;
    if (!a || !b) verdicts.push(unmeasured(target));
    else {
      const times = b.reads.p99Ms / a.reads.p99Ms;
      verdicts.push({
        target,
        figure: `${times.toFixed(2)} × (${ms(b.reads.p99Ms)} against ${ms(a.reads.p99Ms)})`,
        met: times <= 1.5,
      });
    }
  }
  {
    const target = `${where}: with 1 listing change/s, filtered searches' p99 < 50 ms`;
    if (!c) verdicts.push(unmeasured(target));
    else {
      verdicts.push({
        target,
        figure: `${ms(c.search.p99Ms)} (search probe, ${int(c.search.count)} searches; p50 ${ms(c.search.p50Ms)})`,
        met: c.search.p99Ms < 50,
      });
    }
  }
  {
    const target = `${where}: every listing change visible in a filtered search within 2 s`;
    const d = delays(c);
    if (!c || d.changes === 0) verdicts.push(unmeasured(target));
    else {
      const within = d.visible.filter((v) => v <= 2000).length;
      verdicts.push({
        target,
        figure:
          `${within} of ${d.changes} within 2 s (p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, max ${ms(d.max)}` +
          `${d.failed ? `; ${d.failed} changes refused` : ''})`,
        met: within === d.changes,
      });
    }
  }
  return verdicts;
}

const verdictText = (v: MixedVerdict) =>
  v.met === undefined ? 'not measured' : v.met ? '**met**' : '**not met**';

function groupTable(g: MixedGroup): string[] {
  const title = `#### ${databaseName(g)}, ${count(g.properties)} listings`;
  if (g.error && g.phases.length === 0)
    return [title, '', `Failed: \`${g.error.split('\n')[0]}\``, ''];
  const lines = [
    title,
    '',
    `${int(g.listed)} publicly listed; load average ${g.loadBefore[0]?.toFixed(1)} before, ` +
      `${g.loadAfter[0]?.toFixed(1)} after${g.error ? `; **failed**: \`${g.error.split('\n')[0]}\`` : ''}.`,
    '',
    '| phase | req/s (wrk) | p50 | p99 | max | non-2xx | server cores | wrk cores | X-Cache hits | X-Search-Index hits | filtered search p50 / p99 / max (probe) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const p of g.phases) {
    const s = sampled(p);
    const r = p.reads;
    lines.push(
      `| ${p.phase} | ${int(r.requestsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ` +
        `${int(r.notOk + r.errors)} | ${r.serverCores?.toFixed(2) ?? '–'} | ${r.generatorCores?.toFixed(2) ?? '–'} | ` +
        `${pct(s.cacheHits, s.requests)} of ${s.requests} | ${pct(s.indexHits, s.indexAnswers)} of ${s.indexAnswers} | ` +
        `${ms(p.search.p50Ms)} / ${ms(p.search.p99Ms)} / ${ms(p.search.maxMs)} (${pct(p.search.cacheHits, p.search.requests)} cached) |`,
    );
  }
  lines.push('');
  const kinds = READ_KINDS.map((k) => {
    const parts = g.phases.map((p) => pct(p.samples[k].cacheHits, p.samples[k].requests));
    return `${k} ${parts.join(' / ')}`;
  });
  lines.push(`X-Cache hits by kind of read (phases a / b / c): ${kinds.join('; ')}.`, '');
  const b = phaseOf(g, 'neutral writes');
  if (b?.writes) {
    const writes = Object.entries(b.writes).map(([kind, w]) => {
      const statuses = Object.entries(w.statuses)
        .map(([status, n]) => `${n}×${status}`)
        .join(', ');
      return `${kind} ${statuses || 'none'} (p50 ${ms(w.p50Ms)}, p99 ${ms(w.p99Ms)})`;
    });
    lines.push(`Public-neutral writes in phase b: ${writes.join('; ')}.`, '');
  }
  const c = phaseOf(g, 'listing changes');
  if (c?.changes) {
    const d = delays(c);
    const updates = c.changes.map((x) => x.updateMs).filter((v) => !Number.isNaN(v));
    const verifies = c.changes.map((x) => x.verifyMs).filter((v) => !Number.isNaN(v));
    const polls = c.changes.reduce((t, x) => t + x.polls, 0);
    const pollHits = c.changes.reduce((t, x) => t + x.pollIndexHits, 0);
    const pollAnswers = c.changes.reduce((t, x) => t + x.pollIndexAnswers, 0);
    lines.push(
      `Listing changes in phase c: ${d.changes} (${d.failed} refused), ${d.visible.length} seen by the ` +
        `filtered search; delay from the verification's response: p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, ` +
        `max ${ms(d.max)}. The agent's PUT p50 ${ms(percentile(updates, 50))}, the admin's PATCH p50 ` +
        `${ms(percentile(verifies, 50))}; ${polls} polls, ${pct(pollHits, pollAnswers)} answered by the search index.`,
      '',
    );
  }
  return lines;
}

export function renderMixed(run: MixedRun, earlier: string): string {
  const s = run.groups[0]?.settings;
  const lines = [
    '## Mixed load (issue 37)',
    '',
    'Written by `npm run bench -- mixed` and by the whole run (bench/lib/mixed.ts): one production ' +
      'server (response cache and search index on, default log level, `RATE_LIMIT=off`) on ' +
      `${count(run.groups[0]?.properties ?? 100_000)} generated listings; wrk (1 thread, ` +
      `${s?.generator.connections ?? 10} connections, a browser's \`accept-encoding\`) sends one read mix in ` +
      'every phase: of ten requests 4 pages of the list, 3 filtered searches (areas, drawn areas, ' +
      'filters), 2 details and 1 map, from the generators of the other scenarios: about 7,000 ' +
      'distinct requests, more than the response cache keeps (5,000 answers, 64 MB), so some miss ' +
      'even when nothing is written. Three phases of ' +
      `${s?.seconds ?? '?'} s each, after ${s?.warmupSeconds ?? '?'} s of warm-up: **a** the reads alone; **b** with ` +
      `${s?.neutralWritesPerSecond ?? 20} writes a second that change nothing public, sent evenly by the bench ` +
      "process (a sign-in, a wishlist entry added or removed, a message to a listing's agent, a " +
      '"mark my notifications read", 5 a second each kind; the buyers have no notifications, so the ' +
      "last updates no rows; sign-ins come from 250 loopback addresses in turn, as visitors' " +
      `would); **c** with ${s?.listingChangesPerSecond ?? 1} listing change a second (in the first ` +
      `${(s?.seconds ?? 0) - (s?.changeMarginSeconds ?? 0)} s): its agent lowers its price (\`PUT\`), an ` +
      'admin verifies it (`PATCH`), then a filtered search for exactly the new price in a box around ' +
      `the listing is asked every ${s?.pollMs ?? 50} ms until it shows the listing at that price (the ` +
      "old price cannot match); the delay runs from the verification's response. In every phase the " +
      `bench process also reads ${s?.readSamplesPerSecond ?? '?'} requests a second of the mix (their ` +
      '`X-Cache` and `X-Search-Index`: the hit ratios below; X-Search-Index is said only by searches ' +
      'and maps not served from the cache) and times ' +
      `${s?.searchProbesPerSecond ?? '?'} filtered searches a second of the mix (the search probe: ` +
      "its p99 is the one judged in phase c; wrk's p99 is of the whole mix).",
    '',
    `${runHeading(run)}${run.by === 'run' ? ', in the whole run' : ''}`,
    '',
    `${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}` +
      `${run.machine.postgres ? `, PostgreSQL ${run.machine.postgres}` : ''}.`,
    '',
    ...verdictTable(run.groups.flatMap(mixedVerdicts), verdictText),
    '',
    ...run.groups.flatMap(groupTable),
  ];
  const kept = earlier.trim();
  if (kept) lines.push(kept, '');
  return lines.join('\n');
}

const mixedSection = new ResultsSection(MIXED_START, MIXED_END);

/** The mixed section as it stands in RESULTS.md's text, markers included, or undefined. */
export const mixedBlock = (text: string) => mixedSection.block(text);

/** Puts this run at the top of the mixed section (earlier runs kept under it; appended when none). */
export function writeMixedSection(file: string, run: MixedRun) {
  mixedSection.write(file, (earlier) => renderMixed(run, earlier));
}
